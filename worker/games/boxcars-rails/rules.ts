/**
 * The decisions: which seats may act, and applying a move (the authority on legality, refusing with
 * the first reason that applies). The legal-move hint is in hints.ts (it needs the planner; replay
 * does not).
 */
import type { Random } from "../../engine/dice";
import { moveError, type MoveError, type Seat } from "../../engine/types";
import { EXPRESS_PRICE, SUPER_CHIEF_PRICE, boardOf } from "./data";
import { bid, sell } from "./auction";
import { buyFromBank, owe, stepRate } from "./fees";
import {
  ROVER_PRIZE,
  arrive,
  canDeclare,
  homeChoices,
  noticeCash,
  reachHome,
  setPlayer,
  setTurn,
  targetDot,
  win,
} from "./flow";
import { checkRoute } from "./route";
import { usedKey } from "./trail";
import type { Debt, RailsMove, RailsState, RouteStep } from "./types";

// A new game and the steps that need no decision are the turn flow's (flow.ts).
export { auto, setup } from "./flow";

const DECISIONS = new Set(["home", "declare", "region", "route", "purchase"]);

export function activeSeats(state: RailsState): Seat[] {
  if (state.phase !== "play") return [];
  if (state.sale) return state.sale.railroad === null ? [state.sale.seller] : [...state.sale.stage.waiting];
  if (state.debts.length > 0) return [];
  return DECISIONS.has(state.turn.step) ? [state.turn.seat] : [];
}

/** What the turn is waiting for, in words, for refusals. */
function waitingFor(state: RailsState): string {
  if (state.sale) return state.sale.railroad === null ? "a railroad to sell" : "bids";
  return (
    (
      {
        home: "a home city",
        declare: "declare or pass",
        region: "a region",
        route: "a route",
        purchase: "a purchase or pass",
      } as Record<string, string>
    )[state.turn.step] ?? "the dice"
  );
}

export function apply(state: RailsState, seat: Seat, move: RailsMove, _rng: Random): RailsState | MoveError {
  const next = decide(state, seat, move);
  return "error" in next ? next : noticeCash(next);
}

function decide(state: RailsState, seat: Seat, move: RailsMove): RailsState | MoveError {
  if (state.phase === "over") return moveError("game_over", "The game has ended.");
  if (!activeSeats(state).includes(seat))
    return moveError("not_your_turn", `Seat ${seat + 1} may not act now.`);
  if (state.sale) {
    if (move.type === "sell") return sell(state, seat, move.rr);
    if (move.type === "bid") return bid(state, seat, move.max);
    if (move.type === "pass" && state.sale.railroad !== null) return bid(state, seat, null);
    return moveError("wrong_time", `Now: ${waitingFor(state)}.`);
  }
  const step = state.turn.step;
  switch (move.type) {
    case "home":
      return step === "home"
        ? chooseHome(state, seat, move.city)
        : wrong(state, "A home city is chosen on the first turn, after its roll");
    case "declare":
      return declare(state, seat);
    case "region":
      return step === "region"
        ? chooseRegion(state, move.region)
        : wrong(state, "You may choose a region only when the roll gave the region the train stands in");
    case "route":
      return step === "route"
        ? moveTrain(state, seat, move.steps)
        : wrong(state, "There is no move to make now");
    case "buy":
      return step === "purchase"
        ? buy(state, seat, move.item)
        : wrong(state, "You may buy only right after collecting a payoff");
    case "pass":
      if (step === "declare") return setTurn(state, { step: "region-roll" });
      if (step === "purchase") return setTurn(state, { step: "after-move" });
      return wrong(state, "There is nothing to pass");
    case "sell":
      return wrong(state, "You may sell a railroad only when you cannot pay what you owe");
    case "bid":
      return wrong(state, "There is no auction to bid in");
  }
}

function wrong(state: RailsState, why: string): MoveError {
  return moveError("wrong_time", `${why}; now: ${waitingFor(state)}.`);
}

function chooseHome(state: RailsState, seat: Seat, name: string): RailsState | MoveError {
  const { cities } = boardOf(state.options);
  const city = cities.findIndex((c) => c.name === name);
  if (city < 0) return moveError("no_city", `There is no city called ${name}.`);
  const owner = state.players.findIndex((p) => p.home === city);
  if (owner >= 0) return moveError("taken", `${name} is already seat ${owner + 1}'s home.`);
  const region = state.turn.region!;
  if (!homeChoices(state).includes(city)) {
    return moveError(
      "wrong_region",
      cities[city].region === region
        ? `${name} is in the ${region}, which has no free city: choose a free city of another region.`
        : `${name} is in the ${cities[city].region}; the roll gave the ${region}.`,
    );
  }
  const next = setPlayer(state, seat, { home: city, at: cities[city].dot, origin: city });
  return setTurn(next, { step: "trip" });
}

function declare(state: RailsState, seat: Seat): RailsState | MoveError {
  const p = state.players[seat];
  const board = boardOf(state.options);
  if (p.cash < state.options.winningCash)
    return moveError(
      "cannot_declare",
      `Declaring needs ${board.money(state.options.winningCash)} in cash; you have ${board.money(p.cash)}.`,
    );
  if (state.turn.step !== "declare" || !canDeclare(state, seat)) {
    return moveError(
      "cannot_declare",
      `You may declare only at the start of a trip, in the city you just reached, before the destination roll; now: ${waitingFor(state)}.`,
    );
  }
  // Ruling 11: declaring in the home city wins at once.
  if (p.home !== null && board.cities[p.home].dot === p.at) return win(state, seat, "home");
  return setTurn(setPlayer(state, seat, { declared: true }), { step: "region-roll" });
}

function chooseRegion(state: RailsState, name: string): RailsState | MoveError {
  const { regions } = boardOf(state.options);
  if (!regions.includes(name))
    return moveError("no_region", `There is no region called ${name} (${regions.join(", ")}).`);
  return setTurn(state, { step: "city-roll", region: name });
}

function buy(state: RailsState, seat: Seat, item: string): RailsState | MoveError {
  const p = state.players[seat];
  const { railroads, money } = boardOf(state.options);
  const special = item === "express" || item === "superchief";
  if (special && state.options.noSpecialTrains)
    return moveError("no_special_trains", "This game has no Express and no Super Chief.");
  if (item === "express" && p.express) return moveError("have_express", "You already have an Express.");
  if (item === "express" && p.superChief)
    return moveError("have_super_chief", "An Express is not offered to a Super Chief owner.");
  if (item === "superchief" && p.superChief)
    return moveError("have_super_chief", "You already have a Super Chief.");
  const railroad = special ? -1 : railroads.findIndex((r) => r.id === item);
  if (!special && railroad < 0)
    return moveError("no_item", `There is no railroad called ${item} (or "express", "superchief").`);
  if (railroad >= 0 && state.owners[railroad] !== null) {
    const owner = state.owners[railroad]!;
    return moveError(
      "not_for_sale",
      `The ${item} belongs to ${owner === seat ? "you" : `seat ${owner + 1}`}.`,
    );
  }
  const price =
    item === "express"
      ? EXPRESS_PRICE
      : item === "superchief"
        ? SUPER_CHIEF_PRICE
        : railroads[railroad].price;
  if (price > p.cash)
    return moveError("too_expensive", `The ${item} costs ${money(price)}; you have ${money(p.cash)}.`);
  let next = setPlayer(state, seat, {
    cash: p.cash - price,
    express: p.express || item === "express",
    superChief: p.superChief || item === "superchief",
  });
  if (railroad >= 0) next = buyFromBank(next, seat, railroad);
  return setTurn(next, { step: "after-move" });
}

/** Applies a route: position, establishment, fees owed, rover catches; then the arrival, if any. */
function moveTrain(state: RailsState, seat: Seat, steps: RouteStep[]): RailsState | MoveError {
  const p = state.players[seat];
  const board = boardOf(state.options);
  const checked = checkRoute(
    { board, start: p.at!, count: state.turn.count, target: targetDot(board, p)!, used: state.turn.used },
    steps,
  );
  if ("error" in checked) return checked;
  let { standing, lock } = p;
  let owed = state.turn.owed;
  const used = [...state.turn.used];
  const catches: Debt[] = [];
  const caught = new Set<Seat>();
  const rover = !state.options.noRover && state.seats > 1;
  for (const step of checked.path) {
    if (standing !== step.railroad) (standing = step.railroad), (lock = null);
    const owner = state.owners[step.railroad];
    if (owner !== seat) owed = owe(owed, owner, stepRate(state, seat, step.railroad, standing, lock));
    used.push(usedKey(step.segment, step.railroad));
    if (!rover) continue;
    state.players.forEach((d, s) => {
      if (s !== seat && d.declared && d.out === null && d.at === step.to && !caught.has(s)) {
        caught.add(s);
        catches.push({ from: s, to: seat, amount: ROVER_PRIZE, why: "rover" });
      }
    });
  }
  const end = checked.path.length ? checked.path[checked.path.length - 1].to : p.at!;
  let next = setPlayer(state, seat, { at: end, standing, lock });
  for (const s of caught) next = setPlayer(next, s, { declared: false });
  next = { ...setTurn(next, { used, owed, step: "after-move" }), debts: [...next.debts, ...catches] };
  if (!checked.arrived) return next;
  return p.declared ? reachHome(next, seat) : arrive(next, seat);
}
