/**
 * "Since your last move": the other players' routes after the viewer's last move (from the answer's
 * recent moves), and the arrivals the sheet has seen happen. Their card is recent-section.ts.
 */
import type { Board } from "#games/boxcars-rails/client";
import type { RailsView, RouteStep } from "#games/boxcars-rails/client";
import type { RecentMove } from "#wire";
import type { RouteStep as BoardStep } from "./board";

export interface PastRoute {
  n: number;
  seat: number;
  by: string;
  /** Steps taken and the dot reached. */
  count: number;
  end: number;
  /** What the map can draw (the first step only when its start is certain). */
  steps: BoardStep[];
}

export interface Arrival {
  seat: number;
  from: number;
  to: number;
  payoff: number;
  fees: number;
}

/** Where a logged route started: the one dot next to its first step along that railroad (else none). */
function startOf(board: Board, steps: RouteStep[]): number | null {
  const rr = board.railroadByID(steps[0].rr);
  const candidates = board.exits[steps[0].to]
    .filter((e) => rr !== undefined && e.railroads.includes(rr) && e.to !== steps[1]?.to)
    .map((e) => e.to);
  return candidates.length === 1 ? candidates[0] : null;
}

/** The other seats' routes after `seat`'s last move among `moves` (all of them for a spectator). */
export function routesSince(board: Board, moves: RecentMove[], seat: number | null): PastRoute[] {
  const last = seat === null ? -1 : moves.findLastIndex((m) => m.seat === seat);
  return moves.slice(last + 1).flatMap((m) => {
    const move = m.move as { type: string; steps?: RouteStep[] };
    if (m.seat === seat || move.type !== "route" || !move.steps?.length) return [];
    const start = startOf(board, move.steps);
    const steps: BoardStep[] = [];
    let from = start;
    for (const s of move.steps) {
      if (from !== null) steps.push({ from, to: s.to, rr: s.rr });
      from = s.to;
    }
    return [
      {
        n: m.n,
        seat: m.seat,
        by: m.by,
        count: move.steps.length,
        end: move.steps[move.steps.length - 1].to,
        steps,
      },
    ];
  });
}

/** Arrivals between two views of the table: whose trip count went up, from where to where. */
export function arrivalsBetween(before: RailsView, after: RailsView): Arrival[] {
  return after.players.flatMap((p, seat) => {
    const was = before.players[seat];
    if (!was || p.trips <= was.trips || was.origin === null || was.dest === null) return [];
    return [
      { seat, from: was.origin, to: was.dest, payoff: p.payoffs - was.payoffs, fees: p.fees - was.fees },
    ];
  });
}
