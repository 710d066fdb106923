/**
 * A player's seat in one league game given up, through the game's own host controls with the host
 * token the league holds for it: handed to the bot (`substitute`), or dropped (`drop`: the game's own
 * drop where it has one, else the bot). A refusal is left as it is: a seat already the bot's, a game
 * over, or the last person at a table (the room keeps them; their clock plays for them).
 */
import type { LeagueGame } from "./model";
import type { Rooms } from "./rooms";

export async function handOver(rooms: Rooms, game: LeagueGame, seat: number, action: "substitute" | "drop") {
  const first = await rooms.host(game.id, game.hostToken, {
    action: action === "drop" ? "drop" : "bot",
    seat,
  });
  if (action === "drop" && first.status !== 200 && !first.json.includes("game_over"))
    await rooms.host(game.id, game.hostToken, { action: "bot", seat });
}
