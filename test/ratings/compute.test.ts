import { describe, expect, it } from "vitest";
import { BOT_RATING } from "../../worker/ratings/bots";
import {
  computeRatings,
  PROVISIONAL_RD,
  ratePool,
  shown,
  type RatedGame,
} from "../../worker/ratings/compute";
import { update } from "../../worker/ratings/glicko2";
import { pairsByPlace, placesOf } from "../../worker/ratings/pairs";

const NEW = { rating: 1500, rd: 350, vol: 0.06 };

function game(id: string, endedAt: string, seats: [string | null, number][], name = "mr-natural"): RatedGame {
  return {
    id,
    game: name,
    variant: null,
    endedAt,
    seats: seats.map(([player, place], seat) => ({ seat, player, place })),
  };
}

describe("pairs by place", () => {
  it("turns a four-seat game with a tie into wins, draws and losses against each other seat", () => {
    // Places 1, 2, 2, 4: seat 0 won, seats 1 and 2 tied for second, seat 3 last.
    const pairs = pairsByPlace([
      { seat: 0, place: 1 },
      { seat: 1, place: 2 },
      { seat: 2, place: 2 },
      { seat: 3, place: 4 },
    ]);
    const of = (seat: number) => pairs.filter((p) => p.seat === seat).map((p) => [p.against, p.score]);
    expect(of(0)).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
    ]);
    expect(of(1)).toEqual([
      [0, 0],
      [2, 0.5],
      [3, 1],
    ]);
    expect(of(2)).toEqual([
      [0, 0],
      [1, 0.5],
      [3, 1],
    ]);
    expect(of(3)).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
    ]);
    expect(pairs).toHaveLength(12);
  });

  it("reads places from a ranking, tied seats sharing the better place", () => {
    expect([...placesOf([[2], [0, 3], [1]])].sort()).toEqual([
      [0, 2],
      [1, 4],
      [2, 1],
      [3, 2],
    ]);
  });
});

describe("ratings from rated games", () => {
  it("rates a three-player game as each player's two pairs, in one period", () => {
    const pools = computeRatings([
      game("g1", "2026-01-01T10:00:00Z", [
        ["a", 1],
        ["b", 2],
        ["c", 3],
      ]),
    ]);
    const [a, b, c] = ["a", "b", "c"].map((p) => pools.get("mr-natural")!.find((r) => r.player === p)!);
    const win = update(NEW, [
      { opponent: NEW, score: 1 },
      { opponent: NEW, score: 1 },
    ]);
    const mid = update(NEW, [
      { opponent: NEW, score: 0 },
      { opponent: NEW, score: 1 },
    ]);
    expect(a.rating).toBeCloseTo(win.rating, 2);
    expect(b.rating).toBeCloseTo(mid.rating, 2);
    expect(b.rating).toBeCloseTo(1500, 2); // one win, one loss against equals
    expect(c.rating).toBeCloseTo(3000 - a.rating, 2);
    expect([a, b, c].map((r) => r.games)).toEqual([1, 1, 1]);
    expect(a.provisional).toBe(true);
  });

  it("gives the same numbers whatever order the games come in", () => {
    const games = [
      game("g1", "2026-01-01T10:00:00Z", [
        ["a", 1],
        ["b", 2],
      ]),
      game("g2", "2026-01-01T11:00:00Z", [
        ["b", 1],
        ["c", 2],
      ]),
      game("g3", "2026-01-03T09:00:00Z", [
        ["a", 2],
        ["c", 1],
        [null, 3],
      ]),
    ];
    expect(computeRatings([...games].reverse())).toEqual(computeRatings(games));
  });

  it("counts a bot at its fixed rating and never rates it", () => {
    const pools = computeRatings([
      game("g1", "2026-01-01T10:00:00Z", [
        ["a", 1],
        [null, 2],
      ]),
    ]);
    expect(pools.get("mr-natural")!.map((r) => r.player)).toEqual(["a"]);
    expect(pools.get("mr-natural")![0].rating).toBeCloseTo(
      update(NEW, [{ opponent: BOT_RATING, score: 1 }]).rating,
      2,
    );
  });

  it("keeps rail boards apart", () => {
    const rails = (id: string, variant: string): RatedGame => ({
      ...game(
        id,
        "2026-01-01T10:00:00Z",
        [
          ["a", 1],
          ["b", 2],
        ],
        "boxcars-rails",
      ),
      variant,
    });
    expect([...computeRatings([rails("g1", "us"), rails("g2", "gb")]).keys()]).toEqual([
      "boxcars-rails/gb",
      "boxcars-rails/us",
    ]);
  });

  it("settles a rating once its deviation falls under the threshold, and then a throwaway key cannot move it", () => {
    // "a" plays a settled-making run against bots, one game a day.
    const games: RatedGame[] = [];
    for (let d = 1; d <= 20; d++)
      games.push(
        game(`b${d}`, `2026-01-${String(d).padStart(2, "0")}T10:00:00Z`, [
          ["a", d % 2 ? 1 : 2],
          [null, d % 2 ? 2 : 1],
        ]),
      );
    const settledA = computeRatings(games).get("mr-natural")![0];
    expect(settledA.provisional).toBe(false);
    expect(settledA.rd).toBeLessThan(PROVISIONAL_RD);
    // Then ten fresh keys each lose to "a" on one day: their ratings fall, "a"'s does not rise.
    const farmed = [...games];
    for (let k = 0; k < 10; k++)
      farmed.push(
        game(`f${k}`, `2026-01-21T1${k}:00:00Z`, [
          ["a", 1],
          [`throwaway${k}`, 2],
        ]),
      );
    const after = computeRatings(farmed).get("mr-natural")!;
    const a = after.find((r) => r.player === "a")!;
    expect(a.rating).toBe(settledA.rating);
    expect(a.games).toBe(30);
    expect(after.find((r) => r.player === "throwaway0")!.rating).toBeLessThan(1500);
  });

  it("rates the same whether the earlier periods were stored first or not, and counts a game in the period it is given", () => {
    const list = [
      game("g1", "2026-01-01T10:00:00Z", [
        ["a", 1],
        ["b", 2],
      ]),
      game("g2", "2026-01-01T12:00:00Z", [
        ["b", 1],
        ["c", 2],
        [null, 3],
      ]),
      game("g3", "2026-01-03T09:00:00Z", [
        ["a", 1],
        ["c", 2],
      ]),
      game("g4", "2026-01-04T09:00:00Z", [
        ["c", 1],
        ["b", 2],
      ]),
    ];
    const stored = ratePool(list.slice(0, 2));
    expect(shown(ratePool(list.slice(2), stored))).toEqual(computeRatings(list).get("mr-natural"));
    // A late game given a later period is rated there, with that day's games.
    const late = {
      ...game("g5", "2026-01-01T13:00:00Z", [
        ["a", 1],
        ["c", 2],
      ]),
      period: "2026-01-04",
    };
    const withLate = computeRatings([...list, late]).get("mr-natural")!;
    const asIfThatDay = computeRatings([
      ...list,
      { ...late, endedAt: "2026-01-04T10:00:00Z", period: undefined },
    ]);
    expect(withLate).toEqual(asIfThatDay.get("mr-natural"));
    expect(withLate).not.toEqual(computeRatings([...list, { ...late, period: undefined }]).get("mr-natural"));
  });
});
