/** The rolls within a turn (rulings 3 to 7). Each returns the next state; none mutates its input. */
import type { Random } from "../../engine/dice";
import { endTurn } from "./end";
import { isNothing, scoreRoll, singles } from "./scoring";
import type { MrNaturalState, Roll, TurnState } from "./types";

/** One dice stream per seat per turn, so a player's dice never depend on anyone else's play. */
function streamOf(turn: TurnState): string {
  return `seat:${turn.seat}/turn:${turn.number}`;
}

/**
 * After a roll is scored. Ruling 3: every scoring die is set aside and the rest are rolled next.
 * Ruling 5: a roll scoring nothing ends the turn, keeping its points unless it was the re-roll of
 * all six. Ruling 6: once all six have scored, the player banks or rolls all six again.
 */
function afterRoll(state: MrNaturalState, earlier: Roll[], roll: Roll): MrNaturalState {
  const { turn } = state;
  const rolls = [...earlier, roll];
  if (roll.points === 0) return endTurn(state, rolls, turn.rerollAll ? "forfeited" : "ended");
  const diceLeft = turn.diceLeft - roll.combos.reduce((n, c) => n + c.dice.length, 0);
  const allScored = diceLeft === 0;
  return {
    ...state,
    turn: {
      ...turn,
      points: turn.points + roll.points,
      rolls,
      diceLeft: allScored ? 6 : diceLeft,
      phase: allScored ? "all-scored" : "roll",
      rerollAll: allScored,
    },
  };
}

/** Rolls the dice left (all six at the start of a turn or after all six scored). */
export function rollDice(state: MrNaturalState, rng: Random): MrNaturalState {
  const { turn } = state;
  const dice = rng.dice(streamOf(turn), turn.diceLeft, 6);
  // Ruling 7: a Nothing scores nothing yet; the player must pick a single to re-roll.
  if (isNothing(dice)) {
    return {
      ...state,
      turn: { ...turn, phase: "nothing", rolls: [...turn.rolls, { dice, combos: [], points: 0 }] },
    };
  }
  return afterRoll(state, turn.rolls, { dice, ...scoreRoll(dice) });
}

/**
 * Ruling 7: re-rolls the picked single of a Nothing. Matching the other single makes the roll a
 * Boxcar (all six scored); anything else scores nothing. The roll keeps its first six dice and
 * records the re-rolled face in `nothing`.
 */
export function pickSingle(state: MrNaturalState, die: number, rng: Random): MrNaturalState {
  const { turn } = state;
  const nothing = turn.rolls[turn.rolls.length - 1];
  const rolled = rng.dice(streamOf(turn), 1, 6)[0];
  const other = singles(nothing.dice).find((i) => i !== die) as number;
  const score =
    rolled === nothing.dice[other]
      ? scoreRoll(nothing.dice.map((face, i) => (i === die ? rolled : face)))
      : { combos: [], points: 0 };
  return afterRoll(state, turn.rolls.slice(0, -1), {
    dice: nothing.dice,
    ...score,
    nothing: { picked: die, rolled },
  });
}
