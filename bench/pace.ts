/**
 * Keeps a bench client under one of the Worker's rate limits, as a real client must: the limit is
 * read from wrangler.toml (the one deployed), and a request waits until fewer than `limit` of the
 * same key's requests were answered in the last `period`. Counting from the answers is safe under
 * any window the limiter keeps: each earlier request was counted by the time it was answered.
 */
import path from "node:path";
import { unstable_readConfig } from "wrangler";
import { ROOT } from "./dev-server";

export interface Limit {
  limit: number;
  periodMs: number;
}

/** `name`'s simple limit in wrangler.toml (e.g. WRITE_LIMIT: 120 a minute). */
export function configuredLimit(name: string): Limit {
  const limits: { name: string; simple: { limit: number; period: number } }[] = unstable_readConfig({
    config: path.join(ROOT, "wrangler.toml"),
  }).ratelimits;
  const found = limits.find((r) => r.name === name);
  if (!found) throw new Error(`wrangler.toml has no rate limit named ${name}`);
  return { limit: found.simple.limit, periodMs: found.simple.period * 1000 };
}

const KEEP_ALIVE_MS = 3000;

export class Pacer {
  readonly #answered = new Map<string, number[]>();
  /** Milliseconds spent waiting so far, over all keys. */
  waitedMs = 0;

  constructor(readonly rule: Limit) {}

  /**
   * Resolves when one more request for `key` stays within the limit; while it waits, calls
   * `meanwhile` every few seconds (e.g. to keep a room from being evicted for idleness).
   */
  async ready(key: string, meanwhile?: () => Promise<unknown>): Promise<void> {
    const times = this.#answered.get(key) ?? [];
    const since = performance.now() - this.rule.periodMs;
    while (times.length && times[0] <= since) times.shift();
    this.#answered.set(key, times);
    if (times.length < this.rule.limit) return;
    const until = times[times.length - this.rule.limit] + this.rule.periodMs + 1;
    this.waitedMs += until - performance.now();
    for (let left = until - performance.now(); left > 0; left = until - performance.now()) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(left, KEEP_ALIVE_MS)));
      if (meanwhile && until - performance.now() > 0) await meanwhile();
    }
  }

  /** Records that `key`'s request was answered (call it after the response arrives). */
  answered(key: string): void {
    this.#answered.get(key)?.push(performance.now()) ?? this.#answered.set(key, [performance.now()]);
  }
}
