import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { utf8ToBytes } from "@noble/hashes/utils.js";
import { describe, expect, it } from "vitest";
import { commitmentOf, SeededRandom } from "../../worker/engine/random";

const entropy = { serverSeed: `${"00".repeat(31)}2a`, gameId: "g1", clientSeeds: ["a", "b"] };

/** The documented formula, computed independently of Random: word c of a stream. */
function documented(stream: string, counter: number): number {
  const key = new Uint8Array(32);
  key[31] = 0x2a;
  const mac = hmac(sha256, key, utf8ToBytes(`g1|["a","b"]|${stream}|${Math.floor(counter / 8)}`));
  return new DataView(mac.buffer).getUint32((counter % 8) * 4);
}

describe("Random (committed seed)", () => {
  it.each([6, 10, 2 ** 31 + 1])(
    "draws d%i values by the documented HMAC formula, rejecting raw values at or above the largest multiple",
    (sides) => {
      const rng = new SeededRandom(entropy);
      const values = rng.dice("seat:0/turn:1", 40, sides);
      const limit = 2 ** 32 - (2 ** 32 % sides);
      let counter = 0;
      const expected = values.map(() => {
        for (;;) {
          const x = documented("seat:0/turn:1", counter++);
          if (x < limit) return (x % sides) + 1;
        }
      });
      expect(values).toEqual(expected);
      expect(rng.counters["seat:0/turn:1"]).toBe(counter);
      // With 2^31 + 1 faces about half of all raw values are rejected, so rejection really ran.
      if (sides > 2 ** 31) expect(counter).toBeGreaterThan(60);
    },
  );

  it("gives each game its own dice when many games draw in turn (the keyed HMACs are memoised per seed)", () => {
    const seeds = Array.from({ length: 40 }, (_, i) => i.toString(16).padStart(64, "0"));
    const alone = seeds.map((serverSeed) => new SeededRandom({ ...entropy, serverSeed }).dice("s", 20));
    // The same games again, interleaved die by die, and with more seeds than the memo keeps.
    const rngs = seeds.map((serverSeed) => new SeededRandom({ ...entropy, serverSeed }));
    const together = seeds.map(() => [] as number[]);
    for (let k = 0; k < 20; k++) rngs.forEach((rng, i) => together[i].push(rng.die("s")));
    expect(together).toEqual(alone);
    expect(new Set(alone.map((d) => d.join())).size).toBe(seeds.length);
    expect(new SeededRandom(entropy).dice("seat:0/turn:1", 8)).toEqual(
      Array.from({ length: 8 }, (_, c) => (documented("seat:0/turn:1", c) % 6) + 1),
    );
  });

  it("keeps streams independent: one stream's draws never shift another's", () => {
    const a = new SeededRandom(entropy),
      b = new SeededRandom(entropy);
    a.dice("seat:1/turn:1", 5);
    expect(a.dice("seat:0/turn:1", 6)).toEqual(b.dice("seat:0/turn:1", 6));
  });

  it("depends on every part of the entropy", () => {
    const base = new SeededRandom(entropy).dice("s", 12).join();
    expect(new SeededRandom({ ...entropy, gameId: "g2" }).dice("s", 12).join()).not.toBe(base);
    expect(new SeededRandom({ ...entropy, clientSeeds: ["b", "a"] }).dice("s", 12).join()).not.toBe(base);
    expect(new SeededRandom({ ...entropy, serverSeed: "11".repeat(32) }).dice("s", 12).join()).not.toBe(base);
  });

  it("continues a stream from saved counters", () => {
    const whole = new SeededRandom(entropy).dice("s", 10);
    const first = new SeededRandom(entropy);
    const head = first.dice("s", 4);
    const tail = new SeededRandom(entropy, first.counters).dice("s", 6);
    expect([...head, ...tail]).toEqual(whole);
  });

  it("gives every face of a d6 and a d10 about equally often", () => {
    const rng = new SeededRandom(entropy);
    for (const sides of [6, 10]) {
      const counts = new Array(sides).fill(0);
      const n = 6000;
      for (let i = 0; i < n; i++) counts[rng.die(`chi/${sides}`, sides) - 1]++;
      const expected = n / sides;
      const chi2 = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
      expect(chi2).toBeLessThan(sides === 6 ? 20.5 : 27.9); // p = 0.001 critical values
    }
  });

  it("refuses stream names with the separator", () => {
    expect(() => new SeededRandom(entropy).die("a|b")).toThrow(RangeError);
  });

  it("commits with sha256 of the seed bytes", () => {
    expect(commitmentOf("00".repeat(32))).toBe(
      "66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925",
    );
  });
});
