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
