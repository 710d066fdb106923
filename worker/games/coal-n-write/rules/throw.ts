/**
 * Using a throw (ruling 3): every seat uses every die for itself, at once. Dig fills a bubble, claim
 * takes a chamber by a die or a sum (tonics +2 each) or by any one die once its bubbles are full, and
 * one die of a pair or trio may visit Boom Town (once a throw). Each function checks, then changes
 * a copy; the seat's part ends with `done` or by itself once every die is used.
 */
import { acted } from "../../../engine/flow";
import type { Random } from "../../../engine/dice";
import { moveError, type MoveError, type Seat } from "../../../engine/types";
import { gambleOutcome, GAMBLE_BUST } from "../data/tables";
import type { CoalMove, CoalState, Sheet } from "../types";
import { EFFECTS, refuseVisit, stream, type VisitParams } from "./effects";
import { bubblesFull, claimChamber, openChamber, tonicsNeeded } from "./mine";

const illegal = (message: string): MoveError => moveError("illegal_move", message);

/** Marks the seat done when nothing is left for it in this stage (every die used, no bonus left, nothing pending). */
export function settleSeat(n: CoalState, seat: Seat): void {
  const sh = n.sheets[seat];
  if (sh.pending) return;
  const finished =
    n.phase === "throw"
      ? sh.used.every(Boolean)
      : n.phase === "bonus"
        ? sh.dynamite === 0 && !sh.bonusVisit
        : false;
  if (finished) n.stage = acted(n.stage, seat);
}

/** Why the die `die` cannot be used by this sheet now, or null. */
function dieProblem(s: CoalState, sh: Sheet, die: number): string | null {
  if (!Number.isInteger(die) || die < 0 || die >= s.roll.length)
    return `There is no die ${die} in this throw (dice 0 to ${s.roll.length - 1}).`;
  if (sh.used[die]) return `You already used die ${die} (a ${s.roll[die]}) this throw.`;
  return null;
}

export function dig(
  s: CoalState,
  seat: Seat,
  move: Extract<CoalMove, { type: "dig" }>,
): CoalState | MoveError {
  const sh = s.sheets[seat];
  const bad = dieProblem(s, sh, move.die);
  if (bad) return illegal(bad);
  const open = openChamber(sh, move.chamber);
  if (typeof open === "string") return illegal(open);
  if (bubblesFull(sh, open.index))
    return illegal(`Chamber ${move.chamber}'s dig bubbles are all filled: claim it with any one die.`);
  const n = structuredClone(s);
  n.sheets[seat].mine[open.index]++;
  n.sheets[seat].used[move.die] = true;
  settleSeat(n, seat);
  return n;
}

export function claim(
  s: CoalState,
  seat: Seat,
  move: Extract<CoalMove, { type: "claim" }>,
): CoalState | MoveError {
  const sh = s.sheets[seat];
  if (move.dice.length === 0) return illegal("A claim needs at least one die.");
  if (new Set(move.dice).size !== move.dice.length) return illegal("A claim may use each die once only.");
  for (const die of move.dice) {
    const bad = dieProblem(s, sh, die);
    if (bad) return illegal(bad);
  }
  const open = openChamber(sh, move.chamber);
  if (typeof open === "string") return illegal(open);
  const values = move.dice.map((d) => s.roll[d]);
  const need = tonicsNeeded(sh, open.index, values);
  const tonics = move.tonics ?? 0;
  const { dig: number, bubbles } = open.chamber;
  const sum = values.reduce((a, b) => a + b, 0);
  if (tonics !== need) {
    if (need === 0)
      return illegal(`No tonic is needed: ${values.join(" + ")} already claims ${move.chamber}.`);
    if (tonics < need) {
      return illegal(
        `${values.join(" + ")}${tonics ? ` with ${tonics} tonic(s)` : ""} = ${sum + 2 * tonics} is under ${move.chamber}'s dig number ${number}` +
          (bubbles > sh.mine[open.index]
            ? ` (${bubbles - sh.mine[open.index]} dig bubble(s) still empty).`
            : "."),
      );
    }
    return illegal(`Only ${need} tonic(s) are needed for ${move.chamber}.`);
  }
  if (need > sh.tonics)
    return illegal(`That claim needs ${need} Horsepower Tonic(s); you have ${sh.tonics}.`);
  const n = structuredClone(s);
  const nsh = n.sheets[seat];
  claimChamber(nsh, open.index);
  nsh.tonics -= need;
  for (const die of move.dice) nsh.used[die] = true;
  settleSeat(n, seat);
  return n;
}

/** A visit: with a die of a pair during a throw, or without a die as the Lone Miner's V or G bonus. */
export function visit(
  s: CoalState,
  seat: Seat,
  move: Extract<CoalMove, { type: "visit" }>,
  rng: Random,
): CoalState | MoveError {
  const sh = s.sheets[seat];
  let credit = false;
  if (s.phase === "throw") {
    if (move.die === undefined)
      return illegal("Name the die (one of a pair or trio) that goes to Boom Town.");
    const bad = dieProblem(s, sh, move.die);
    if (bad) return illegal(bad);
    if (s.roll.filter((v) => v === s.roll[move.die!]).length < 2)
      return illegal(
        `Die ${move.die} (a ${s.roll[move.die]}) is not part of a pair or trio: no visit to Boom Town.`,
      );
    if (sh.visited) return illegal("You already went to Boom Town this throw: one visit a throw.");
  } else {
    if (move.die !== undefined) return illegal("The Lone Miner's bonus visit uses no die.");
    if (!sh.bonusVisit) return illegal("You have no Boom Town visit to make now.");
    credit = sh.letter === "G";
    if (credit && move.card !== "gamble")
      return illegal("Your Gamblin' Credit is good at Backroom Gamblin' only.");
  }
  const params: VisitParams = {};
  if (move.count !== undefined) params.count = move.count;
  if (move.opponent !== undefined) params.opponent = move.opponent;
  if (move.times !== undefined) params.times = move.times;
  const why = refuseVisit(s, seat, move.card, params, credit);
  if (why) return illegal(why);
  const n = structuredClone(s);
  const nsh = n.sheets[seat];
  if (move.die !== undefined) {
    nsh.used[move.die] = true;
    nsh.visited = true;
  } else nsh.bonusVisit = false;
  n.visits[move.card] = (n.visits[move.card] ?? 0) + 1;
  EFFECTS[move.card].effect(n, seat, params, rng, credit);
  settleSeat(n, seat);
  return n;
}

export function done(s: CoalState, seat: Seat): CoalState | MoveError {
  if (s.sheets[seat].pending) return illegal("Finish your business at Backroom Gamblin' first.");
  const n = structuredClone(s);
  const sh = n.sheets[seat];
  sh.dynamite = 0;
  sh.bonusVisit = false;
  n.stage = acted(n.stage, seat);
  return n;
}

/** Hit or stay at Backroom Gamblin'. */
export function gamble(s: CoalState, seat: Seat, hit: boolean, rng: Random): CoalState | MoveError {
  const pending = s.sheets[seat].pending;
  if (pending?.kind !== "gamble")
    return illegal(`You are not at the gamblin' table: no ${hit ? "hit" : "stay"}.`);
  const n = structuredClone(s);
  const total = pending.total + (hit ? rng.die(stream(n, seat, "gamble")) : 0);
  if (hit && total < GAMBLE_BUST) {
    n.sheets[seat].pending = { ...pending, total };
    return n;
  }
  const sh = n.sheets[seat];
  const out = gambleOutcome(total);
  if (out.cash > 0 || !pending.credit) sh.cash += out.cash;
  sh.stash.T += out.tin;
  sh.stash.C += out.coal;
  sh.pending = out.bandit ? { kind: "hideout" } : null;
  settleSeat(n, seat);
  return n;
}

/** A busted gambler's #3 bandit joins one of their remaining burros. */
export function hideout(s: CoalState, seat: Seat, burro: number): CoalState | MoveError {
  if (s.sheets[seat].pending?.kind !== "hideout")
    return illegal("No bandit to place: you have not busted at Backroom Gamblin'.");
  if (!Number.isInteger(burro) || burro < s.round || burro > s.lastBurro) {
    return illegal(`Burro ${burro} is not one of your remaining burros (${s.round} to ${s.lastBurro}).`);
  }
  const n = structuredClone(s);
  n.sheets[seat].hideouts[burro - 1]++;
  n.sheets[seat].pending = null;
  settleSeat(n, seat);
  return n;
}
