/**
 * Roll & write's `apply`, the authority on what is legal: every check has its own code and message,
 * nothing is changed on a refusal, and `legalMoves` (moves.ts) lists exactly the moves that pass
 * these checks. The state is copied once before any change; the turn's flow is in flow.ts, the
 * scorepad in board.ts.
 */
import type { Random } from "../../engine/dice";
import { isMoveError, moveError, type MoveError, type Seat, type SetupContext } from "../../engine/types";
import { LOADERS, loaderReady, writeBox, writeError } from "./board";
import {
  activeWrites,
  answerWrites,
  checkBust,
  checkTrigger,
  lockedFaces,
  lockDie,
  openAnswers,
  optionalDice,
  pickable,
  pool,
  POWER_LOADER,
  settleActive,
  settleTurn,
  setupState,
  stream,
} from "./flow";
import type { LoaderId } from "./data";
import type { BoxcarsMove, BoxcarsOptions, BoxcarsState, WriteStep } from "./types";

export { activeSeats } from "./flow";

/** A new game: every seat's empty sheet (the seat count decides solo). */
export const setup = (ctx: SetupContext<BoxcarsOptions>): BoxcarsState => setupState(ctx.seats);

type Out = BoxcarsState | MoveError;

const die = (i: number) => `die ${i + 1}`;

function loaderError(s: BoxcarsState, seat: Seat, id: LoaderId): MoveError | null {
  const name = LOADERS[id].name,
    at = s.sheets[seat].done[id];
  if (at === undefined) return moveError("loader_not_ready", `Your ${name} loader is not complete.`);
  if (!loaderReady(s.sheets[seat], id, s.turn))
    return moveError(
      "loader_not_ready",
      `Your ${name} loader was completed this turn; its power starts next turn.`,
    );
  if (seat === s.active && s.used.includes(id))
    return moveError("loader_used", `You have already used ${name} this turn.`);
  return null;
}

function diceError(list: number[], allowed: number[], what: string): MoveError | null {
  for (let i = 0; i < list.length; i++) {
    if (i > 0 && list[i] <= list[i - 1])
      return moveError("bad_dice", `List the dice to ${what} once each, in ascending order.`);
    if (!allowed.includes(list[i])) return moveError("bad_dice", `You may not ${what} ${die(list[i])}.`);
  }
  return null;
}

function phaseError(
  s: BoxcarsState,
  seat: Seat,
  want: BoxcarsState["phase"],
  what: string,
): MoveError | null {
  if (seat !== s.active)
    return moveError("not_your_turn", `It is seat ${s.active + 1}'s turn; only they may ${what}.`);
  if (s.phase !== want) return moveError("bad_phase", `You may not ${what} now.`);
  return null;
}

export function apply(state: BoxcarsState, seat: Seat, move: BoxcarsMove, rng: Random): Out {
  if (state.phase === "over") return moveError("game_over", "The game has ended.");
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.seats)
    return moveError("not_your_turn", `There is no seat ${seat + 1}.`);
  const s = state;
  switch (move.type) {
    case "roll": {
      const bad =
        phaseError(s, seat, "roll", "roll") ??
        (move.keep.some((i) => s.mustRoll.includes(i))
          ? moveError(
              "must_roll",
              `The dice used last turn (${s.mustRoll.map((i) => i + 1).join(", ")}) must be rolled.`,
            )
          : diceError(move.keep, optionalDice(s), "leave lying"));
      if (bad) return bad;
      const n = copy(s);
      for (const i of pool(n)) if (!move.keep.includes(i)) n.dice[i] = rng.die(stream(n));
      n.mustRoll = [];
      n.phase = "choose";
      checkBust(n);
      return n;
    }
    case "reroll": {
      const bad =
        phaseError(s, seat, "choose", "re-roll") ??
        loaderError(s, seat, "reroll") ??
        diceError(move.dice, pool(s), "re-roll");
      if (bad) return bad;
      if (move.dice.length === 0) return moveError("bad_dice", "Name at least one die to re-roll.");
      const n = copy(s);
      for (const i of move.dice) n.dice[i] = rng.die(stream(n));
      n.used.push("reroll");
      checkBust(n);
      return n;
    }
    case "change": {
      const bad =
        phaseError(s, seat, "choose", "change a die") ??
        loaderError(s, seat, "change") ??
        diceError([move.die], pool(s), "change");
      if (bad) return bad;
      if (move.face < 1 || move.face > 6 || move.face === s.dice[move.die])
        return moveError("bad_face", `Change ${die(move.die)} to another face from 1 to 6.`);
      const n = copy(s);
      n.dice[move.die] = move.face;
      n.used.push("change");
      checkBust(n);
      return n;
    }
    case "pick": {
      const bad = phaseError(s, seat, "choose", "pick a number");
      if (bad) return bad;
      if (!pool(s).some((i) => s.dice[i] === move.value))
        return moveError("not_showing", `No die on the table shows a ${move.value}.`);
      if (!pickable(s).includes(move.value))
        return moveError("locked_number", `A locked die shows ${move.value}: pick another number.`);
      const n = copy(s);
      const taken = pool(n).filter((i) => n.dice[i] === move.value);
      n.pick = { value: move.value, taken, bonus: null, left: taken.map(() => move.value), writes: [] };
      n.phase = "write";
      if (!n.solo) openAnswers(n);
      settleActive(n);
      return n;
    }
    case "bonus": {
      const bad =
        phaseError(s, seat, "write", "take a bonus die") ??
        loaderError(s, seat, "bonus") ??
        diceError([move.die], pool(s), "take");
      if (bad) return bad;
      const face = s.dice[move.die];
      if (face === s.pick!.value)
        return moveError("same_number", `The bonus die must show another number than ${face}.`);
      if (lockedFaces(s).has(face)) return moveError("locked_number", `A locked die shows ${face}.`);
      const n = copy(s),
        pick = n.pick!;
      pick.bonus = move.die;
      pick.taken.push(move.die);
      pick.left = [...pick.left, face].sort((a, b) => a - b);
      n.used.push("bonus");
      settleActive(n);
      return n;
    }
    case "write":
      if (seat === s.active && s.phase === "wait")
        return moveError("no_die", "You have written every die you took; your part of this turn is over.");
      return seat === s.active ? activeWrite(s, move) : answerWrite(s, seat, move);
    case "writes":
      return batch(s, seat, move.writes, rng);
    case "done": {
      const bad = phaseError(s, seat, "write", "end your writing");
      if (bad) return bad;
      if (activeWrites(s).length > 0)
        return moveError("must_write", "Write every die you took while a box can still take it.");
      const n = copy(s);
      settleActive(n, true);
      return n;
    }
    case "pass": {
      const bad = answerError(s, seat);
      if (bad) return bad;
      const n = copy(s);
      n.answers[seat]!.status = "done";
      settleTurn(n);
      return n;
    }
    case "lock": {
      const bad = phaseError(s, seat, "lock", "lock a die");
      if (bad) return bad;
      if (!s.pick!.taken.includes(move.die))
        return moveError("not_used", `Lock one of the dice you just used, not ${die(move.die)}.`);
      const n = copy(s);
      lockDie(n, move.die);
      return n;
    }
  }
  return moveError("bad_move", "Unknown move.");
}

/**
 * A turn's writes sent together: each applied as its own `write` would be, in order; the first
 * refused one refuses the whole batch (named by its place), and nothing is changed.
 */
function batch(s: BoxcarsState, seat: Seat, writes: WriteStep[], rng: Random): Out {
  if (writes.length === 0) return moveError("bad_move", "Send at least one write.");
  let n = s;
  for (const [i, step] of writes.entries()) {
    const out = apply(n, seat, { type: "write", ...step }, rng);
    if (isMoveError(out))
      return writes.length === 1
        ? out
        : moveError(out.error.code, `Write ${i + 1} of ${writes.length}: ${out.error.message}`);
    n = out;
  }
  return n;
}

function copy(s: BoxcarsState): BoxcarsState {
  return structuredClone(s);
}

function activeWrite(s: BoxcarsState, move: Extract<BoxcarsMove, { type: "write" }>): Out {
  const bad = phaseError(s, s.active, "write", "write dice");
  if (bad) return s.phase === "choose" ? moveError("bad_phase", "Pick a number before writing.") : bad;
  if (move.power !== undefined)
    return moveError(
      "other_turn_only",
      "Even Split, Up, Down and the 5-Order work only on other players' turns.",
    );
  const pick = s.pick!;
  if (move.value === undefined || !pick.left.includes(move.value)) {
    return moveError(
      "no_die",
      move.value === undefined
        ? "Say which of your dice to write (its value)."
        : `You have no ${move.value} left to write (left: ${pick.left.join(", ") || "none"}).`,
    );
  }
  const sheet = s.sheets[s.active];
  const err = writeError(sheet, move.box, move.value, {
    order: loaderReady(sheet, "order7", s.turn),
    solo: s.solo !== null,
  });
  if (err) return err;
  const n = copy(s),
    p = n.pick!;
  p.left.splice(p.left.indexOf(move.value), 1);
  p.writes.push({ box: move.box, value: move.value });
  write(n, n.active, move.box, move.value);
  settleActive(n);
  return n;
}

function answerError(s: BoxcarsState, seat: Seat): MoveError | null {
  if (seat === s.active && s.phase !== "wait")
    return moveError(
      "not_asked",
      "It is your turn: write your own dice (or say done); answering is for the other players.",
    );
  const a = s.answers[seat];
  if (!a) return moveError("not_asked", `Seat ${seat + 1} is not asked to answer now.`);
  if (a.status === "done")
    return moveError("already_answered", `Seat ${seat + 1} has already answered this turn.`);
  return null;
}

function answerWrite(s: BoxcarsState, seat: Seat, move: Extract<BoxcarsMove, { type: "write" }>): Out {
  const bad = answerError(s, seat);
  if (bad) return bad;
  if (move.value !== undefined)
    return moveError(
      "bad_move",
      `You write the picked number ${s.pick!.value}; a write on another player's turn names no value.`,
    );
  const a = s.answers[seat]!,
    v = s.pick!.value;
  let value = v;
  if (a.status === "half") {
    if (move.power)
      return moveError(
        "one_loader",
        "Only one other-turn loader a turn: this is the second half of your Even Split.",
      );
    value = v / 2;
  } else if (move.power) {
    const lerr = loaderError(s, seat, POWER_LOADER[move.power]);
    if (lerr) return lerr;
    if (move.power === "split" && v % 2 !== 0)
      return moveError("split_odd", `Even Split needs an even number; ${v} is odd.`);
    value = move.power === "up" ? v + 1 : move.power === "down" ? v - 1 : move.power === "split" ? v / 2 : v;
  }
  const err = writeError(s.sheets[seat], move.box, value, { order: move.power === "order", solo: false });
  if (err) return err;
  const n = copy(s),
    na = n.answers[seat]!;
  na.writes.push({ box: move.box, value });
  if (move.power) na.power = move.power;
  na.status = move.power === "split" ? "half" : "done";
  write(n, seat, move.box, value);
  // Nowhere to put the second half: the answer is complete.
  if (na.status === "half" && answerWrites(n, seat).length === 0) na.status = "done";
  settleTurn(n);
  return n;
}

function write(n: BoxcarsState, seat: Seat, box: string, value: number): void {
  const done = writeBox(n.sheets[seat], box, value, n.turn, n.trainFirst, n.solo !== null);
  n.sheets[seat] = done.sheet;
  n.trainFirst = done.trainFirst;
  checkTrigger(n, seat);
}
