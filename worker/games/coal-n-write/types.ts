/** Coal N' Write: state and moves. Nothing is secret: every sheet is open on the table. */
import type { Stage } from "../../engine/flow";
import type { Seat } from "../../engine/types";
import type { CardId } from "./data/cards";
import type { Mineral, Stash } from "./data/minerals";

export type CoalOptions = Record<string, never>;

export type Letter = "C" | "D" | "A" | "V" | "G" | "$";
export const LETTERS: readonly Letter[] = ["C", "D", "A", "V", "G", "$"];

export type CoalMove =
  /** Fill one empty dig bubble of an available chamber with one die (any face). */
  | { type: "dig"; chamber: string; die: number }
  /** Claim an available chamber: the dice (and tonics, +2 each) meet its dig number, or its bubbles are full and one die claims it. */
  | { type: "claim"; chamber: string; dice: number[]; tonics?: number }
  /** Visit a Boom Town card with one die of a pair or trio (no die: the Lone Miner's V or G bonus). */
  | { type: "visit"; card: CardId; die?: number; count?: number; opponent?: number; times?: number }
  /** Backroom Gamblin': throw another die, or stop and take the table's result. */
  | { type: "hit" }
  | { type: "stay" }
  /** Busted at Backroom Gamblin': the burro (by number) that gets the #3 bandit. */
  | { type: "hideout"; burro: number }
  /** This seat is finished with the throw (dice left unused), or with its Lone Miner bonus. */
  | { type: "done" }
  /** The Lone Miner bonus letter, before the lone die's first throw. */
  | { type: "bonus"; letter: Letter }
  /** One of Dynamite's three free digs (claims the chamber when its bubbles are full). */
  | { type: "dynamite"; chamber: string }
  /** Load the round's burro with these minerals from the stash. */
  | { type: "load"; minerals: Mineral[] }
  /** Discard a box of ammo and throw three dice at the bandits. */
  | { type: "fight" }
  /** A Horsepower Tonic on a fight die that no bandit took yet (+2). */
  | { type: "tonic"; die: number }
  /** Cash in the burro as it stands (bandits left take their share). */
  | { type: "deliver" };

/** A seat's business in the middle of a card. */
export type Pending = { kind: "gamble"; total: number; credit: boolean } | { kind: "hideout" };

export interface Delivery {
  burro: number;
  load: Stash;
  mail: number;
  /** The mineral bandits took (every one of it), or null. */
  stolen: Mineral | "M" | null;
  /** Geodes on the burro were cracked with this Rockhounds die. */
  geodeDie: number | null;
  /** Value of the load after bandits. */
  value: number;
  /** Exchange Office, Wash Day and the Lone Miner's $. */
  bonus: number;
}

/** The round's burro while its owner loads and fights. */
export interface BurroWork {
  loaded: boolean;
  load: Stash;
  /** Bandit hats still standing. */
  bandits: number[];
  /** Fight dice of the last box that no bandit took yet (tonics may still raise them). */
  dice: number[];
}

export interface Sheet {
  cash: number;
  /** Per chamber (data/mine.ts order): dig bubbles filled, or CLAIMED. */
  mine: number[];
  stash: Stash;
  bones: number;
  ammo: number;
  tonics: number;
  tonicsBought: number;
  /** Claim tokens in hand. */
  tokens: number;
  /** Tokens on Sheriff's Deputy. */
  sheriff: number;
  /** A marker on the Exchange Office for this round's delivery. */
  exchange: boolean;
  /** A marker on Backroom Gamblin' this round (one seat at the table a round). */
  gambled: boolean;
  wash: boolean;
  tack: boolean;
  bonesSold: boolean;
  /** Bought Mule Team (shares the others' burro-7 deliveries). */
  mule: boolean;
  /** `M` written on this round's burro (Pony Express). */
  mail: number;
  /** Extra #3 bandits by burro number - 1 (Backroom Gamblin' busts). */
  hideouts: number[];
  /** This round's Lone Miner letter, and throws the lone miner survived (the tracker's marks). */
  letter: Letter | null;
  marks: number;
  /** The Lone Miner's $: added to this round's delivery. */
  dollar: number;
  /** Dynamite digs left, or the V / G bonus not used yet (during the bonus stage). */
  dynamite: number;
  bonusVisit: boolean;
  /** Tokens on Cow Punchin' while the job runs (solo), or null. */
  cowpunch: number | null;
  /** This throw: dice used, and whether this seat went to Boom Town. */
  used: boolean[];
  visited: boolean;
  pending: Pending | null;
  burro: BurroWork | null;
  deliveries: Delivery[];
  /** What the end of the game paid (Pony Express, geodes, Sheriff, Mule Team), once over. */
  endPay: { pony: number; geodes: number; geodeDie: number | null; sheriff: number; mule: number } | null;
}

export const CLAIMED = -1;

/**
 * "start": a round is to begin (automatic); "throw": dice showing, every seat uses them;
 * "letters": each seat picks its Lone Miner letter; "bonus": Lone Miner bonuses that need a choice;
 * "delivery": each seat loads, fights and cashes in; "over".
 */
export type Phase = "start" | "throw" | "letters" | "bonus" | "delivery" | "over";

export interface CoalState {
  seats: number;
  solo: boolean;
  round: number;
  /** 6, or 7 once Mule Team or Sugarfoot is bought. */
  lastBurro: number;
  phase: Phase;
  /** Dice out of the Bunkhouse. */
  dice: number;
  /** Throws this round (names the dice stream), and throws of the lone miner so far. */
  throwNo: number;
  lone: number;
  roll: number[];
  stage: Stage;
  /** Face-up Boom Town cards, and the face-down deck (drawn uniformly at random). */
  town: CardId[];
  deck: CardId[];
  /** Reports to the Coal Baron and purchases of Mule Team this throw (settled when it ends). */
  baron: Seat[];
  muleBuyers: Seat[];
  sheets: Sheet[];
  /** Figures for `stats`: throws made, and visits per card. */
  throws: number;
  visits: Partial<Record<CardId, number>>;
}

export interface CoalView extends CoalState {
  /** Per seat: the chambers that seat may work now. */
  available: string[][];
  cash: number[];
  /** Solo: the rank band of the cash. */
  rank: string | null;
}
