/** What players see (everything but sealed bids, ruling 2), standings, headline and figures. */
import type { Seat, Standings, Viewed } from "../../engine/types";
import { boardOf } from "./data";
import { netWorth } from "./fees";
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
 * For notifications and link previews: the leader by net worth (once the worths differ), everyone's cash,
 * who has declared (at the end: the winner's cash at home, and everyone's net worth, as the final table ranks it), and (British board, ruling 16) who has reached the notice amount.
 */
export function headline(view: Viewed<RailsView>, names: string[]): string {
  const board = boardOf(view.options);
  const dollars = board.money;
  const name = (s: number) => names[s] ?? `Seat ${s + 1}`;
  const cash = view.players
    .map((p, s) => `${name(s)} ${p.out !== null ? "out" : dollars(p.cash)}`)
    .join(" · ");
  // At the end, the figure the final table ranks by (the result's net worth), named, and why the
  // winner is first even when another player is worth more: the winner reached the cash at home.
  if (view.winner !== null) {
    const worth = view.players
      .map((p, s) => `${name(s)} ${p.out !== null ? "out" : dollars(netWorth(view, s))}`)
      .join(" · ");
    const home = dollars(view.players[view.winner].cash);
    return `${name(view.winner)} won, home with ${home} in cash. Net worth: ${worth}`;
  }
  const declared = view.players.flatMap((p, s) =>
    p.declared && p.home !== null ? [`${name(s)} has declared for ${board.cities[p.home].name}`] : [],
  );
  const noticed = view.players.flatMap((p, s) =>
    p.announced && p.out === null && !p.declared
      ? [`${name(s)} has reached ${dollars(board.announceCash!)}`]
      : [],
  );
  const worth = view.players.map((p, s) => (p.out === null ? netWorth(view, s) : -Infinity));
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
