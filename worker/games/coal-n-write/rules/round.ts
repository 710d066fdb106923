/**
 * The table's automatic steps (the framework's `auto` hook): start a round (draw a Boom Town card,
 * throw three dice), end a throw once every seat is done with it (the Coal Baron and Mule Team are
 * settled, one die goes to the Bunkhouse after a 1), the Lone Miner's throws and bonuses, the round's
 * deliveries, and the end of the game. Shared dice come from table streams
 * (`table/round:3/throw:2`), so they never depend on who moved first.
 */
import { openStage, stageDone } from "../../../engine/flow";
import type { Random } from "../../../engine/dice";
import type { Seat } from "../../../engine/types";
import { deckFor, startersFor } from "../data/cards";
import { CHAMBERS } from "../data/mine";
import { emptyStash } from "../data/minerals";
import { BARON_PRIZE, COWPUNCH_BONUS, COWPUNCH_FEE, DICE, LONE_THROWS, ROUNDS, TOKENS } from "../data/tables";
import type { CoalState, Sheet } from "../types";
import { endGame } from "../result";
import { awardBonuses } from "./lone-miner";

function newSheet(): Sheet {
  return {
    cash: 0,
    mine: CHAMBERS.map(() => 0),
    stash: emptyStash(),
    bones: 0,
    ammo: 0,
    tonics: 0,
    tonicsBought: 0,
    tokens: TOKENS,
    sheriff: 0,
    exchange: false,
    gambled: false,
    wash: false,
    tack: false,
    bonesSold: false,
    mule: false,
    mail: 0,
    hideouts: Array(7).fill(0),
    letter: null,
    marks: 0,
    dollar: 0,
    dynamite: 0,
    bonusVisit: false,
    cowpunch: null,
    used: [],
    visited: false,
    pending: null,
    burro: null,
    deliveries: [],
    endPay: null,
  };
}

export function setup(seats: number): CoalState {
  const solo = seats === 1;
  return {
    seats,
    solo,
    round: 0,
    lastBurro: ROUNDS,
    phase: "start",
    dice: DICE,
    throwNo: 0,
    lone: 0,
    roll: [],
    stage: openStage([]),
    town: startersFor(solo),
    deck: deckFor(solo),
    baron: [],
    muleBuyers: [],
    sheets: Array.from({ length: seats }, newSheet),
    throws: 0,
    visits: {},
  };
}

const everyone = (n: CoalState): Seat[] => n.sheets.map((_, seat) => seat);

/** The next automatic step, or null while seats still have to act (or the game is over). */
export function auto(s: CoalState, rng: Random): CoalState | null {
  if (s.phase === "over" || (s.phase !== "start" && !stageDone(s.stage))) return null;
  const n = structuredClone(s);
  switch (n.phase) {
    case "start":
      startRound(n, rng);
      break;
    case "throw":
      endThrow(n, rng);
      break;
    case "letters":
      throwDice(n, rng);
      break;
    case "bonus":
      settleTown(n);
      startDelivery(n);
      break;
    case "delivery":
      if (n.round < n.lastBurro) n.phase = "start";
      else endGame(n, rng);
      break;
  }
  return n;
}

function startRound(n: CoalState, rng: Random): void {
  n.round++;
  if (n.deck.length > 0) {
    const card = n.deck[rng.pick(`table/round:${n.round}/card`, n.deck.length)];
    n.deck = n.deck.filter((c) => c !== card);
    n.town = [...n.town, card];
  }
  n.dice = DICE;
  n.throwNo = 0;
  n.lone = 0;
  for (const sh of n.sheets) {
    sh.letter = null;
    sh.marks = 0;
  }
  nextThrow(n, rng);
}

/** Cow Punchin' before a throw of two or more dice, then the throw (or the Lone Miner's letters). */
function nextThrow(n: CoalState, rng: Random): void {
  if (n.dice >= 2) {
    for (const sh of n.sheets) {
      if (sh.cowpunch === null) continue;
      if (sh.cowpunch > 0) {
        sh.cowpunch--;
        sh.tokens++;
        continue;
      }
      n.dice--;
      sh.cowpunch = null;
      sh.cash += COWPUNCH_FEE;
    }
  }
  if (n.dice === 1 && n.lone === 0) {
    n.phase = "letters";
    n.stage = openStage(everyone(n));
    return;
  }
  throwDice(n, rng);
}

function throwDice(n: CoalState, rng: Random): void {
  n.throwNo++;
  n.throws++;
  if (n.dice === 1) n.lone++;
  n.roll = rng.dice(`table/round:${n.round}/throw:${n.throwNo}`, n.dice);
  for (const sh of n.sheets) {
    sh.used = n.roll.map(() => false);
    sh.visited = false;
  }
  n.phase = "throw";
  n.stage = openStage(everyone(n));
}

/** The Coal Baron's reporters split the prize, then the card leaves; Mule Team's buyers open burro 7. */
function settleTown(n: CoalState): void {
  if (n.baron.length > 0) {
    for (const seat of n.baron) n.sheets[seat].cash += Math.floor(BARON_PRIZE / n.baron.length);
    n.town = n.town.filter((c) => c !== "baron");
    n.baron = [];
  }
  if (n.muleBuyers.length > 0) {
    n.lastBurro = 7;
    n.town = n.town.filter((c) => c !== "mule");
    n.muleBuyers = [];
  }
}

function endThrow(n: CoalState, rng: Random): void {
  settleTown(n);
  if (n.dice === 1) {
    if (n.roll[0] === 1) {
      startDelivery(n);
      return;
    }
    for (const sh of n.sheets) sh.marks++;
    if (n.lone < LONE_THROWS) {
      throwDice(n, rng);
      return;
    }
    awardBonuses(n);
    n.phase = "bonus";
    return;
  }
  if (n.roll.includes(1)) n.dice--;
  nextThrow(n, rng);
}

/** All miners in the Bunkhouse: Cow Punchin' pays, and every seat loads its burro. */
function startDelivery(n: CoalState): void {
  n.dice = 0;
  n.roll = [];
  for (const sh of n.sheets) {
    if (sh.cowpunch !== null) {
      sh.cash += COWPUNCH_FEE + COWPUNCH_BONUS;
      sh.tokens += sh.cowpunch;
      sh.cowpunch = null;
    }
    sh.used = [];
    sh.burro = { loaded: false, load: emptyStash(), bandits: [], dice: [] };
  }
  n.phase = "delivery";
  n.stage = openStage(everyone(n));
}
