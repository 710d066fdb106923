/**
 * The sheet's and the cards' numbers: a RECONSTRUCTION where the text gives none (see the reasons
 * beside each), exact where it does (Backroom Gamblin's table, Coal Baron's $60 for 12 Coal, the
 * Exchange Office's $10 per full $20, Tack & Harness's two extra slots, the tonic's +2).
 */

/**
 * The seven burros: slots (6 solid, +2 dashed with Tack & Harness) and bandit hats. Burro 1 has none
 * (the walk-through's first deliveries meet no bandit); they grow later (ruling 5), so ammo bought
 * early pays. A hat n is beaten by a die above n: with one box (three dice) a 2 falls 96% of the
 * time, a 3 88%, a 4 70%, a 5 42%. Burro 7 (Mule Team / Sugarfoot) has one bandit, as Sugarfoot's
 * text says. Calibration: with milder hats (3, 3, 4, then 4+3) the solo bot's median was $319; these
 * take about 1.6 loads a game (2.2 in the worst tenth) and cost ammo, bringing it to $297.
 */
export const BURROS: readonly { number: number; bandits: readonly number[] }[] = [
  { number: 1, bandits: [] },
  { number: 2, bandits: [2] },
  { number: 3, bandits: [3] },
  { number: 4, bandits: [4] },
  { number: 5, bandits: [4, 3] },
  { number: 6, bandits: [5, 3] },
  { number: 7, bandits: [5] },
];
export const SLOTS = 6;
export const TACK_SLOTS = 2;
export const ROUNDS = 6;
/** Dice thrown at the start of a round. */
export const DICE = 3;
/** Claim tokens per player. */
export const TOKENS = 10;

/** Ammo: a box lets you throw three dice once. The strongbox holds this many. */
export const AMMO_PRICE = 4;
export const AMMO_MAX = 6;
/**
 * Horsepower Tonic: "a limited supply... mighty expensive": each player's own price track, one price
 * per bottle in order (per player, so that players acting at once never race for the last bottle).
 */
export const TONIC_PRICES: readonly number[] = [3, 4, 6, 8, 11, 15];
export const TONIC_BOOST = 2;

/** Rockhounds: one die; every geode cracked with that roll is worth this (index = die - 1). */
export const ROCKHOUNDS: readonly number[] = [2, 4, 6, 9, 12, 18];

/** Sheriff's Deputy: paid at the end by the number of your tokens on it (index = tokens). */
export const SHERIFF_PAY: readonly number[] = [0, 4, 10, 18, 28, 40, 54, 70, 88, 108, 130];

/**
 * Exchange Office: $10 for every full $20 of the round's delivery (exact: the text's $27 -> $10,
 * $40 -> $20). That is half again a good delivery, so the visit costs a $5 fee.
 */
export const exchangeBonus = (value: number): number => Math.floor(value / 20) * 10;
export const EXCHANGE_PRICE = 5;

/** Wash Day: paid once; every later delivery earns this. */
export const WASH_PRICE = 10;
export const WASH_BONUS = 5;

export const TACK_PRICE = 25;

/** Pony Express: most `M` delivered, then second most (only with someone in first place before). */
export const PONY_PRIZES: readonly [number, number] = [30, 15];

/**
 * Backroom Gamblin' (the table is exact, from the text). The stake: you need $10 in hand. Played
 * well (hit until 15, 20 or 21 is likely) a visit is worth about +$18, so unlimited visits swamped
 * every other card (3+ a game, a third of the bot's cash): a visit takes a claim token that comes
 * back after the delivery, so it is once a round (the Lone Miner's Gamblin' Credit aside).
 */
export const GAMBLE_STAKE = 10;
export const GAMBLE_BUST = 22;
export const GAMBLE_BANDIT = 3;
export interface GambleOutcome {
  cash: number;
  tin: number;
  coal: number;
  bandit: boolean;
  words: string;
}
export function gambleOutcome(total: number): GambleOutcome {
  if (total >= GAMBLE_BUST)
    return {
      cash: -10,
      tin: 0,
      coal: 0,
      bandit: true,
      words: "Busted: pay $10 and a #3 bandit joins a burro",
    };
  if (total === 21)
    return { cash: 50, tin: 1, coal: 1, bandit: false, words: "21: collect $50, a Tin and a Coal" };
  if (total === 20) return { cash: 25, tin: 1, coal: 0, bandit: false, words: "20: collect $25 and a Tin" };
  if (total >= 18) return { cash: 10, tin: 0, coal: 0, bandit: false, words: "18-19: collect $10" };
  if (total >= 16) return { cash: 0, tin: 0, coal: 0, bandit: false, words: "16-17: break even" };
  return { cash: -10, tin: 0, coal: 0, bandit: false, words: "15 or less: pay $10" };
}

/**
 * Big Lizard Bones: one visit a game sells every bone found (index = bones; the full set of 4 pays
 * most). Small sums: the bot visits in 9 games of 10, so larger ones only moved the median up.
 */
export const BONES_PAY: readonly number[] = [0, 4, 9, 15, 24];

/** Coal Baron (exact): the first to report 12 Coal in the stash gets $60, split among those reporting on the same throw. */
export const BARON_COAL = 12;
export const BARON_PRIZE = 60;

/** Sugarfoot (solo): buy the seventh round (a delivery of about $40 less the bandit's risk; bought in 1 game of 7). */
export const SUGARFOOT_PRICE = 35;
/** Mule Team (multiplayer): everybody gets a seventh round; the buyers share this part of the others' burro-7 deliveries. */
export const MULE_PRICE = 20;
export const MULE_SHARE = 0.25;

/** Cow Punchin' (solo): three of your tokens on the card, one back before each later throw of three or two dice. */
export const COWPUNCH_TOKENS = 3;
export const COWPUNCH_FEE = 5;
export const COWPUNCH_BONUS = 10;

/** Arm Wrasslin': both need $10; the higher die takes $10 from the other (a tie: nothing). */
export const WRESTLE_STAKE = 10;

/** Drankin' Contest (solo): declare 1-5 throws of two dice; any 1 and you pass out with nothing. */
export const DRINK_PRIZES: readonly number[] = [0, 6, 12, 20, 30, 45];

/** Lone Miner bonus values. */
export const LONE_COAL = 2;
export const LONE_CASH = 10;
export const DYNAMITE_DIGS = 3;
export const LONE_THROWS = 3;

/** Solo ranks (exact, from the text), lowest first: `min` is the first dollar amount of the band. */
export const SOLO_RANKS: readonly { min: number; name: string }[] = [
  { min: -Infinity, name: "Go Back East, City Slicker!" },
  { min: 200, name: "Bronze Level" },
  { min: 251, name: "Silver Level" },
  { min: 301, name: "Gold Level" },
  { min: 351, name: "Ho-lee Smokes!" },
];

export function soloRank(cash: number): string {
  return SOLO_RANKS.filter((r) => cash >= r.min).at(-1)!.name;
}
