/**
 * Glicko-2, as Mark Glickman describes it in "Example of the Glicko-2 system" (Boston University,
 * 2013; http://www.glicko.net/glicko/glicko2.pdf): one rating period's update of one player from the
 * results against opponents whose ratings are taken as they stood at the start of the period. Pure.
 */

/** A rating on the Glicko scale (1500 ± RD) with its volatility. */
export interface Rating {
  rating: number;
  rd: number;
  vol: number;
}

/** One result of a period: the opponent as they stood at its start, and the score (1 win, 0.5 draw, 0 loss). */
export interface Outcome {
  opponent: Rating;
  score: number;
}

/** Glickman's scale factor between the Glicko and Glicko-2 scales (400 / ln 10). */
export const SCALE = 173.7178;
/** The convergence tolerance of the volatility iteration (the paper's ε). */
const EPSILON = 0.000001;

export const NEW_PLAYER: Rating = { rating: 1500, rd: 350, vol: 0.06 };
/** The system constant τ, which limits how fast volatility changes (the paper suggests 0.3 to 1.2). */
export const TAU = 0.5;

const g = (phi: number) => 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
const expected = (mu: number, muJ: number, phiJ: number) => 1 / (1 + Math.exp(-g(phiJ) * (mu - muJ)));

/**
 * A player's rating after a period with `outcomes` (steps 2 to 8 of the paper). A period without
 * games only widens the deviation (step 6 alone).
 */
export function update(player: Rating, outcomes: Outcome[], tau = TAU): Rating {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;
  if (outcomes.length === 0) return { ...player, rd: Math.sqrt(phi * phi + player.vol * player.vol) * SCALE };
  let vInverse = 0;
  let sum = 0;
  for (const { opponent, score } of outcomes) {
    const muJ = (opponent.rating - 1500) / SCALE;
    const phiJ = opponent.rd / SCALE;
    const e = expected(mu, muJ, phiJ);
    vInverse += g(phiJ) ** 2 * e * (1 - e);
    sum += g(phiJ) * (score - e);
  }
  const v = 1 / vInverse;
  const delta = v * sum;
  const vol = newVolatility(phi, player.vol, v, delta, tau);
  const phiStar = Math.sqrt(phi * phi + vol * vol);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * sum;
  return { rating: muNew * SCALE + 1500, rd: phiNew * SCALE, vol };
}

/** Step 5: the new volatility, by the Illinois algorithm (a regula falsi that always converges). */
function newVolatility(phi: number, sigma: number, v: number, delta: number, tau: number): number {
  const a = Math.log(sigma * sigma);
  const f = (x: number) => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - d)) / (2 * d * d) - (x - a) / (tau * tau);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) B = Math.log(delta * delta - phi * phi - v);
  else {
    let k = 1;
    while (f(a - k * tau) < 0) k++;
    B = a - k * tau;
  }
  let fA = f(A);
  let fB = f(B);
  while (Math.abs(B - A) > EPSILON) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else fA /= 2;
    B = C;
    fB = fC;
  }
  return Math.exp(A / 2);
}
