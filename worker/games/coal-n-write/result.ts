/**
 * The end (ruling 7): Mule Team's share, Pony Express, the geodes left in each stash cracked with one
 * Rockhounds roll, the Sheriff's pay. Most cash wins; ties by the value of the minerals left in the
 * stash, then the place is shared. Solo: the text's rank bands.
 */
import type { Random } from "../../engine/dice";
import type { GameResult, Seat } from "../../engine/types";
import { stashValue } from "./data/minerals";
import { MULE_SHARE, PONY_PRIZES, ROCKHOUNDS, SHERIFF_PAY } from "./data/tables";
import type { CoalState } from "./types";

/** Mail delivered by each seat (mail taken by bandits does not count). */
export const mailOf = (s: CoalState): number[] =>
  s.sheets.map((sh) => sh.deliveries.reduce((m, d) => m + d.mail, 0));

/** Pony Express prizes by seat: the most mail wins the first prize (ties each), the next count the second. */
export function ponyPrizes(s: CoalState): number[] {
  if (s.solo) return s.sheets.map(() => 0);
  const mail = mailOf(s);
  const counts = [...new Set(mail.filter((m) => m > 0))].sort((a, b) => b - a);
  return mail.map((m) =>
    m > 0 && m === counts[0] ? PONY_PRIZES[0] : m > 0 && m === counts[1] ? PONY_PRIZES[1] : 0,
  );
}

/** Mule Team: the buyers share a part of everybody else's burro-7 delivery. */
export function muleShares(s: CoalState): number[] {
  const buyers = s.sheets.filter((sh) => sh.mule).length;
  if (buyers === 0 || s.lastBurro < 7) return s.sheets.map(() => 0);
  const others = s.sheets
    .filter((sh) => !sh.mule)
    .reduce((v, sh) => v + (sh.deliveries.find((d) => d.burro === 7)?.value ?? 0), 0);
  const share = Math.floor((others * MULE_SHARE) / buyers);
  return s.sheets.map((sh) => (sh.mule ? share : 0));
}

export function endGame(n: CoalState, rng: Random): void {
  const pony = ponyPrizes(n),
    mule = muleShares(n);
  n.sheets.forEach((sh, seat) => {
    const geodeDie = sh.stash["?"] > 0 ? rng.die(`seat:${seat}/end/geodes`) : null;
    const geodes = geodeDie ? sh.stash["?"] * ROCKHOUNDS[geodeDie - 1] : 0;
    const sheriff = SHERIFF_PAY[sh.sheriff];
    sh.stash["?"] = 0;
    sh.endPay = { pony: pony[seat], geodes, geodeDie, sheriff, mule: mule[seat] };
    sh.cash += pony[seat] + geodes + sheriff + mule[seat];
  });
  n.phase = "over";
  n.stage = { waiting: [] };
}

export function result(s: CoalState): GameResult | null {
  if (s.phase !== "over") return null;
  const scores = s.sheets.map((sh) => sh.cash);
  const key = (seat: Seat) => [scores[seat], stashValue(s.sheets[seat].stash)];
  const order = scores
    .map((_, seat) => seat)
    .sort((a, b) => key(b)[0] - key(a)[0] || key(b)[1] - key(a)[1] || a - b);
  const ranking: Seat[][] = [];
  for (const seat of order) {
    const last = ranking.at(-1);
    if (last && key(last[0]).every((v, i) => v === key(seat)[i])) last.push(seat);
    else ranking.push([seat]);
  }
  return { ranking, scores };
}
