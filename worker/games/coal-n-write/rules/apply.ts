/** `apply`: which moves each phase takes, then the rule files do the checking and the work. */
import { isWaiting } from "../../../engine/flow";
import type { Random } from "../../../engine/dice";
import { moveError, type MoveError, type Seat } from "../../../engine/types";
import type { CoalMove, CoalState } from "../types";
import { deliver, fight, load, tonic } from "./delivery";
import { chooseLetter, dynamite } from "./lone-miner";
import { claim, dig, done, gamble, hideout, visit } from "./throw";

const PHASE_WORDS: Record<CoalState["phase"], string> = {
  start: "a round is starting",
  throw: "dice are showing: dig, claim, visit or done",
  letters: "each player writes a Lone Miner bonus letter",
  bonus: "Lone Miner bonuses are being used",
  delivery: "burros are loaded and cashed in",
  over: "the game is over",
};

const MOVES_BY_PHASE: Record<CoalState["phase"], readonly CoalMove["type"][]> = {
  start: [],
  throw: ["dig", "claim", "visit", "hit", "stay", "hideout", "done"],
  letters: ["bonus"],
  bonus: ["dynamite", "visit", "hit", "stay", "hideout", "done"],
  delivery: ["load", "fight", "tonic", "deliver"],
  over: [],
};

export function apply(s: CoalState, seat: Seat, move: CoalMove, rng: Random): CoalState | MoveError {
  if (s.phase === "over") return moveError("game_over", "The game has ended.");
  if (!isWaiting(s.stage, seat))
    return moveError("not_your_turn", `Seat ${seat + 1} has nothing to do until the others finish.`);
  if (move.type === "bonus" && s.phase !== "letters") return chooseLetter(s, seat, move.letter);
  if (!MOVES_BY_PHASE[s.phase].includes(move.type))
    return moveError("illegal_move", `No ${move.type} now: ${PHASE_WORDS[s.phase]}.`);
  const pending = s.sheets[seat].pending;
  if (pending && !["hit", "stay", "hideout"].includes(move.type)) {
    return moveError(
      "illegal_move",
      pending.kind === "gamble"
        ? "You are at the gamblin' table: hit or stay first."
        : "Place the bandit you got at the gamblin' table first (hideout).",
    );
  }
  switch (move.type) {
    case "dig":
      return dig(s, seat, move);
    case "claim":
      return claim(s, seat, move);
    case "visit":
      return visit(s, seat, move, rng);
    case "hit":
      return gamble(s, seat, true, rng);
    case "stay":
      return gamble(s, seat, false, rng);
    case "hideout":
      return hideout(s, seat, move.burro);
    case "done":
      return done(s, seat);
    case "bonus":
      return chooseLetter(s, seat, move.letter);
    case "dynamite":
      return dynamite(s, seat, move.chamber);
    case "load":
      return load(s, seat, move.minerals, rng);
    case "fight":
      return fight(s, seat, rng);
    case "tonic":
      return tonic(s, seat, move.die, rng);
    case "deliver":
      return deliver(s, seat, rng);
  }
}
