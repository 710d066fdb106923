/** Rules version 1's state: the same without the user fees each player received (added in version 2). */
import type { RailsState } from "./types";

export function withoutReceived(state: RailsState): unknown {
  return { ...state, players: state.players.map(({ received: _, ...player }) => player) };
}

/** Version 2 counts the user fees each player received (`Player.received`); version 1 records hash states without it. */
export const legacy = { before: 2, hashState: withoutReceived };
