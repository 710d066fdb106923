/**
 * Plausible-but-wrong moves for the property harness (`fuzz`): a die used twice, a claim under the
 * dig number, a chamber not open, a visit without a pair or a second one, a purchase without cash, a
 * card of the other mode, a burro over its slots or with minerals not in the stash, ammo or tonic not
 * owned, a second bonus letter. Every one must be refused by `apply`.
 */
import type { Seat } from "../../engine/types";
import { CHAMBERS } from "./data/mine";
import { MINERALS, stashLetters, type Mineral } from "./data/minerals";
import { AMMO_PRICE, TACK_PRICE } from "./data/tables";
import { burroSlots } from "./rules/effects";
import { availableChambers } from "./rules/mine";
import { CLAIMED, type CoalState } from "./types";

export function fuzz(s: CoalState, seat: Seat): unknown[] {
  const sh = s.sheets[seat];
  const out: unknown[] = [
    { type: "bonus", letter: "Z" },
    { type: "dig", chamber: "9X9", die: 0 },
    { type: "load", minerals: ["M"] },
  ];
  const open = availableChambers(sh);
  const closed = CHAMBERS.findIndex((_, i) => sh.mine[i] !== CLAIMED && !open.includes(i));
  if (s.phase === "throw") {
    const used = sh.used.findIndex(Boolean);
    if (used >= 0 && open.length) out.push({ type: "dig", chamber: CHAMBERS[open[0]].id, die: used });
    if (closed >= 0) out.push({ type: "dig", chamber: CHAMBERS[closed].id, die: 0 });
    out.push({ type: "claim", chamber: CHAMBERS[open[0] ?? 0].id, dice: [0, 0] });
    out.push({ type: "dig", chamber: CHAMBERS[open[0] ?? 0].id, die: s.roll.length });
    for (const i of open) {
      const free = s.roll.map((v, d) => ({ v, d })).filter(({ d }) => !sh.used[d]);
      const sum = free.reduce((a, b) => a + b.v, 0);
      if (sh.mine[i] < CHAMBERS[i].bubbles && sum < CHAMBERS[i].dig)
        out.push({ type: "claim", chamber: CHAMBERS[i].id, dice: free.map((f) => f.d) });
      if (sh.tonics === 0 && sh.mine[i] < CHAMBERS[i].bubbles && sum < CHAMBERS[i].dig)
        out.push({ type: "claim", chamber: CHAMBERS[i].id, dice: free.map((f) => f.d), tonics: 9 });
    }
    const single = s.roll.findIndex((v) => s.roll.filter((w) => w === v).length === 1);
    if (single >= 0) out.push({ type: "visit", card: "sheriff", die: single });
    const pair = s.roll.findIndex((v, d) => s.roll.filter((w) => w === v).length >= 2 && !sh.used[d]);
    if (pair >= 0) {
      if (sh.visited) out.push({ type: "visit", card: "sheriff", die: pair });
      if (sh.cash < TACK_PRICE && !sh.tack) out.push({ type: "visit", card: "tack", die: pair });
      out.push({ type: "visit", card: "ammo", die: pair, count: Math.floor(sh.cash / AMMO_PRICE) + 1 });
      out.push({ type: "visit", card: s.solo ? "mule" : "sugarfoot", die: pair });
      out.push({ type: "visit", card: s.solo ? "pony" : "cowpunch", die: pair });
    }
  }
  if (s.phase === "throw" && s.dice === 1 && s.lone > 0) out.push({ type: "bonus", letter: "C" });
  if (s.phase === "letters" && sh.letter !== null) out.push({ type: "bonus", letter: "A" });
  if (s.phase === "delivery" && sh.burro && !sh.burro.loaded) {
    const missing = MINERALS.find((m) => sh.stash[m] === 0);
    if (missing) out.push({ type: "load", minerals: [missing] });
    const over: Mineral[] = [
      ...stashLetters(sh.stash),
      ...Array<Mineral>(burroSlots(sh) + 1).fill("B"),
    ].slice(0, burroSlots(sh) + 1);
    out.push({ type: "load", minerals: over });
  }
  if (s.phase === "delivery" && sh.burro?.loaded) {
    if (sh.ammo === 0) out.push({ type: "fight" });
    if (sh.tonics === 0) out.push({ type: "tonic", die: 0 });
  }
  if (!(sh.burro && sh.burro.dice.length > 2)) out.push({ type: "tonic", die: 2 });
  if (sh.pending?.kind !== "gamble") out.push({ type: "hit" });
  out.push({ type: "hideout", burro: 9 });
  return out;
}
