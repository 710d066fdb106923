/**
 * Ruling 8's figures for `npm run simulate -- coal-n-write` (calibration by simulation), beyond what
 * simulate prints itself: each seat's cash, the winner's cash, throws a game, where seat 1's cash comes
 * from and what the bottom tenth lacks, solo ranks against the text's bands, and how often each Boom
 * Town card was visited. It reads only each game's final state.
 */
import { CARDS } from "./data/cards";
import { soloRank } from "./data/tables";
import type { CoalState } from "./types";

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

function line(name: string, list: number[]): string {
  const sorted = [...list].sort((a, b) => a - b);
  const mean = list.reduce((a, b) => a + b, 0) / list.length;
  return `${name.padEnd(24)} mean ${mean.toFixed(1).padStart(7)}  p10 ${pct(sorted, 0.1)}  p50 ${pct(sorted, 0.5)}  p90 ${pct(sorted, 0.9)}  min ${sorted[0]}  max ${sorted.at(-1)}`;
}

export function tally() {
  let games = 0,
    kinds: string[] = [];
  const cash: number[][] = [],
    winners: number[] = [],
    throws: number[] = [];
  const visitCount = new Map<string, number>(),
    visited = new Map<string, number>(),
    ranks = new Map<string, number>();
  const parts: Record<string, number[]> = {
    delivered: [],
    bonuses: [],
    "end pay": [],
    "town net": [],
    stolen: [],
    burros: [],
  };
  return {
    start() {},
    observe() {},
    end(s: CoalState, seating: string[]) {
      games++;
      kinds = seating;
      s.sheets.forEach((sh, seat) => (cash[seat] ??= []).push(sh.cash));
      const sh = s.sheets[0];
      const delivered = sh.deliveries.reduce((v, d) => v + d.value, 0),
        bonuses = sh.deliveries.reduce((v, d) => v + d.bonus, 0);
      const end = sh.endPay ? sh.endPay.pony + sh.endPay.geodes + sh.endPay.sheriff + sh.endPay.mule : 0;
      parts.delivered.push(delivered);
      parts.bonuses.push(bonuses);
      parts["end pay"].push(end);
      parts["town net"].push(sh.cash - delivered - bonuses - end);
      parts.stolen.push(sh.deliveries.filter((d) => d.stolen).length);
      parts.burros.push(sh.deliveries.length);
      winners.push(Math.max(...s.sheets.map((sh) => sh.cash)));
      throws.push(s.throws);
      for (const [card, n] of Object.entries(s.visits)) {
        if (n) visited.set(card, (visited.get(card) ?? 0) + 1);
        visitCount.set(card, (visitCount.get(card) ?? 0) + (n ?? 0));
      }
      if (s.sheets.length === 1) ranks.set(soloRank(sh.cash), (ranks.get(soloRank(sh.cash)) ?? 0) + 1);
    },
    report(): string[] {
      if (!games) return [];
      const solo = cash.length === 1;
      const out = cash.map((list, seat) =>
        line(`cash seat ${seat + 1}${kinds[seat] ? ` (${kinds[seat]})` : ""}`, list),
      );
      if (!solo) out.push(line("winner's cash", winners));
      out.push(line("throws", throws));
      for (const [name, list] of Object.entries(parts)) out.push(line(`seat 1: ${name}`, list));
      // Seat 1's games are in the order played: the bottom tenth by its cash, each part's mean there.
      const cut = [...cash[0]].sort((a, b) => a - b)[Math.floor(games / 10)];
      const low = cash[0].map((c, i) => (c < cut ? i : -1)).filter((i) => i >= 0);
      out.push(
        `bottom 10% (under ${cut}): ${Object.entries(parts)
          .map(([name, list]) => `${name} ${(low.reduce((v, i) => v + list[i], 0) / low.length).toFixed(1)}`)
          .join(", ")}`,
      );
      if (solo)
        out.push(
          `ranks: ${[...ranks].map(([r, n]) => `${r} ${((100 * n) / games).toFixed(0)}%`).join(", ")}`,
        );
      const mode = solo ? "solo" : "multi";
      out.push(
        `card visited in % of games: ${CARDS.filter((c) => c.mode === "both" || c.mode === mode)
          .map(
            (c) =>
              `${c.id} ${((100 * (visited.get(c.id) ?? 0)) / games).toFixed(0)} (${((visitCount.get(c.id) ?? 0) / games).toFixed(1)} a game)`,
          )
          .join(", ")}`,
      );
      return out;
    },
  };
}
