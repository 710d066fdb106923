/** The plausible-but-wrong moves the property harness throws at roll & write's `apply`. */
import { canonical } from "../../engine/canonical";
import type { Seat } from "../../engine/types";
import { legalMoves } from "./legal";
import type { BoxcarsMove, BoxcarsState } from "./types";

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
