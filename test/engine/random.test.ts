import { describe, expect, it } from "vitest";
import { commitmentOf, Random } from "../../worker/engine/random";

const entropy = { serverSeed: "00".repeat(32), gameId: "g1", clientSeeds: ["a", "b"] };

describe("Random", () => {
  it("is deterministic per stream and counter", () => {
    const a = new Random(entropy), b = new Random(entropy);
    expect(a.dice("seat:0/turn:1", 6)).toEqual(b.dice("seat:0/turn:1", 6));
  });
  it("commitment is sha256 of the seed bytes", () => {
    expect(commitmentOf("00".repeat(32))).toBe("66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925");
  });
});
