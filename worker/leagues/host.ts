/**
 * The host's controls (the league room's RPC `host`): start before the league is full, add a bot
 * entrant, hand a player's seats to the bot (a substitute) or drop a player (they leave their
 * running games and are paired no more). Changes to running games go through each game's own host
 * controls, with the host token the league holds for it.
 */
import { fail, ok, type Reply } from "../wire";
import { newToken } from "../room/tokens";
import { callerOf, start } from "./entry";
import type { League } from "./model";
import { handOver } from "./hand-over";
import type { Rooms } from "./rooms";
import type { LeagueHostAction } from "./wire";

export interface HostDone {
  reply: Reply;
  changed: boolean;
}

export async function hostAction(
  league: League,
  token: string | null,
  input: LeagueHostAction,
  rooms: Rooms,
  now: number,
): Promise<HostDone> {
  const refuse = (status: 400 | 403 | 409, code: string, message: string): HostDone => ({
    reply: fail(status, code, message),
    changed: false,
  });
  if (callerOf(league, token)?.role !== "host")
    return refuse(403, "not_host", "Only the league's host link can do this.");
  if (league.endedAt) return refuse(409, "league_over", "This league has ended.");
  const done = (body: unknown = { ok: true }): HostDone => ({ reply: ok(body), changed: true });
  switch (input.action) {
    case "start":
      if (league.startedAt) return refuse(409, "league_started", "This league has started already.");
      if (league.players.length < 2)
        return refuse(409, "not_enough_players", "A league needs at least 2 players to start.");
      if (!league.players.some((p) => !p.bot))
        return refuse(
          409,
          "not_enough_players",
          "At least one person must have joined: a league of bots alone is not played.",
        );
      start(league, now);
      return done();
    case "bot": {
      if (league.startedAt)
        return refuse(409, "league_started", "This league has started; it takes no more players.");
      if (league.players.length >= league.size)
        return refuse(409, "league_full", `This league is full (${league.size} players).`);
      const name = input.name ?? `Bot ${league.players.filter((p) => p.bot).length + 1}`;
      if (league.players.some((p) => p.name.toLowerCase() === name.toLowerCase()))
        return refuse(409, "name_taken", `Someone in this league is called ${name} already.`);
      league.players.push({
        name,
        token: newToken(),
        joinKey: "",
        bot: true,
        key: null,
        dropped: false,
        joinedAt: new Date(now).toISOString(),
        contact: null,
      });
      if (league.players.length === league.size) start(league, now);
      return done({ player: league.players.length - 1 });
    }
    case "substitute":
    case "drop": {
      const player = league.players[input.player];
      if (!player)
        return refuse(400, "bad_player", `Players are numbered 0 to ${league.players.length - 1}.`);
      if (player.dropped) return refuse(409, "player_dropped", `${player.name} has dropped out already.`);
      if (input.action === "substitute" && player.bot)
        return refuse(409, "player_is_bot", `${player.name}'s seats are the bot's already.`);
      if (input.action === "substitute") player.bot = true;
      else player.dropped = true;
      await leaveRunningGames(league, input.player, input.action, rooms);
      return done();
    }
  }
}

/**
 * The player's seats in games still running (seated: one not yet seated hands them over when it is).
 */
async function leaveRunningGames(
  league: League,
  player: number,
  action: "substitute" | "drop",
  rooms: Rooms,
): Promise<void> {
  for (const game of league.rounds.at(-1)?.games ?? []) {
    const seat = game.table.indexOf(player);
    if (seat < 0 || game.result || !game.seated) continue;
    await handOver(rooms, game, seat, action);
  }
}
