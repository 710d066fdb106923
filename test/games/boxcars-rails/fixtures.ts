/** Scripted dice and hand-built positions for the BOXCARS rule tests. */
import { expect } from "vitest";
import { canonical } from "../../../worker/engine/canonical";
import { checkedOptions } from "../../../worker/engine/options";
import type { Random } from "../../../worker/engine/dice";
import { isMoveError, type MoveError, type Seat } from "../../../worker/engine/types";
import { game as boxcarsRails } from "../../../worker/games/boxcars-rails";
import { board } from "../../../worker/games/boxcars-rails/data";

/** The US board: the rule text's examples are on it. */
export const US = board("us");
import { setup } from "../../../worker/games/boxcars-rails/flow";
import type {
  Player,
  RailsMove,
  RailsOptions,
  RailsState,
  RouteStep,
  Turn,
} from "../../../worker/games/boxcars-rails/types";

/** A stand-in for `Random` that deals the given faces in order and remembers each stream asked. */
export function scripted(...faces: number[]): Random & { streams: string[] } {
  const queue = [...faces];
  const streams: string[] = [];
  const die = (stream: string) => {
    streams.push(stream);
    const face = queue.shift();
    if (face === undefined) throw new Error(`the script ran out of dice (stream ${stream})`);
    return face;
  };
  const dice = (stream: string, count: number) => Array.from({ length: count }, () => die(stream));
  return { die, dice, pick: () => 0, streams } as unknown as Random & { streams: string[] };
}

export const city = (name: string): number => {
  const index = US.cityByName(name);
  if (index === undefined) throw new Error(`no city ${name}`);
  return index;
};
export const dotOf = (name: string): number => US.cities[city(name)].dot;
export const rr = (id: string): number => US.railroadByID(id)!;

/** A game in play, seat 0 to move, nobody placed yet (the first-player roll skipped). */
export function game(seats = 2, options: Partial<RailsOptions> = {}): RailsState {
  const parsed = checkedOptions(boxcarsRails.options, options) as unknown as RailsOptions;
  return { ...setup({ seats, options: parsed }), phase: "play" };
}

/** `state` with a player's fields replaced; `at`/`home`/`dest`/`origin` may be given as city names. */
export function withPlayer(
  state: RailsState,
  seat: Seat,
  patch: Partial<Omit<Player, "at" | "home" | "dest" | "origin">> & {
    at?: string | number;
    home?: string;
    dest?: string | null;
    origin?: string;
  },
): RailsState {
  const { at, home, dest, origin, ...rest } = patch;
  const p: Player = { ...state.players[seat], ...rest };
  if (at !== undefined) p.at = typeof at === "number" ? at : dotOf(at);
  if (home !== undefined) p.home = city(home);
  if (dest !== undefined) p.dest = dest === null ? null : city(dest);
  if (origin !== undefined) p.origin = city(origin);
  const players = [...state.players];
  players[seat] = p;
  return { ...state, players };
}

export function withTurn(state: RailsState, patch: Partial<Turn>): RailsState {
  return { ...state, turn: { ...state.turn, ...patch } };
}

/** Railroads owned: `{ "CRI&P": 1 }` gives the CRI&P to seat 1. */
export function withOwners(state: RailsState, owners: Record<string, Seat | null>): RailsState {
  const next = [...state.owners];
  for (const [id, seat] of Object.entries(owners)) next[rr(id)] = seat;
  return { ...state, owners: next };
}

/** Every railroad but `except` owned by `seat`. */
export function allOwnedBut(state: RailsState, seat: Seat, except: string[]): RailsState {
  return {
    ...state,
    owners: state.owners.map((o, i) => (o !== null || except.some((id) => rr(id) === i) ? o : seat)),
  };
}

/** Runs the automatic steps with the given dice until the game waits for a decision. */
export function settle(state: RailsState, ...faces: number[]): RailsState {
  const rng = scripted(...faces);
  for (let next = boxcarsRails.auto!(state, rng); next !== null; next = boxcarsRails.auto!(state, rng))
    state = next;
  return state;
}

/** Applies a move then the automatic steps; fails the test on a refusal. */
export function act(state: RailsState, seat: Seat, move: RailsMove, ...faces: number[]): RailsState {
  const rng = scripted(...faces);
  const next = boxcarsRails.apply(state, seat, move, rng);
  if (isMoveError(next)) throw new Error(`${JSON.stringify(move)} refused: ${next.error.message}`);
  let s = next;
  for (let n = boxcarsRails.auto!(s, rng); n !== null; n = boxcarsRails.auto!(s, rng)) s = n;
  return s;
}

/** The refusal of a move, checking that the state given is left unchanged. */
export function refusal(state: RailsState, seat: Seat, move: unknown): MoveError["error"] | null {
  const before = canonical(state);
  const next = boxcarsRails.apply(state, seat, move as RailsMove, scripted(1, 1, 1, 1, 1, 1));
  expect(canonical(state)).toBe(before);
  return isMoveError(next) ? next.error : null;
}

/** A route along one railroad through the given dots. */
export function ride(railroad: string, ...dots: number[]): RouteStep[] {
  return dots.map((to) => ({ rr: railroad, to }));
}

/** The move for a route. */
export const route = (...parts: RouteStep[][]): RailsMove => ({ type: "route", steps: parts.flat() });

/** Tom's CRI&P line from Memphis to Tucumcari (11 steps; the 8th is 2 dots west of Oklahoma City). */
export const MEMPHIS_TUCUMCARI = [248, 247, 246, 245, 256, 257, 471, 474, 475, 476, 477];

/** Three players; seat 0 owes more than he has and puts up the PA; seats 1 and 2 (50,000 each) may bid. */
export function openAuction(): RailsState {
  let state = game(3);
  state = withPlayer(state, 0, {
    home: "Washington",
    at: "Memphis",
    origin: "Washington",
    dest: "Tucumcari",
    cash: 2000,
  });
  state = withPlayer(state, 1, {
    home: "Knoxville",
    at: "Atlanta",
    origin: "Atlanta",
    dest: "Boston",
    cash: 50000,
  });
  state = withPlayer(state, 2, {
    home: "Seattle",
    at: "Chicago",
    origin: "Chicago",
    dest: "Boston",
    cash: 50000,
  });
  state = withOwners(withTurn(state, { seat: 0, number: 1, step: "route", count: 8 }), { "CRI&P": 1, PA: 0 });
  state = act(state, 0, route(ride("CRI&P", ...MEMPHIS_TUCUMCARI.slice(0, 8))));
  return act(state, 0, { type: "sell", rr: "PA" });
}
