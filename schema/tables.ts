/**
 * D1 holds finished games: one row per game (with its full record and final state, so it stays
 * readable forever after its room is gone) and one row per seat's result.
 */
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

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
    /** The full `boxcars-record/1` JSON, server seed included. */
    record: text("record", { mode: "json" }).notNull(),
    /** The final game state, for the spectator view after the room is gone. */
    finalState: text("final_state", { mode: "json" }).notNull(),
  },
  (t) => [index("finished_games_ended").on(t.endedAt), index("finished_games_game").on(t.game, t.players)],
);

export const gameResults = sqliteTable(
  "game_results",
  {
    gameId: text("game_id")
      .notNull()
      .references(() => finishedGames.id),
    seat: integer("seat").notNull(),
    name: text("name").notNull(),
    score: integer("score").notNull(),
    /** 1 for the winner(s); equal places share a number. */
    place: integer("place").notNull(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.seat] })],
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
