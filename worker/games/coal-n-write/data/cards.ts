/**
 * The Boom Town cards: a RECONSTRUCTION. The cards are not published; each one's rule below is ours,
 * following Appendix Two's clues, exact where the text gives the rule. Prices and payouts live in
 * tables.ts with their reasons. `effects.ts` holds what each card does (pure).
 */
import {
  AMMO_MAX,
  AMMO_PRICE,
  BARON_COAL,
  EXCHANGE_PRICE,
  BARON_PRIZE,
  BONES_PAY,
  COWPUNCH_BONUS,
  COWPUNCH_FEE,
  COWPUNCH_TOKENS,
  DRINK_PRIZES,
  MULE_PRICE,
  PONY_PRIZES,
  ROCKHOUNDS,
  SHERIFF_PAY,
  SUGARFOOT_PRICE,
  TACK_PRICE,
  TONIC_PRICES,
  WASH_BONUS,
  WASH_PRICE,
  WRESTLE_STAKE,
} from "./tables";

const dollars = (list: readonly number[]) => list.map((n) => `$${n}`).join(", ");

export type CardId =
  | "ammo"
  | "rockhounds"
  | "sheriff"
  | "exchange"
  | "pony"
  | "tack"
  | "wash"
  | "tonic"
  | "wrestle"
  | "gamble"
  | "bones"
  | "sugarfoot"
  | "baron"
  | "cowpunch"
  | "drink"
  | "mule";

export interface CardInfo {
  id: CardId;
  name: string;
  /** Left out of the other mode's game (ruling 6). */
  mode: "both" | "solo" | "multi";
  /** Face up from the start (the arrowhead cards); the others are the shuffled deck. */
  starter: boolean;
  /** The card's rule, for the sheet. */
  rule: string;
}

export const CARDS: readonly CardInfo[] = [
  {
    id: "ammo",
    name: "Ammo Supply",
    mode: "both",
    starter: true,
    rule: `Buy boxes of ammo at $${AMMO_PRICE} each, as many as you can pay for (your strongbox holds ${AMMO_MAX}). One box throws three dice at the bandits once.`,
  },
  {
    id: "rockhounds",
    name: "Rockhounds",
    mode: "both",
    starter: true,
    rule: `Crack every geode (?) in your stash with one die: each is worth ${dollars(ROCKHOUNDS)} for a 1 to 6. Geodes on a burro, and those left at the end, are cracked the same way.`,
  },
  {
    id: "sheriff",
    name: "Sheriff's Deputy",
    mode: "both",
    starter: true,
    rule: `Put a claim token here. At the end the Sheriff pays by your tokens on the card: ${dollars(SHERIFF_PAY.slice(1))} for 1 to ${SHERIFF_PAY.length - 1}.`,
  },
  {
    id: "exchange",
    name: "Exchange Office",
    mode: "both",
    starter: true,
    rule: `Pay $${EXCHANGE_PRICE} and put a claim token here: this round's delivery earns $10 for every full $20 it is worth. The token comes back after the delivery.`,
  },
  {
    id: "pony",
    name: "Pony Express",
    mode: "multi",
    starter: true,
    rule: `Write an M on this round's burro (it takes a slot). At the end the most M delivered earns $${PONY_PRIZES[0]}, the next most $${PONY_PRIZES[1]} (ties share the prize each).`,
  },
  {
    id: "tack",
    name: "Tack & Harness",
    mode: "both",
    starter: true,
    rule: `Pay $${TACK_PRICE}: from this round's burro on, your burros carry 8 minerals (the two dashed boxes).`,
  },
  {
    id: "wash",
    name: "Wash Day",
    mode: "both",
    starter: true,
    rule: `Pay $${WASH_PRICE} and put a claim token here: every delivery from this round on earns $${WASH_BONUS} more.`,
  },
  {
    id: "tonic",
    name: "Horsepower Tonic",
    mode: "both",
    starter: true,
    rule: `Buy bottles in order at ${dollars(TONIC_PRICES)} (${TONIC_PRICES.length} at most a game). A bottle adds 2 to one of your dice, for you only: past 6 is fine, it makes no pair and saves no 1 from the Bunkhouse.`,
  },
  {
    id: "wrestle",
    name: "Arm Wrasslin'",
    mode: "multi",
    starter: false,
    rule: `You and an opponent, both with $${WRESTLE_STAKE} in hand, throw a die each: the higher takes $${WRESTLE_STAKE} from the other; a tie, nothing.`,
  },
  {
    id: "gamble",
    name: "Backroom Gamblin'",
    mode: "both",
    starter: false,
    rule: "Once a round, with $10 in hand, put a claim token here (it comes back after the delivery): throw a die and double it, then hit (add a die) or stay. Up to 15 pay $10; 16-17 even; 18-19 win $10; 20 win $25 and a Tin; 21 win $50, a Tin and a Coal; 22 or more busted: pay $10 and a #3 bandit joins one of your remaining burros.",
  },
  {
    id: "bones",
    name: "Big Lizard Bones",
    mode: "both",
    starter: false,
    rule: `Once a game, put a claim token here and sell every lizard bone you dug up: ${dollars(BONES_PAY.slice(1, -1))} for 1 to ${BONES_PAY.length - 2}, $${BONES_PAY.at(-1)} for the full set of ${BONES_PAY.length - 1}.`,
  },
  {
    id: "sugarfoot",
    name: "Burro #7: Sugarfoot",
    mode: "solo",
    starter: false,
    rule: `Pay $${SUGARFOOT_PRICE} to play a seventh round with Burro #7 (one #4 bandit).`,
  },
  {
    id: "baron",
    name: "Coal Baron",
    mode: "both",
    starter: false,
    rule: `Report ${BARON_COAL} Coal in your stash (you keep them): $${BARON_PRIZE}. Players reporting on the same throw split it. Then the card leaves Boom Town.`,
  },
  {
    id: "cowpunch",
    name: "Cow Punchin'",
    mode: "solo",
    starter: false,
    rule: `Put ${COWPUNCH_TOKENS} claim tokens here. Before each later throw of two or three dice this round one comes back; at such a throw with none left, a die goes straight to the Bunkhouse and you are paid $${COWPUNCH_FEE}. If the round ends first: $${COWPUNCH_FEE} and a $${COWPUNCH_BONUS} bonus.`,
  },
  {
    id: "drink",
    name: "Drankin' Contest",
    mode: "solo",
    starter: false,
    rule: `Say how many times (1 to ${DRINK_PRIZES.length - 1}) you will throw two dice, then throw: any 1 and you pass out with nothing; else win ${dollars(DRINK_PRIZES.slice(1))}.`,
  },
  {
    id: "mule",
    name: "Mule Team",
    mode: "multi",
    starter: false,
    rule: `Pay $${MULE_PRICE}: everybody plays a seventh round with Burro #7 (one #4 bandit), and the buyers share a quarter of everybody else's Burro #7 delivery.`,
  },
];

export const CARD: Readonly<Record<CardId, CardInfo>> = Object.fromEntries(
  CARDS.map((c) => [c.id, c]),
) as Record<CardId, CardInfo>;

export const CARD_IDS = CARDS.map((c) => c.id) as [CardId, ...CardId[]];

const inMode = (card: CardInfo, solo: boolean) =>
  card.mode === "both" || card.mode === (solo ? "solo" : "multi");

export const startersFor = (solo: boolean): CardId[] =>
  CARDS.filter((c) => c.starter && inMode(c, solo)).map((c) => c.id);
export const deckFor = (solo: boolean): CardId[] =>
  CARDS.filter((c) => !c.starter && inMode(c, solo)).map((c) => c.id);
