/**
 * Turn flow: setup, the start of a turn, and every step that needs no decision (the game's `auto`
 * hook): the first-player roll, home and destination rolls, movement dice, payoffs, fees, debts,
 * the end of a turn, winning and the safety limit. Decisions are applied in rules.ts.
 */
import { nextSeat, stageDone } from "../../engine/flow";
import type { SetupContext, Seat } from "../../engine/types";
import type { Random } from "../../engine/dice";
import { EXPRESS_PRICE, SUPER_CHIEF_PRICE, boardOf, type Board, type Parity } from "./data";
import { cityFor, onlyCity, regionFor } from "./destinations";
import { duePayments, noFees } from "./fees";
import { settleAuction, openSale } from "./auction";
import type { Player, RailsOptions, RailsState, Roll, Step, Turn } from "./types";

/**
 * Safety limit (ruling 12): the game ends, ranked by net worth, once every player still in has taken
 * this many turns. Bot games end far sooner (docs/figures.md).
 */
export const MAX_TURNS = 300;
export const ROVER_PRIZE = 50000;

export function setup(ctx: SetupContext<RailsOptions>): RailsState {
  // The US board is the default and is not written into the state: records made before the British
  // board was added replay to the very same states (and hashes).
  const { board, ...rest } = ctx.options;
  const options: RailsOptions = board === undefined || board === "us" ? rest : ctx.options;
  const player: Player = {
    cash: ctx.options.startingCash,
    home: null,
    at: null,
    origin: null,
    dest: null,
    declared: false,
    express: false,
    superChief: false,
    standing: null,
    lock: null,
    loan: 0,
    out: null,
    turns: 0,
    trips: 0,
    payoffs: 0,
    fees: 0,
    received: 0,
  };
  return {
    options,
    seats: ctx.seats,
    phase: ctx.seats > 1 ? "order" : "play",
    first: 0,
    players: Array.from({ length: ctx.seats }, () => player),
    owners: boardOf(options).railroads.map(() => null),
    highFees: false,
    turn: newTurn(ctx.seats, 0, 1, "home-roll"),
    debts: [],
    sale: null,
    lastSale: null,
    outCount: 0,
    winner: null,
    ended: null,
  };
}

function newTurn(seats: number, seat: Seat, number: number, step: Step): Turn {
  return {
    seat,
    number,
    step,
    region: null,
    count: 0,
    bonus: false,
    inBonus: false,
    arrived: false,
    used: [],
    owed: noFees(seats),
    paid: noFees(seats),
    rolls: [],
  };
}

export function setPlayer(state: RailsState, seat: Seat, patch: Partial<Player>): RailsState {
  const players = [...state.players];
  players[seat] = { ...players[seat], ...patch };
  return { ...state, players };
}

export function setTurn(state: RailsState, patch: Partial<Turn>): RailsState {
  return { ...state, turn: { ...state.turn, ...patch } };
}

function withRoll(state: RailsState, roll: Roll, patch: Partial<Turn>): RailsState {
  return setTurn(state, { ...patch, rolls: [...state.turn.rolls, roll] });
}

export function startTurn(state: RailsState, seat: Seat): RailsState {
  const p = state.players[seat];
  const step: Step = p.home === null ? "home-roll" : p.dest === null ? "trip" : "move-roll";
  return { ...state, turn: newTurn(state.seats, seat, p.turns + 1, step) };
}

/** The dot the train must stop at: home while declared, else the destination. */
export function targetDot(board: Board, p: Player): number | null {
  if (p.declared && p.home !== null) return board.cities[p.home].dot;
  return p.dest === null ? null : board.cities[p.dest].dot;
}

export function regionAt(board: Board, dot: number): string | null {
  const city = board.citiesAt[dot]?.[0];
  return city === undefined ? null : board.cities[city].region;
}

/**
 * The cities the home roll lets the seat to move choose (ruling 3): those of the rolled region that are
 * no one's home yet; when there is none (British London already taken, ruling 16), a free city of any
 * other region.
 */
export function homeChoices(state: RailsState): number[] {
  const { cities } = boardOf(state.options);
  const taken = new Set(state.players.map((p) => p.home));
  const free = cities.flatMap((_, i) => (taken.has(i) ? [] : [i]));
  const rolled = free.filter((i) => cities[i].region === state.turn.region);
  return rolled.length > 0 ? rolled : free.filter((i) => cities[i].region !== state.turn.region);
}

/** Ruling 16: the first time a player's cash reaches the board's notice amount, everyone is told (the flag is public). */
export function noticeCash(state: RailsState): RailsState {
  const at = boardOf(state.options).announceCash;
  if (at === null || state.players.every((p) => p.announced || p.cash < at)) return state;
  return {
    ...state,
    players: state.players.map((p) => (p.announced || p.cash < at ? p : { ...p, announced: true })),
  };
}

/** Ruling 11: at the start of a trip, in the city just reached, with the winning cash. */
export function canDeclare(state: RailsState, seat: Seat): boolean {
  const p = state.players[seat];
  return !p.declared && p.trips > 0 && p.cash >= state.options.winningCash;
}

const parity = (die: number): Parity => (die % 2 === 1 ? "odd" : "even");

/** The automatic steps, one at a time; null when the game waits for a decision (or has ended). */
export function auto(state: RailsState, rng: Random): RailsState | null {
  const next = autoStep(state, rng);
  return next && noticeCash(next);
}

function autoStep(state: RailsState, rng: Random): RailsState | null {
  if (state.phase === "over") return null;
  const board = boardOf(state.options);
  if (state.phase === "order") return rollOrder(state, rng);
  if (state.sale)
    return state.sale.railroad !== null && stageDone(state.sale.stage) ? settleAuction(state) : null;
  if (state.debts.length > 0) return settleDebts(state);
  const { seat, step } = state.turn;
  const p = state.players[seat];
  if (p.out !== null && step !== "close") return setTurn(state, { step: "close" });
  switch (step) {
    case "home-roll": {
      const dice = rng.dice(`seat:${seat}/home`, 3);
      const region = regionFor(board, parity(dice[0]), dice[1] + dice[2]);
      return withRoll(state, { kind: "home", dice, result: region }, { step: "home", region });
    }
    case "trip":
      return setTurn(state, { step: canDeclare(state, seat) ? "declare" : "region-roll" });
    case "region-roll": {
      const dice = rng.dice(`seat:${seat}/trip:${p.trips + 1}/region`, 3);
      const region = regionFor(board, parity(dice[0]), dice[1] + dice[2]);
      const choose = region === regionAt(board, p.at!);
      return withRoll(
        state,
        { kind: "region", dice, result: region },
        { step: choose ? "region" : "city-roll", region },
      );
    }
    case "city-roll": {
      // Ruling 16: a region of one city (British London) needs no second throw.
      const only = onlyCity(board, state.turn.region!);
      const dice = only === null ? rng.dice(`seat:${seat}/trip:${p.trips + 1}/city`, 3) : [];
      const city = only ?? cityFor(board, state.turn.region!, parity(dice[0]), dice[1] + dice[2]);
      const roll: Roll = { kind: "city", dice, result: board.cities[city].name };
      // Ruling 4: the city where the train stands loses the turn; the next turn rolls again.
      if (board.cities[city].dot === p.at) return withRoll(state, roll, { step: "end" });
      return withRoll(setPlayer(state, seat, { dest: city }), roll, { step: "move-roll" });
    }
    case "move-roll":
      return rollMove(state, rng);
    case "purchase":
      return purchases(state, seat).length > 0 ? null : setTurn(state, { step: "after-move" });
    case "after-move":
      if (!state.turn.inBonus && state.turn.bonus)
        return setTurn(state, { inBonus: true, step: state.turn.arrived ? "trip" : "move-roll" });
      return setTurn(state, { step: "end" });
    case "end": {
      const { owed, paid } = state.turn;
      return {
        ...setTurn(state, { step: "close", paid: owed }),
        debts: [...state.debts, ...duePayments(owed, paid, seat)],
      };
    }
    case "close":
      return closeTurn(state);
    default:
      return null;
  }
}

function rollOrder(state: RailsState, rng: Random): RailsState {
  let contenders = Array.from({ length: state.seats }, (_, s) => s);
  for (let round = 1; contenders.length > 1; round++) {
    const sums = contenders.map((s) => rng.dice(`seat:${s}/order:${round}`, 2).reduce((a, b) => a + b, 0));
    const high = Math.max(...sums);
    contenders = contenders.filter((_, i) => sums[i] === high);
  }
  const first = contenders[0];
  return startTurn({ ...state, phase: "play", first }, first);
}

function rollMove(state: RailsState, rng: Random): RailsState {
  const { seat, number, inBonus } = state.turn;
  const p = state.players[seat];
  // A train already at its target (a caught declarer standing on its alternate destination) arrives without moving.
  if (p.at === targetDot(boardOf(state.options), p)) return arrive(state, seat);
  if (inBonus) {
    const die = rng.die(`seat:${seat}/turn:${number}/bonus`);
    return withRoll(
      state,
      { kind: "bonus", dice: [die], result: String(die) },
      { count: die, step: "route" },
    );
  }
  const dice = rng.dice(`seat:${seat}/turn:${number}/move`, 2);
  const doubles = dice[0] === dice[1];
  const bonus = (doubles && dice[0] === 6) || (p.express && doubles) || p.superChief;
  return withRoll(
    state,
    { kind: "move", dice, result: String(dice[0] + dice[1]) },
    { count: dice[0] + dice[1], bonus, step: "route" },
  );
}

/** The items `seat` may buy now (ruling 9): bank railroads, Express, Super Chief, each affordable. */
export function purchases(state: RailsState, seat: Seat): string[] {
  const p = state.players[seat];
  const items = boardOf(state.options)
    .railroads.filter((r, i) => state.owners[i] === null && r.price <= p.cash)
    .map((r) => r.id);
  if (!state.options.noSpecialTrains) {
    if (!p.express && !p.superChief && p.cash >= EXPRESS_PRICE) items.push("express");
    if (!p.superChief && p.cash >= SUPER_CHIEF_PRICE) items.push("superchief");
  }
  return items;
}

/** Arrival at the destination (ruling 8): the payoff (a loan repaid first), then the fees so far, then the purchase. */
export function arrive(state: RailsState, seat: Seat): RailsState {
  const p = state.players[seat];
  const amount = boardOf(state.options).payoff(p.origin!, p.dest!);
  const repay = Math.min(p.loan, amount);
  state = setPlayer(state, seat, {
    cash: p.cash + amount - repay,
    loan: p.loan - repay,
    payoffs: p.payoffs + amount,
    trips: p.trips + 1,
    origin: p.dest,
    dest: null,
  });
  const { owed, paid, inBonus } = state.turn;
  state = setTurn(state, { step: "purchase", used: [], arrived: !inBonus, paid: owed });
  return { ...state, debts: [...state.debts, ...duePayments(owed, paid, seat)] };
}

/** A declared train reached home: its move ends there (a payoff too when home is also the alternate destination). */
export function reachHome(state: RailsState, seat: Seat): RailsState {
  const p = state.players[seat];
  const board = boardOf(state.options);
  if (p.dest !== null && board.cities[p.dest].dot === p.at) {
    const amount = board.payoff(p.origin!, p.dest);
    const repay = Math.min(p.loan, amount);
    state = setPlayer(state, seat, {
      cash: p.cash + amount - repay,
      loan: p.loan - repay,
      payoffs: p.payoffs + amount,
      trips: p.trips + 1,
      origin: p.dest,
      dest: null,
    });
  }
  return setTurn(state, { step: "end" });
}

export function win(state: RailsState, seat: Seat, ended: RailsState["ended"]): RailsState {
  const p = state.players[seat];
  return {
    ...setPlayer(state, seat, {
      turns: Math.max(p.turns, state.turn.seat === seat ? state.turn.number : p.turns),
    }),
    phase: "over",
    winner: seat,
    ended,
  };
}

function closeTurn(state: RailsState): RailsState {
  const { seat, number } = state.turn;
  let p = state.players[seat];
  if (p.out === null) {
    state = setPlayer(state, seat, { turns: number });
    if (
      p.declared &&
      p.home !== null &&
      p.at === boardOf(state.options).cities[p.home].dot &&
      p.cash >= state.options.winningCash
    )
      return win(state, seat, "home");
    // Ruling 11: below the winning cash after the turn's fees, the declarer heads for the alternate destination.
    if (p.declared && p.cash < state.options.winningCash) state = setPlayer(state, seat, { declared: false });
    p = state.players[seat];
  }
  const next = nextSeat(state.seats, seat, (s) => state.players[s].out !== null);
  if (next === null || state.players[next].turns >= MAX_TURNS) {
    return { ...state, phase: "over", ended: "limit" };
  }
  return startTurn(state, next);
}

/** Pays the first debtor's debts, opens a forced sale when it is short, or puts it out (ruling 10). */
function settleDebts(state: RailsState): RailsState {
  const debtor = state.debts[0].from;
  const mine = state.debts.filter((d) => d.from === debtor);
  const rest = state.debts.filter((d) => d.from !== debtor);
  const total = mine.reduce((sum, d) => sum + d.amount, 0);
  let p = state.players[debtor];
  if (p.out === null && p.cash < total) {
    const owned = state.owners.some((o) => o === debtor);
    if (owned) return openSale(state, debtor);
    if (state.options.loans) {
      const shortfall = total - p.cash;
      state = setPlayer(state, debtor, { cash: total, loan: p.loan + shortfall + shortfall / 10 });
    } else {
      return eliminate({ ...state, debts: rest }, debtor, mine);
    }
  }
  p = state.players[debtor];
  // A player already out pays nothing: the bank makes up what it owed.
  if (p.out === null) {
    const fees = mine.filter((d) => d.why === "fees").reduce((sum, d) => sum + d.amount, 0);
    state = setPlayer(state, debtor, { cash: p.cash - total, fees: p.fees + fees });
  }
  return { ...credit(state, mine), debts: rest };
}

function credit(state: RailsState, debts: RailsState["debts"]): RailsState {
  for (const d of debts) {
    if (d.to === null) continue;
    const p = state.players[d.to];
    state = setPlayer(state, d.to, {
      cash: p.cash + d.amount,
      ...(d.why === "fees" ? { received: (p.received ?? 0) + d.amount } : {}),
    });
  }
  return state;
}

/** Out of the game: its cash goes to the payees and the bank makes up the rest, so each payee gets it all. */
function eliminate(state: RailsState, seat: Seat, debts: RailsState["debts"]): RailsState {
  const outCount = state.outCount + 1;
  state = credit(
    setPlayer({ ...state, outCount }, seat, { cash: 0, out: outCount, at: null, declared: false }),
    debts,
  );
  return afterLeaving(state);
}

/** After a player leaves: a solo game ends; a player left alone wins. */
export function afterLeaving(state: RailsState): RailsState {
  const left = state.players.map((p, s) => (p.out === null ? s : -1)).filter((s) => s >= 0);
  if (state.seats === 1 && left.length === 0) return { ...state, phase: "over", ended: "out" };
  if (state.seats > 1 && left.length === 1) return win(state, left[0], "alone");
  return state;
}
