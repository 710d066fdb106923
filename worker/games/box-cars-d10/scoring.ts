/**
 * Box Cars scoring (ruling 4), pure, shared by the rules, the bot and the sheet's line-by-line preview.
 */
import type { Face } from "./types";

export const LOCOMOTIVE = 1,
  CABOOSE = 2,
  MAIL = 3,
  SLEEPER = 4,
  COACH = 5,
  BOX = 6,
  TANK = 7,
  HOPPER = 8,
  WAY_CAR = 9,
  BREAKDOWN = 0;

export const FACE_NAMES: Readonly<Record<Face, string>> = {
  1: "Locomotive",
  2: "Caboose",
  3: "Mail Car",
  4: "Sleeper Car",
  5: "Coach",
  6: "Box Car",
  7: "Tank",
  8: "Hopper",
  9: "Way Car",
  0: "Breakdown",
};

/** The cars that score "X of a kind". */
export const KINDS: readonly Face[] = [SLEEPER, COACH, BOX, TANK, HOPPER];

/** Points for 0..8 of a kind; 8 or more score the same. */
export const OF_A_KIND = [0, 5, 20, 40, 60, 80, 100, 120, 140] as const;
const KIND_WORDS = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight or more"];

/** The face a d10 shows for `Random.die(stream, 10)`'s 1..10 (10 is the face printed 0, Breakdown). */
export function faceOf(roll: number): Face {
  if (!Number.isInteger(roll) || roll < 1 || roll > 10) throw new RangeError(`not a d10 roll: ${roll}`);
  return (roll % 10) as Face;
}

export type LineKey =
  | "no-locomotive"
  | "locomotive"
  | "caboose"
  | "no-caboose"
  | "mail"
  | "way-car"
  | "breakdown"
  | "kind"
  | "passenger-bonus"
  | "freight-bonus";

export interface ScoreLine {
  key: LineKey;
  /** The face the line is about (for "kind" and the single-car lines). */
  face?: Face;
  /** How many dice show that face. */
  count?: number;
  label: string;
  points: number;
}

export interface Score {
  lines: ScoreLine[];
  total: number;
}

/** Dice per face, indexed by face 0..9. */
export function countFaces(faces: readonly Face[]): number[] {
  const counts = Array<number>(10).fill(0);
  for (const f of faces) counts[f]++;
  return counts;
}

const times = (name: string, n: number) => (n > 1 ? `${name} ×${n}` : name);

/** Scores a turn's final dice, one line per rule that applies (in the order of the rules' table). */
export function scoreDice(faces: readonly Face[]): Score {
  const n = countFaces(faces);
  if (n[LOCOMOTIVE] === 0) {
    return {
      lines: [{ key: "no-locomotive", label: "No Locomotive: the turn scores nothing", points: 0 }],
      total: 0,
    };
  }
  const lines: ScoreLine[] = [];
  const single = (key: LineKey, face: Face) =>
    lines.push({
      key,
      face,
      count: n[face],
      label: n[face] > 1 ? `${times(FACE_NAMES[face], n[face])} (one counts)` : FACE_NAMES[face],
      points: 10,
    });
  single("locomotive", LOCOMOTIVE);
  if (n[CABOOSE] > 0) single("caboose", CABOOSE);
  else lines.push({ key: "no-caboose", face: CABOOSE, count: 0, label: "No Caboose", points: -10 });
  if (n[MAIL] > 0) single("mail", MAIL);
  if (n[WAY_CAR] > 0)
    lines.push({
      key: "way-car",
      face: WAY_CAR,
      count: n[WAY_CAR],
      label: times(FACE_NAMES[WAY_CAR], n[WAY_CAR]),
      points: 0,
    });
  if (n[BREAKDOWN] > 0) {
    lines.push({
      key: "breakdown",
      face: BREAKDOWN,
      count: n[BREAKDOWN],
      label: times(FACE_NAMES[BREAKDOWN], n[BREAKDOWN]),
      points: -10 * n[BREAKDOWN],
    });
  }
  for (const face of KINDS) {
    const c = n[face];
    if (c === 0) continue;
    const k = Math.min(c, 8);
    lines.push({
      key: "kind",
      face,
      count: c,
      label: `${times(FACE_NAMES[face], c)}: ${KIND_WORDS[k]} of a Kind`,
      points: OF_A_KIND[k],
    });
  }
  const passengers = n[SLEEPER] + n[COACH],
    freight = n[BOX] + n[TANK] + n[HOPPER];
  if (passengers >= 2 && freight === 0)
    lines.push({ key: "passenger-bonus", label: "Passenger Car Bonus", points: 10 });
  if (freight >= 2 && passengers === 0)
    lines.push({ key: "freight-bonus", label: "Freight Car Bonus", points: 10 });
  return { lines, total: lines.reduce((sum, line) => sum + line.points, 0) };
}

/** The total only, without building lines (for the bot's inner loops). */
export function scoreCounts(n: readonly number[]): number {
  if (n[LOCOMOTIVE] === 0) return 0;
  let total = 10 + (n[CABOOSE] > 0 ? 10 : -10) + (n[MAIL] > 0 ? 10 : 0) - 10 * n[BREAKDOWN];
  for (const face of KINDS) total += OF_A_KIND[Math.min(n[face], 8)];
  const passengers = n[SLEEPER] + n[COACH],
    freight = n[BOX] + n[TANK] + n[HOPPER];
  if ((passengers >= 2 && freight === 0) || (freight >= 2 && passengers === 0)) total += 10;
  return total;
}
