/**
 * Minerals, their letters and their values (the sheet's price list: Silver $12, Tin $8, Coal $5,
 * Borax $3). `?` is a geode, worth a Rockhounds roll when cracked; `M` (Pony Express mail) is worth
 * nothing on delivery and is the least valuable thing a bandit can take.
 */
export type Mineral = "S" | "T" | "C" | "B" | "?";

export const MINERALS: readonly Mineral[] = ["S", "T", "C", "B", "?"];

export const MINERAL_NAMES: Record<Mineral, string> = {
  S: "Silver",
  T: "Tin",
  C: "Coal",
  B: "Borax",
  "?": "Geode",
};

/** Dollar value on delivery; a geode's is a Rockhounds roll instead. */
export const VALUE: Record<Exclude<Mineral, "?">, number> = { S: 12, T: 8, C: 5, B: 3 };

/** Counts by mineral: a stash, or a burro's load. */
export type Stash = Record<Mineral, number>;

export const emptyStash = (): Stash => ({ S: 0, T: 0, C: 0, B: 0, "?": 0 });

/** Dollar value of the minerals (geodes count nothing: their worth is a roll). */
export const stashValue = (s: Stash): number => s.S * VALUE.S + s.T * VALUE.T + s.C * VALUE.C + s.B * VALUE.B;

/** The letters of a stash, most valuable first (the canonical order of a load). */
export function stashLetters(s: Stash): Mineral[] {
  return MINERALS.flatMap((m) => Array<Mineral>(s[m]).fill(m));
}

export function stashOf(letters: readonly string[]): Stash {
  const s = emptyStash();
  for (const l of letters) s[l as Mineral]++;
  return s;
}
