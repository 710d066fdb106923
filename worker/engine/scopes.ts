/**
 * Bounded dice counters. A stream name is a path of what it serves (`seat:2/turn:4/move`,
 * `table/round:3`); a `turn:`, `round:` or `trip:` segment counts up and never comes back. So once
 * a stream is drawn from, the same path with an earlier number there is over: its counter can be
 * dropped. That changes no die (a dropped stream is never drawn from again) and keeps the stored
 * snapshot from growing with the game. The room applies it before storing; replays need not.
 */
import type { Draw } from "./dice";

const SEQUENCE = /(?:^|\/)((?:turn|round|trip):)(\d+)(?=\/|$)/g;

/** `counters` without the streams whose scope the streams of `draws` ended. */
export function endScopes(counters: Record<string, number>, draws: Draw[]): Record<string, number> {
  const kept = { ...counters };
  for (const stream of new Set(draws.map((d) => d.stream))) {
    for (const match of stream.matchAll(SEQUENCE)) {
      const prefix =
        stream.slice(0, match.index + match[0].length - match[1].length - match[2].length) + match[1];
      const number = Number(match[2]);
      for (const other of Object.keys(kept)) {
        if (!other.startsWith(prefix)) continue;
        const rest = /^(\d+)(\/|$)/.exec(other.slice(prefix.length));
        if (rest && Number(rest[1]) < number) delete kept[other];
      }
    }
  }
  return kept;
}
