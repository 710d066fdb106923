/**
 * What the next round of a league is, by its format, from the games played so far; null when the
 * league is over. Pure: the league room stores what it returns before creating any game.
 */
import { advancing, dealHeats, type HeatFinish } from "./heats";
import type { League, LeagueGame } from "./model";
import { tableRounds } from "./round-robin";
import { standings, type FinishedTable } from "./standings";
import { swissRound, type SwissPlayer } from "./swiss";
import type { Pairing } from "./tables";

/** The league's finished games as the standings read them. */
export function finishedTables(league: League): FinishedTable[] {
  return league.rounds.flatMap((r, round) =>
    r.games.flatMap((g): FinishedTable[] =>
      g.result ? [{ round, table: g.table, ranking: g.result.ranking, scores: g.result.scores }] : [],
    ),
  );
}

export function byesOf(league: League): { player: number; round: number }[] {
  return league.rounds.flatMap((r, round) => r.byes.map((player) => ({ player, round })));
}

export function leagueStandings(league: League) {
  return standings(league.format, league.players.length, finishedTables(league), byesOf(league));
}

/** Fixed at the start: the round robin's schedule and every format's round count where it is known. */
export function atStart(league: League): Pick<League, "schedule" | "plannedRounds"> {
  const n = league.players.length;
  if (league.format === "round-robin") {
    const schedule = tableRounds(n, Math.min(league.tableSize, n));
    return { schedule, plannedRounds: schedule.length };
  }
  if (league.format === "swiss")
    return { schedule: null, plannedRounds: Math.min(league.plannedRounds ?? n - 1, n - 1) };
  return { schedule: null, plannedRounds: null };
}

const active = (league: League) => league.players.flatMap((p, i) => (p.dropped ? [] : [i]));

/** The next round's tables and byes, or null when the league is over. */
export function nextRound(league: League): Pairing | null {
  const pairing = formatRound(league);
  return pairing && withoutDropped(league, pairing);
}

/** Players who dropped out leave their tables; whoever is left alone at one has a bye. */
function withoutDropped(league: League, pairing: Pairing): Pairing {
  const tables = pairing.tables.map((t) => t.filter((p) => !league.players[p].dropped));
  return {
    tables: tables.filter((t) => t.length >= 2),
    byes: [
      ...pairing.byes.filter((p) => !league.players[p].dropped),
      ...tables.filter((t) => t.length === 1).flat(),
    ],
  };
}

function formatRound(league: League): Pairing | null {
  const r = league.rounds.length;
  if (league.format === "round-robin") return league.schedule?.[r] ?? null;
  if (league.format === "swiss") {
    if (r >= (league.plannedRounds ?? 0)) return null;
    return swissRound(swissPlayers(league).filter((p) => !league.players[p.id].dropped));
  }
  if (r === 0) return { tables: dealHeats(active(league), league.tableSize), byes: [] };
  const last = league.rounds[r - 1];
  if (last.games.length <= 1) return null; // that was the final
  const finishes = last.games.map((g) => heatFinishes(g));
  const next = advancing(finishes, league.tableSize).filter((p) => !league.players[p].dropped);
  return next.length ? { tables: dealHeats(next, league.tableSize), byes: [] } : null;
}

function heatFinishes(game: LeagueGame): HeatFinish[] {
  const ranking = game.result?.ranking ?? [];
  return game.table.map((player, seat) => ({
    player,
    place: 1 + ranking.findIndex((group) => group.includes(seat)),
    score: game.result?.scores[seat] ?? 0,
  }));
}

function swissPlayers(league: League): SwissPlayer[] {
  const points = new Map(leagueStandings(league).map((s) => [s.player, s.points]));
  const players: SwissPlayer[] = league.players.map((_, id) => ({
    id,
    points: points.get(id) ?? 0,
    opponents: [],
    seats: [],
    hadBye: false,
  }));
  for (const round of league.rounds) {
    for (const b of round.byes) players[b].hadBye = true;
    for (const g of round.games) {
      g.table.forEach((p, seat) => {
        players[p].opponents.push(...g.table.filter((q) => q !== p));
        players[p].seats.push(seat as 0 | 1);
      });
    }
  }
  return players;
}
