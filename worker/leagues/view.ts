/** `GET /api/leagues/:id`: the league as anyone sees it, with the caller's own links when the token is a player's. */
import { games } from "../games";
import { callerOf } from "./entry";
import type { League, LeagueGame } from "./model";
import { seatUrl } from "./notices";
import { leagueStandings } from "./plan";
import type { LeagueGameInfo, LeagueResponse, LeagueStatus, LeagueYou } from "../wire";

export function statusOf(league: League): LeagueStatus {
  return league.endedAt ? "finished" : league.startedAt ? "playing" : "open";
}

function gameStatus(game: LeagueGame): LeagueGameInfo["status"] {
  return game.result ? "finished" : game.seated ? "playing" : "starting";
}

function gameInfo(league: League, game: LeagueGame): LeagueGameInfo {
  const result = game.result;
  return {
    id: game.created ? game.id : null,
    watchUrl: game.created ? `${league.origin}/watch/${game.id}` : null,
    players: game.table,
    status: gameStatus(game),
    result: result && {
      places: game.table.map((_, seat) => 1 + result.ranking.findIndex((group) => group.includes(seat))),
      scores: result.scores,
      ...(result.aborted ? { aborted: true as const } : {}),
    },
  };
}

function you(league: League, token: string | null): LeagueYou | null {
  const caller = callerOf(league, token);
  if (caller?.role === "host")
    return { role: "host", joinUrl: `${league.origin}/leagues/${league.id}#${league.joinToken}` };
  if (caller?.role !== "player") return caller;
  const mine = league.rounds.flatMap((r) =>
    r.games.flatMap((g) => {
      const seat = g.table.indexOf(caller.player);
      return seat >= 0 && g.created
        ? [{ round: g.round, id: g.id, url: seatUrl(league, g, seat), status: gameStatus(g) }]
        : [];
    }),
  );
  // The next game to play first, then the rest by round.
  const next = mine.filter((g) => g.status !== "finished");
  return {
    role: "player",
    player: caller.player,
    games: [...next, ...mine.filter((g) => g.status === "finished")],
  };
}

export function leagueResponse(league: League, token: string | null): LeagueResponse {
  return {
    id: league.id,
    game: league.game,
    title: games[league.game]?.title ?? league.game,
    format: league.format,
    size: league.size,
    tableSize: league.tableSize,
    roundDays: league.roundDays,
    plannedRounds: league.plannedRounds,
    status: statusOf(league),
    options: league.options,
    clock: league.clock,
    createdAt: league.createdAt,
    startedAt: league.startedAt,
    endedAt: league.endedAt,
    rated: league.rated,
    players: league.players.map((p, player) => ({
      player,
      name: p.name,
      bot: p.bot,
      dropped: p.dropped,
      fingerprint: p.key?.fingerprint ?? null,
    })),
    standings: leagueStandings(league),
    rounds: league.rounds.map((r, round) => ({
      round,
      startedAt: r.startedAt,
      deadline: r.deadline,
      byes: r.byes,
      games: r.games.map((g) => gameInfo(league, g)),
    })),
    you: you(league, token),
  };
}
