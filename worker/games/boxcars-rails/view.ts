/** What players see (everything but sealed bids, ruling 2), standings, the result (ruling 12), headline and figures. */
import type { GameResult, Seat, Standings } from "../../engine/types";
import { boardOf } from "./data";
import { netWorth } from "./fees";
import { MAX_TURNS } from "./flow";
import type { RailsState, RailsView } from "./types";

export function view(state: RailsState, seat: Seat | null): RailsView {
  const sale = state.sale;
  if (!sale || sale.railroad === null) return state;
  return { ...state, sale: { ...sale, bids: sale.bids.map((b, s) => (s === seat ? b : 0)) } };
}

export function standings(view: RailsView): Standings {
  return { unit: boardOf(view.options).unit, scores: view.players.map((p) => p.cash) };
}

/**
 * Ruling 12: the winner first, then the others by net worth (equal worth shares a place), then the
 * players who left, the last to leave first. Solo: the score is the turns taken to win (the safety
 * limit's count when the game was not won).
 */
export function result(state: RailsState): GameResult | null {
  if (state.phase !== "over") return null;
  if (state.seats === 1)
    return { ranking: [[0]], scores: [state.winner === 0 ? state.players[0].turns : MAX_TURNS] };
  const scores = state.players.map((_, s) => netWorth(state, s));
  const ranking: Seat[][] = state.winner !== null ? [[state.winner]] : [];
  const rest = state.players
    .map((p, s) => ({ p, s }))
    .filter(({ p, s }) => s !== state.winner && p.out === null)
    .sort((a, b) => scores[b.s] - scores[a.s] || a.s - b.s);
  for (const { s } of rest) {
    const last = ranking[ranking.length - 1];
    if (last && last[0] !== state.winner && scores[last[0]] === scores[s]) last.push(s);
    else ranking.push([s]);
  }
  const out = state.players
    .map((p, s) => ({ p, s }))
    .filter(({ p, s }) => s !== state.winner && p.out !== null)
    .sort((a, b) => b.p.out! - a.p.out!);
  for (const { s } of out) ranking.push([s]);
  return { ranking, scores };
}

/**
 * For notifications and link previews: the leader by net worth (once the worths differ), everyone's cash,
 * who has declared (at the end: the winner and everyone's net worth, as the standings show it), and (British board, ruling 16) who has reached the notice amount.
 */
export function headline(state: RailsState, names: string[]): string {
  const board = boardOf(state.options);
  const dollars = board.money;
  const name = (s: number) => names[s] ?? `Seat ${s + 1}`;
  const cash = state.players
    .map((p, s) => `${name(s)} ${p.out !== null ? "out" : dollars(p.cash)}`)
    .join(" · ");
  // At the end, the figure the standings show (net worth), named: not a second money figure.
  if (state.winner !== null) {
    const worth = state.players
      .map((p, s) => `${name(s)} ${p.out !== null ? "out" : dollars(netWorth(state, s))}`)
      .join(" · ");
    return `${name(state.winner)} won. Net worth: ${worth}`;
  }
  const declared = state.players.flatMap((p, s) =>
    p.declared && p.home !== null ? [`${name(s)} has declared for ${board.cities[p.home].name}`] : [],
  );
  const noticed = state.players.flatMap((p, s) =>
    p.announced && p.out === null && !p.declared
      ? [`${name(s)} has reached ${dollars(board.announceCash!)}`]
      : [],
  );
  const worth = state.players.map((p, s) => (p.out === null ? netWorth(state, s) : -Infinity));
  const top = Math.max(...worth);
  const leaders = worth.flatMap((w, s) => (w === top ? [name(s)] : []));
  const lead = worth.some((w) => w !== top && w !== -Infinity)
    ? [`${leaders.join(" and ")} ${leaders.length > 1 ? "lead" : "leads"}, worth ${dollars(top)}`]
    : [];
  return [...lead, `Cash: ${cash}`, ...declared, ...noticed].join(". ");
}

export function stats(state: RailsState): Record<string, number> {
  const sum = (f: (p: RailsState["players"][number]) => number) =>
    state.players.reduce((t, p) => t + f(p), 0);
  return {
    turns: Math.max(...state.players.map((p) => p.turns)),
    trips: sum((p) => p.trips),
    payoffs: sum((p) => p.payoffs),
    fees: sum((p) => p.fees),
    limit: state.ended === "limit" ? 1 : 0,
  };
}
