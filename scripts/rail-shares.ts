/**
 * Each railroad's share of destination chances, and per $1,000 of its price, from the BOXCARS board
 * data under the BOXCARS region table and the RAIL BARON 1977 one: `npx tsx scripts/rail-shares.ts`.
 */
import { railroadShares } from "../worker/games/boxcars-rails/analysis";

const boxcars = railroadShares("boxcars"), old = new Map(railroadShares("1977").map((r) => [r.id, r]));
const pct = (n: number, digits = 1) => `${(100 * n).toFixed(digits)}%`;
console.log("| railroad | price | share (BOXCARS) | per $1,000 | share (1977) | per $1,000 |");
console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
for (const r of boxcars) {
  const o = old.get(r.id)!;
  console.log(`| ${r.id} | $${r.price.toLocaleString("en-US")} | ${pct(r.share)} | ${pct(r.perThousand, 2)} | ${pct(o.share)} | ${pct(o.perThousand, 2)} |`);
}
