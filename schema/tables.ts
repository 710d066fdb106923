/**
 * D1 is the index of finished games: one small row per game (`archived_games`; its record and final
 * view are in R2, worker/archive) and one row per seat's result. `finished_games` is the old layout
 * (whole records in D1), read until the archive migration has moved its rows to R2.
 */
import { index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const finishedGames = sqliteTable(
  "finished_games",
  {
    id: text("id").primaryKey(),
    game: text("game").notNull(),
    /** Seats in the game, bots included. */
    players: integer("players").notNull(),
    /** Seats the host gave to the bot: the board keeps games with bots apart from people-only ones. */
    bots: integer("bots").notNull().default(0),
    /** Whether the host chose to list the game publicly (games archived before the choice existed were listed). */
    listed: integer("listed", { mode: "boolean" }).notNull().default(true),
    createdAt: text("created_at").notNull(),
    endedAt: text("ended_at").notNull(),
    commitment: text("commitment").notNull(),
    /** The full record JSON, server seed included ("" once the archive migration moved it to R2). */
    record: text("record", { mode: "json" }).notNull(),
    /** The final game state ("" once moved to R2 with the record). */
    finalState: text("final_state", { mode: "json" }).notNull(),
  },
  (t) => [index("finished_games_ended").on(t.endedAt), index("finished_games_game").on(t.game, t.players)],
);

/** One row per archived game (migration 0003): what the board lists and filters, and where its record is. */
export const archivedGames = sqliteTable(
  "archived_games",
  {
    id: text("id").primaryKey(),
    game: text("game").notNull(),
    /** The game's board or edition where it has one (the rail game's `us`/`gb`), else null. */
    variant: text("variant"),
    /** SHA-256 of the options' canonical JSON: games played alike share it. */
    optionsDigest: text("options_digest").notNull(),
    players: integer("players").notNull(),
    bots: integer("bots").notNull().default(0),
    listed: integer("listed", { mode: "boolean" }).notNull().default(false),
    rated: integer("rated", { mode: "boolean" }).notNull().default(false),
    forked: integer("forked", { mode: "boolean" }).notNull().default(false),
    aborted: integer("aborted", { mode: "boolean" }).notNull().default(false),
    createdAt: text("created_at").notNull(),
    endedAt: text("ended_at").notNull(),
    commitment: text("commitment").notNull(),
    /** The seats' names, in seat order (a JSON array). */
    names: text("names", { mode: "json" }).$type<string[]>().notNull(),
    /** The record's R2 key (`records/<id>.json.gz`). */
    r2Key: text("r2_key").notNull(),
    recordBytes: integer("record_bytes").notNull(),
    gzipBytes: integer("gzip_bytes").notNull(),
  },
  (t) => [
    index("archived_games_listed").on(t.listed, t.endedAt),
    index("archived_games_game").on(t.game, t.listed, t.players, t.endedAt),
  ],
);

/** Where the move of old `finished_games` rows to R2 stopped (one row). */
export const archiveMigration = sqliteTable("archive_migration", {
  id: integer("id").primaryKey(),
  /** The last id moved (ids are taken in order). */
  after: text("after").notNull().default(""),
  moved: integer("moved").notNull().default(0),
  updatedAt: text("updated_at").notNull(),
});

export const gameResults = sqliteTable(
  "game_results",
  {
    /** An `archived_games` id (or, before the migration, a `finished_games` one). */
    gameId: text("game_id").notNull(),
    seat: integer("seat").notNull(),
    name: text("name").notNull(),
    score: integer("score").notNull(),
    /** 1 for the winner(s); equal places share a number. */
    place: integer("place").notNull(),
    /** The seat's player-key fingerprint, when the seat was claimed with a key. */
    player: text("player"),
    /** Moves the seat's player made, and their thinking time summed (worker/archive/think-times.ts; null: not known). */
    moves: integer("moves"),
    thinkMs: integer("think_ms"),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.seat] }), index("game_results_player").on(t.player)],
);

/**
 * Development only: emails and pushes that would have been sent, and webhook calls received by the local
 * sink (`/dev/hooks/:name`), shown at `/dev/messages` so `npm start` shows the whole flow offline.
 */
export const devMessages = sqliteTable("dev_messages", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  at: text("at").notNull(),
  channel: text("channel", { enum: ["email", "webhook", "push"] }).notNull(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  headers: text("headers", { mode: "json" }).$type<Record<string, string>>().notNull(),
});

/** Player keys seen in claims (docs/players.md): the name and listing the key's holder chose, by signed request. */
export const players = sqliteTable(
  "players",
  {
    fingerprint: text("fingerprint").primaryKey(),
    publicKey: text("public_key").notNull(),
    alg: text("alg").notNull(),
    name: text("name"),
    /** The holder chose to be listed on leaderboards (default: reachable by link only). */
    listed: integer("listed", { mode: "boolean" }).notNull().default(false),
    firstSeen: text("first_seen").notNull(),
    /** The key's first claim of a rated game (null: never rated). */
    firstRated: text("first_rated"),
    /** The signed time of the last profile change: an older signed change is a replay. */
    signedAt: text("signed_at"),
  },
  (t) => [index("players_listed").on(t.listed)],
);

/** Keys first used for rated play, per hashed address and day: the cap on new keys. Rows of past days serve nothing. */
export const newRatedKeys = sqliteTable(
  "new_rated_keys",
  {
    address: text("address").notNull(),
    day: text("day").notNull(),
    fingerprint: text("fingerprint").notNull(),
  },
  (t) => [primaryKey({ columns: [t.address, t.day, t.fingerprint] }), index("new_rated_keys_day").on(t.day)],
);

/** Rated games, with the host link's hash so the host can mark one unrated after its room is gone. */
export const ratedGames = sqliteTable("rated_games", {
  gameId: text("game_id").primaryKey(),
  hostHash: text("host_hash").notNull(),
  createdAt: text("created_at").notNull(),
  unratedAt: text("unrated_at"),
});

// --- Stored ratings (migration 0005, docs/players.md, "Stored ratings") ---

/** Each pool's ratings as of its last closed rating period (a UTC day); the open days are added on reading. */
export const ratings = sqliteTable(
  "ratings",
  {
    pool: text("pool").notNull(),
    player: text("player").notNull(),
    rating: real("rating").notNull(),
    rd: real("rd").notNull(),
    vol: real("vol").notNull(),
    games: integer("games").notNull(),
    /** The day of the last period the player played in. */
    asOf: text("as_of").notNull(),
  },
  (t) => [primaryKey({ columns: [t.pool, t.player] }), index("ratings_pool_rating").on(t.pool, t.rating)],
);

/** The last rating period stored, per pool. */
export const ratingPools = sqliteTable("rating_pools", {
  pool: text("pool").primaryKey(),
  through: text("through").notNull(),
});

/** The games the stored periods counted, each with its period (a game archived after its day closed counts in the next). */
export const ratingCounted = sqliteTable(
  "rating_counted",
  {
    gameId: text("game_id").primaryKey(),
    pool: text("pool").notNull(),
    period: text("period").notNull(),
  },
  (t) => [index("rating_counted_pool").on(t.pool, t.period)],
);
