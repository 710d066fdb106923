/**
 * Each railroad's share of destination chances, and per 1,000 of its price: the US board under the
 * BOXCARS region table and the RAIL BARON 1977 one, then the British board (`npx tsx scripts/rail-shares.ts`).
 */
import { railroadShares } from "../worker/games/boxcars-rails/analysis";
import { board } from "../worker/games/boxcars-rails/data";

const us = board("us"),
  gb = board("gb");
const boxcars = railroadShares(us, "boxcars"),
  old = new Map(railroadShares(us, "1977").map((r) => [r.id, r]));
const pct = (n: number, digits = 1) => `${(100 * n).toFixed(digits)}%`;
console.log("| railroad | price | share (BOXCARS) | per $1,000 | share (1977) | per $1,000 |");
console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
for (const r of boxcars) {
  const o = old.get(r.id)!;
  console.log(
    `| ${r.id} | ${us.money(r.price)} | ${pct(r.share)} | ${pct(r.perThousand, 2)} | ${pct(o.share)} | ${pct(o.perThousand, 2)} |`,
  );
}
console.log("\n| company (British board, a reconstruction) | price (invented) | share | per £1,000 |");
console.log("| --- | ---: | ---: | ---: |");
for (const r of railroadShares(gb))
  console.log(`| ${r.id} | ${gb.money(r.price)} | ${pct(r.share)} | ${pct(r.perThousand, 2)} |`);
