/**
 * The mine map: a RECONSTRUCTION. The player sheet is not published; this layout is ours, built to
 * agree with every clue of the rules text and ruling 4, then tuned by
 * simulation (ruling 8; see calibration.ts).
 *
 * Shape: a central tunnel from the entrance (row 1) to the back (row 6). Rows 1-5 have a left and a
 * right arm of chambers, worked from the tunnel outward (only the innermost unclaimed chamber of an
 * arm is available). The back row has one chamber at the tunnel's end (Silver 12) and an arm on each
 * side of it, reachable once that centre chamber is claimed.
 *
 * Clues it satisfies (Appendix One and the digging example):
 * - two Borax 3 next to the tunnel at the entrance (Alan's "one of the Borax deposits marked 3"), and
 *   the next Borax outward has two dig bubbles (the example's "both DIG boxes");
 * - two Coal 5 available at once (you claim one with a 5, later another "Coal marked 5");
 * - three Tin 6 next to the tunnel (Alan claims three Tin with 6s on three throws);
 * - the back centre Silver 12 has three bubbles, and so does the Silver beside it (two digs with 1
 *   and 6 do not claim it, a third dig with a 4 fills it, a 2 then claims it);
 * - outward chambers are harder (higher dig number or more bubbles) than inner ones.
 *
 * Why these numbers (ruling 4's ranges, then calibration, see calibration.ts):
 * - Dig numbers: Borax 3-5, Coal 5-9, Tin 6-8, Silver 10-14. A chamber costs at most bubbles + 1
 *   dice (fill every bubble, then any die claims it), so bubbles set its price in dice: inner
 *   chambers 1-2, outer Coal and Tin 3, outer Silver 4.
 * - Dice are plentiful (about 50 throws a game, 2 dice each on average), so what a good player
 *   delivers is close to the whole mine's value: the mine's size is the main lever on the score.
 *   A first map with 7 Silver and 9 Tin (about $240 of minerals) gave a solo bot a median of $385;
 *   this one has 6 Silver, 5 Tin, 15 Coal, 5 Borax (about $200), 3 geodes and 4 bones.
 * - 15 Coal: Coal Baron's 12 must be reachable while Silver and Tin ride the burros (the bot
 *   reports in about 60% of solo games).
 * - Geodes (?) and the four lizard bones sit on outer chambers, so they are a reason to dig deep.
 */
import type { Mineral } from "./minerals";

export interface Chamber {
  /** `<row><side><n>`: row 1 (entrance) to 6 (back), side L/R (C: the back centre), n from the tunnel. */
  id: string;
  mineral: Mineral;
  /** Claimed by one die or a sum of dice meeting or exceeding it. */
  dig: number;
  /** Dig bubbles: once all are filled, any one die claims the chamber. */
  bubbles: number;
  /** A lizard bone found with the mineral (for Big Lizard Bones). */
  bone?: true;
}

type Spec = [Mineral, number, number, "bone"?];

/** Rows 1-5: [left arm, right arm], each from the tunnel outward. */
const ROWS: [Spec[], Spec[]][] = [
  [
    [
      ["B", 3, 1],
      ["B", 4, 2],
      ["C", 6, 3],
    ],
    [
      ["B", 3, 1],
      ["B", 4, 2],
      ["?", 6, 2],
    ],
  ],
  [
    [
      ["C", 5, 2],
      ["C", 6, 2],
      ["T", 8, 3],
    ],
    [
      ["C", 5, 2],
      ["C", 6, 2],
      ["C", 7, 3, "bone"],
    ],
  ],
  [
    [
      ["T", 6, 2],
      ["C", 6, 3],
    ],
    [
      ["T", 6, 2],
      ["T", 7, 3],
      ["?", 8, 3],
    ],
  ],
  [
    [
      ["T", 6, 2],
      ["C", 7, 3, "bone"],
      ["S", 10, 4],
    ],
    [
      ["C", 6, 2],
      ["C", 7, 3],
      ["C", 9, 3, "bone"],
    ],
  ],
  [
    [
      ["C", 6, 2],
      ["?", 9, 3],
    ],
    [
      ["C", 6, 2],
      ["B", 5, 2],
      ["S", 11, 4, "bone"],
    ],
  ],
];
/** The back row: the centre, then each arm outward. */
const BACK_CENTRE: Spec = ["S", 12, 3];
const BACK_ARMS: [Spec[], Spec[]] = [
  [
    ["S", 13, 3],
    ["C", 7, 3],
  ],
  [
    ["S", 13, 3],
    ["S", 14, 4],
    ["C", 7, 3],
  ],
];

const chamber = (id: string, [mineral, dig, bubbles, bone]: Spec): Chamber => ({
  id,
  mineral,
  dig,
  bubbles,
  ...(bone ? { bone: true as const } : {}),
});

/** Every chamber, in a fixed order (a sheet's mine state is indexed by it). */
export const CHAMBERS: readonly Chamber[] = [
  ...ROWS.flatMap(([left, right], r) => [
    ...left.map((spec, i) => chamber(`${r + 1}L${i + 1}`, spec)),
    ...right.map((spec, i) => chamber(`${r + 1}R${i + 1}`, spec)),
  ]),
  chamber("6C", BACK_CENTRE),
  ...BACK_ARMS[0].map((spec, i) => chamber(`6L${i + 1}`, spec)),
  ...BACK_ARMS[1].map((spec, i) => chamber(`6R${i + 1}`, spec)),
];

export const CHAMBER_INDEX: ReadonlyMap<string, number> = new Map(CHAMBERS.map((c, i) => [c.id, i]));

/**
 * The chamber that must be claimed before each one (the next one toward the tunnel), or null for a
 * chamber on the tunnel. The back arms start behind the back centre.
 */
export const INNER: readonly (number | null)[] = CHAMBERS.map((c) => {
  if (c.id === "6C") return null;
  const n = Number(c.id.slice(2));
  if (n === 1) return c.id.startsWith("6") ? CHAMBER_INDEX.get("6C")! : null;
  return CHAMBER_INDEX.get(`${c.id.slice(0, 2)}${n - 1}`)!;
});

/** The rows for drawing the map: per row, the left arm (tunnel outward), the right arm, and the centre. */
export const MAP: { row: number; left: string[]; right: string[]; centre?: string }[] = [
  ...ROWS.map(([left, right], r) => ({
    row: r + 1,
    left: left.map((_, i) => `${r + 1}L${i + 1}`),
    right: right.map((_, i) => `${r + 1}R${i + 1}`),
  })),
  {
    row: 6,
    centre: "6C",
    left: BACK_ARMS[0].map((_, i) => `6L${i + 1}`),
    right: BACK_ARMS[1].map((_, i) => `6R${i + 1}`),
  },
];

export const BONE_COUNT = CHAMBERS.filter((c) => c.bone).length;
