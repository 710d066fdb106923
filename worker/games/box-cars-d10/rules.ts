/**
 * Box Cars rules (rulings 1-5). Every seat plays its own five turns whenever it likes: all seats that
 * have turns left are active at once, and each seat's dice come from its own stream per turn,
 * `seat:<s>/turn:<n>`, so what a player rolls never depends on when the others play.
 *
 * Decisions where the text is silent (also in docs/notes.md):
 * - A turn starts with an explicit `{type: "roll"}` (the Roll 10 phase), so the record shows when a
 *   player began each turn and nothing is rolled for a seat before it asks.
 * - The Scoring phase follows the Reroll 2 phase at once; `stop` scores earlier (ruling 2).
 * - "A Way Car in play" (ruling 3) means among the ten dice when the re-roll is chosen; a Way Car
 *   re-rolled in the same phase still unlocks the Breakdowns re-rolled with it.
 * - Re-roll indices must be listed ascending, each once (they are not normalised): the move in the
 *   record is then exactly the move the player sent, and every legal move has one spelling.
 */
import type { Random } from "../../engine/dice";
import { moveError, type MoveError, type Seat, type SetupContext } from "../../engine/types";
import { BREAKDOWN, WAY_CAR, faceOf, scoreDice } from "./scoring";
import type { BoxCarsMove, BoxCarsOptions, BoxCarsSeat, BoxCarsState, BoxCarsTurn, Face } from "./types";

export const TURNS = 5;
export const DICE = 10;
/** How many dice each re-roll phase allows, in order (ruling 2). */
export const REROLL_LIMITS = [8, 6, 4, 2] as const;
export const PHASE_NAMES = ["Reroll 8", "Reroll 6", "Reroll 4", "Reroll 2"] as const;

export function diceStream(seat: Seat, turn: number): string {
  return `seat:${seat}/turn:${turn}`;
}

export function setup(ctx: SetupContext<BoxCarsOptions>): BoxCarsState {
  return { seats: Array.from({ length: ctx.seats }, () => ({ turns: [], total: 0 })) };
}

/** The turn under way for this seat, if any. */
export function currentTurn(seat: BoxCarsSeat): BoxCarsTurn | null {
  const last = seat.turns.at(-1);
  return last && last.score === null ? last : null;
}

export function isFinished(seat: BoxCarsSeat): boolean {
  return seat.turns.length >= TURNS && currentTurn(seat) === null;
}

/** Ruling 3: a Breakdown may be re-rolled only while a Way Car is among the dice. */
export function isLocked(dice: readonly Face[], index: number): boolean {
  return dice[index] === BREAKDOWN && !dice.includes(WAY_CAR);
}

/** Bit i set when die i may be re-rolled now. */
export function rerollableMask(dice: readonly Face[]): number {
  let mask = 0;
  dice.forEach((_, i) => {
    if (!isLocked(dice, i)) mask |= 1 << i;
  });
  return mask;
}

export function activeSeats(state: BoxCarsState): Seat[] {
  return state.seats.flatMap((s, seat) => (isFinished(s) ? [] : [seat]));
}

/** Why this re-roll is not allowed now, or null when it is. */
export function rerollError(turn: BoxCarsTurn, dice: readonly unknown[]): MoveError | null {
  const limit = REROLL_LIMITS[turn.phase],
    phase = PHASE_NAMES[turn.phase];
  for (let k = 0; k < dice.length; k++) {
    const i = dice[k];
    if (typeof i !== "number" || !Number.isInteger(i) || i < 0 || i >= DICE) {
      return moveError("bad_die", `Die index ${JSON.stringify(i)} is not one of 0 to 9.`);
    }
    if (dice.indexOf(i) !== k) return moveError("repeated_die", `Die ${i} is listed more than once.`);
    if (k > 0 && (dice[k - 1] as number) > i)
      return moveError("unsorted_dice", "List the dice to re-roll in ascending order.");
  }
  if (dice.length > limit) {
    return moveError(
      "too_many_dice",
      `The ${phase} phase allows at most ${limit} dice; you picked ${dice.length}.`,
    );
  }
  const locked = (dice as number[]).find((i) => isLocked(turn.dice, i));
  if (locked !== undefined) {
    return moveError(
      "breakdown_locked",
      `Die ${locked} is a Breakdown and no Way Car is showing: it cannot be re-rolled.`,
    );
  }
  return null;
}

function scored(seat: BoxCarsSeat, turn: BoxCarsTurn, stoppedEarly: boolean): BoxCarsSeat {
  const score = scoreDice(turn.dice).total;
  return { turns: [...seat.turns.slice(0, -1), { ...turn, score, stoppedEarly }], total: seat.total + score };
}

export function apply(
  state: BoxCarsState,
  seat: Seat,
  move: BoxCarsMove,
  rng: Random,
): BoxCarsState | MoveError {
  const s = state.seats[seat];
  if (!s) return moveError("bad_seat", `There is no seat ${seat + 1}.`);
  if (isFinished(s)) return moveError("turns_done", `You have played all ${TURNS} turns.`);
  const turn = currentTurn(s);
  const next = (updated: BoxCarsSeat): BoxCarsState => ({
    seats: state.seats.map((old, i) => (i === seat ? updated : old)),
  });

  switch (move.type) {
    case "roll": {
      if (turn) return moveError("turn_under_way", `Turn ${turn.number} is under way: re-roll or stop.`);
      const number = s.turns.length + 1;
      const dice = rng.dice(diceStream(seat, number), DICE, 10).map(faceOf);
      return next({
        ...s,
        turns: [...s.turns, { number, dice, phase: 0, rerolls: [], score: null, stoppedEarly: false }],
      });
    }
    case "reroll":
    case "stop": {
      if (!turn) {
        const last = s.turns.at(-1);
        return moveError(
          "no_turn",
          last
            ? `Turn ${last.number} is already scored; roll to start turn ${last.number + 1}.`
            : "Roll to start your first turn.",
        );
      }
      if (move.type === "stop") return next(scored(s, turn, true));
      if (!Array.isArray(move.dice))
        return moveError("bad_move", "A re-roll needs the list of dice to re-roll.");
      const refused = rerollError(turn, move.dice);
      if (refused) return refused;
      const stream = diceStream(seat, turn.number);
      const dice = [...turn.dice];
      for (const i of move.dice) dice[i] = faceOf(rng.die(stream, 10));
      const rolled: BoxCarsTurn = {
        ...turn,
        dice,
        phase: turn.phase + 1,
        rerolls: [...turn.rerolls, [...move.dice]],
      };
      if (rolled.phase === REROLL_LIMITS.length)
        return next(scored({ ...s, turns: [...s.turns.slice(0, -1), rolled] }, rolled, false));
      return next({ ...s, turns: [...s.turns.slice(0, -1), rolled] });
    }
    default:
      return moveError("bad_move", `Unknown move ${JSON.stringify((move as { type: unknown }).type)}.`);
  }
}
