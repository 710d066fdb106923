import { describe, expect, it } from "vitest";
import { update } from "../../worker/ratings/glicko2";

describe("Glicko-2", () => {
  it("gives the numbers of Glickman's worked example", () => {
    // "Example of the Glicko-2 system", section 3: a 1500/200 player, volatility 0.06, τ = 0.5,
    // beats a 1400/30 player and loses to 1550/100 and 1700/300.
    const after = update({ rating: 1500, rd: 200, vol: 0.06 }, [
      { opponent: { rating: 1400, rd: 30, vol: 0.06 }, score: 1 },
      { opponent: { rating: 1550, rd: 100, vol: 0.06 }, score: 0 },
      { opponent: { rating: 1700, rd: 300, vol: 0.06 }, score: 0 },
    ]);
    // The paper rounds to four places on the Glicko-2 scale (μ' = -0.2069, φ' = 0.8722), then
    // converts: 1464.06 and 151.52. Unrounded, the rating is 1464.0507.
    expect(((after.rating - 1500) / 173.7178).toFixed(4)).toBe("-0.2069");
    expect((after.rd / 173.7178).toFixed(4)).toBe("0.8722");
    expect(Math.abs(after.rating - 1464.06)).toBeLessThan(0.01);
    expect(after.rd.toFixed(2)).toBe("151.52");
    // σ' = 0.059996, which the paper writes to five places as 0.05999.
    expect(after.vol.toFixed(6)).toBe("0.059996");
    expect(String(after.vol).slice(0, 7)).toBe("0.05999");
  });

  it("only widens the deviation over a period without games", () => {
    const after = update({ rating: 1500, rd: 200, vol: 0.06 }, []);
    expect(after.rating).toBe(1500);
    expect(after.rd).toBeCloseTo(Math.sqrt((200 / 173.7178) ** 2 + 0.06 ** 2) * 173.7178, 9);
  });
});
