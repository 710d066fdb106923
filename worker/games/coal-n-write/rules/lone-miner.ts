/**
 * The Lone Miner (ruling 2): with one die left, every seat writes a bonus letter before its first
 * throw; three throws without a 1 win each seat its bonus, used at once. C, A and $ need no choice;
 * D (three free digs), V (a visit) and G (a free seat at Backroom Gamblin') are played in the bonus
 * stage.
 */
import { acted, openStage } from "../../../engine/flow";
import { moveError, type MoveError, type Seat } from "../../../engine/types";
import { AMMO_MAX, DYNAMITE_DIGS, LONE_CASH, LONE_COAL } from "../data/tables";
import { LETTERS, type CoalState, type Letter } from "../types";
import { bubblesFull, claimChamber, openChamber } from "./mine";
import { settleSeat } from "./throw";

export function chooseLetter(s: CoalState, seat: Seat, letter: Letter): CoalState | MoveError {
  if (s.phase !== "letters") {
    return moveError(
      "illegal_move",
      s.dice === 1 && s.lone > 0
        ? "The lone miner has already thrown: the bonus letter is written before the first throw."
        : "No Lone Miner bonus to choose now: it is chosen when one die is left.",
    );
  }
  if (!LETTERS.includes(letter))
    return moveError("illegal_move", `The Lone Miner letters are ${LETTERS.join(", ")}.`);
  const sh = s.sheets[seat];
  if (sh.letter !== null)
    return moveError("illegal_move", `You already wrote ${sh.letter} in this round's Lone Miner box.`);
  if (letter === "G" && !s.town.includes("gamble"))
    return moveError(
      "illegal_move",
      "Gamblin' Credit needs Backroom Gamblin' in Boom Town, and it is not there.",
    );
  const n = structuredClone(s);
  n.sheets[seat].letter = letter;
  n.stage = acted(n.stage, seat);
  return n;
}

/** Three lone throws without a 1: every seat gets its bonus; returns the stage of those with a choice to make. */
export function awardBonuses(n: CoalState): void {
  const choosing: Seat[] = [];
  n.sheets.forEach((sh, seat) => {
    switch (sh.letter) {
      case "C":
        sh.stash.C += LONE_COAL;
        break;
      case "A":
        sh.ammo = Math.min(AMMO_MAX, sh.ammo + 1);
        break;
      case "$":
        sh.dollar += LONE_CASH;
        break;
      case "D":
        sh.dynamite = DYNAMITE_DIGS;
        choosing.push(seat);
        break;
      case "V":
      case "G":
        sh.bonusVisit = true;
        choosing.push(seat);
        break;
    }
  });
  n.stage = openStage(choosing);
}

/** One of Dynamite's free digs: fills a bubble, or claims the chamber when its bubbles are already full. */
export function dynamite(s: CoalState, seat: Seat, chamber: string): CoalState | MoveError {
  const sh = s.sheets[seat];
  if (sh.dynamite === 0) return moveError("illegal_move", "You have no Dynamite digs left.");
  const open = openChamber(sh, chamber);
  if (typeof open === "string") return moveError("illegal_move", open);
  const n = structuredClone(s);
  const nsh = n.sheets[seat];
  if (bubblesFull(nsh, open.index)) claimChamber(nsh, open.index);
  else nsh.mine[open.index]++;
  nsh.dynamite--;
  settleSeat(n, seat);
  return n;
}
