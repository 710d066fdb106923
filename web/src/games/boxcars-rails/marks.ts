/** What the board marks for a view: every train, destination and home in its player's colour, and the owners. */
import { boardOf } from "#games/boxcars-rails/client";
import type { RailsView } from "#games/boxcars-rails/client";
import type { RailMark, RailTrain } from "./board";
import { SEAT_COLOURS } from "./colours";

export const seatColour = (seat: number) => SEAT_COLOURS[seat % SEAT_COLOURS.length];

/** The dot the train must stop at: home while declared, else the destination. */
export function targetOf(view: RailsView, seat: number): number | null {
  const p = view.players[seat];
  const { cities } = boardOf(view.options);
  if (p.declared && p.home !== null) return cities[p.home].dot;
  return p.dest === null ? null : cities[p.dest].dot;
}

export function marks(view: RailsView, name: (seat: number) => string) {
  const { cities, railroads } = boardOf(view.options);
  const trains: RailTrain[] = view.players.flatMap((p, seat) =>
    p.at === null || p.out !== null ? [] : [{ seat, dot: p.at, colour: seatColour(seat), name: name(seat) }],
  );
  const destinations: RailMark[] = view.players.flatMap((p, seat) => {
    const dot = p.out === null ? targetOf(view, seat) : null;
    return dot === null ? [] : [{ seat, dot }];
  });
  const homes: RailMark[] = view.players.flatMap((p, seat) =>
    p.home === null ? [] : [{ seat, dot: cities[p.home].dot }],
  );
  const owners: Record<string, number> = {};
  view.owners.forEach((o, r) => o !== null && (owners[railroads[r].id] = o));
  return { trains, destinations, homes, owners };
}
