/**
 * Roll & write's moves: their shape, every move a seat may make now (the list is complete), and the
 * plausible-but-wrong moves the property harness throws at `apply`. Lists stay small: a roll offers
 * the subsets of the dice that may stay lying (at most 64), Re-roll the subsets of the table dice
 * (at most 127), and a write only the next empty box of each region (at most 31 regions per value).
 */
import * as z from "zod/mini";
import { canonical } from "../../engine/canonical";
import type { Seat } from "../../engine/types";
import {
  activeWrites,
  answerWrites,
  bonusDice,
  canUse,
  lockedFaces,
  optionalDice,
  pickable,
  pool,
} from "./flow";
import type { BoxcarsMove, BoxcarsState } from "./types";

const die = z.int().check(z.minimum(0), z.maximum(6));
const dice = z.array(die).check(z.maxLength(7));

/** Shapes only; whether a move is legal now is `apply`'s job (rules.ts). */
const writeStep = {
  box: z.string().check(z.maxLength(12)),
  value: z.optional(z.int()),
  power: z.optional(z.enum(["up", "down", "order", "split"])),
};

/** At most one write per die taken (seven, and a bonus die) — the longest a turn's writing can be. */
export const MAX_BATCH = 8;

export const moveSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("roll"), keep: dice }),
  z.strictObject({ type: z.literal("reroll"), dice }),
  z.strictObject({ type: z.literal("change"), die, face: z.int() }),
  z.strictObject({ type: z.literal("pick"), value: z.int() }),
  z.strictObject({ type: z.literal("bonus"), die }),
  z.strictObject({ type: z.literal("write"), ...writeStep }),
  z.strictObject({
    type: z.literal("writes"),
    writes: z.array(z.strictObject(writeStep)).check(z.minLength(1), z.maxLength(MAX_BATCH)),
  }),
  z.strictObject({ type: z.literal("done") }),
  z.strictObject({ type: z.literal("pass") }),
  z.strictObject({ type: z.literal("lock"), die }),
]);

export function subsets(items: number[], nonEmpty = false): number[][] {
  const out: number[][] = [];
  for (let mask = nonEmpty ? 1 : 0; mask < 1 << items.length; mask++)
    out.push(items.filter((_, i) => mask & (1 << i)));
  return out;
}

export function legalMoves(s: BoxcarsState, seat: Seat): BoxcarsMove[] {
  if (s.phase === "over") return [];
  if (seat === s.active && s.phase !== "wait") return activeMoves(s);
  const answer = s.answers[seat];
  if (!answer || answer.status === "done") return [];
  return [...answerWrites(s, seat).map((w) => ({ type: "write" as const, ...w })), { type: "pass" }];
}

function activeMoves(s: BoxcarsState): BoxcarsMove[] {
  switch (s.phase) {
    case "roll":
      return subsets(optionalDice(s)).map((keep) => ({ type: "roll", keep }));
    case "choose": {
      const moves: BoxcarsMove[] = pickable(s).map((value) => ({ type: "pick", value }));
      if (canUse(s, "reroll"))
        for (const dice of subsets(pool(s), true)) moves.push({ type: "reroll", dice });
      if (canUse(s, "change")) {
        for (const die of pool(s)) {
          for (let face = 1; face <= 6; face++)
            if (face !== s.dice[die]) moves.push({ type: "change", die, face });
        }
      }
      return moves;
    }
    case "write": {
      const writes = activeWrites(s);
      const moves: BoxcarsMove[] = writes.map(({ value, box }) => ({ type: "write", value, box }));
      for (const die of bonusDice(s)) moves.push({ type: "bonus", die });
      if (writes.length === 0) moves.push({ type: "done" });
      return moves;
    }
    case "lock":
      return s.pick!.taken.map((die) => ({ type: "lock", die }));
    default:
      return [];
  }
}

/** Solo: the number a locked die forbids (for messages). */
export function isLockedFace(s: BoxcarsState, value: number): boolean {
  return lockedFaces(s).has(value);
}

const POWERS = ["up", "down", "order", "split"] as const;

/** Near misses of a legal move: the box after or before, the unloader, another value, each power, another die or face. */
function nearMisses(m: BoxcarsMove): BoxcarsMove[] {
  switch (m.type) {
    case "write": {
      const [region, tail] = m.box.split(".");
      const index = tail === "u" ? 1 : Number(tail);
      const out: BoxcarsMove[] = [];
      for (const box of [
        `${region}.${index + 1}`,
        `${region}.${Math.max(1, index - 1)}`,
        `${region}.u`,
        "W.2",
        "B2.1",
        "B1.9",
      ]) {
        out.push({ ...m, box });
        if (m.value !== undefined) out.push({ ...m, box, value: m.value + 1 });
      }
      for (const power of POWERS) out.push({ ...m, power });
      if (m.power) out.push({ type: "write", box: m.box });
      out.push(m.value === undefined ? { ...m, value: 3 } : { type: "write", box: m.box });
      // A batch writing the same box twice, and a good write followed by one refused: all or nothing.
      const { type: _, ...step } = m;
      out.push(
        { type: "writes", writes: [step, step] },
        { type: "writes", writes: [step, { ...step, box: "B1.9" }] },
      );
      return out;
    }
    case "writes":
      return [];
    case "roll":
      return m.keep.length
        ? [
            { type: "roll", keep: [...m.keep].reverse() },
            { type: "roll", keep: [m.keep[0], m.keep[0]] },
          ]
        : [];
    case "reroll":
      return [
        { type: "reroll", dice: [] },
        { type: "reroll", dice: [m.dice[0], m.dice[0]] },
      ];
    case "pick":
      return [
        { type: "pick", value: (m.value % 6) + 1 },
        { type: "pick", value: 0 },
      ];
    case "change":
      return [
        { ...m, face: 7 },
        { ...m, face: 0 },
      ];
    case "bonus":
    case "lock":
      return Array.from({ length: 7 }, (_, d) => ({ ...m, die: d }));
    default:
      return [];
  }
}

/**
 * Moves that look right but are refused now: near misses of every seat's legal moves (a box out of
 * order, a value not taken, a loader power not ready, an unsorted or repeated die, a number not
 * showing...), a move of each kind, and the other seats' moves. The list is complete, so what is
 * listed for `seat` is taken out, and `apply` must refuse all the rest.
 */
export function fuzz(s: BoxcarsState, seat: Seat): BoxcarsMove[] {
  const others = Array.from({ length: s.seats }, (_, other) => legalMoves(s, other)).flat();
  const kinds: BoxcarsMove[] = [
    { type: "roll", keep: [] },
    { type: "pick", value: 1 },
    { type: "done" },
    { type: "pass" },
    { type: "lock", die: 0 },
    { type: "reroll", dice: [0] },
    { type: "change", die: 0, face: 6 },
    { type: "bonus", die: 0 },
    { type: "write", box: "W.1" },
  ];
  const listed = new Set(legalMoves(s, seat).map(canonical));
  const out = new Map<string, BoxcarsMove>();
  for (const move of [...kinds, ...others, ...others.flatMap(nearMisses)]) {
    const key = canonical(move);
    if (!listed.has(key)) out.set(key, move);
  }
  return [...out.values()];
}
