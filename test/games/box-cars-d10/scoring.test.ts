import { describe, expect, it } from "vitest";
import {
  countFaces,
  faceOf,
  FACE_NAMES,
  scoreCounts,
  scoreDice,
  type LineKey,
} from "../../../worker/games/box-cars-d10/scoring";
import { faces } from "./fixtures";

/** Score of ten dice written as digits (order does not matter). */
const score = (digits: string) => {
  expect(digits).toHaveLength(10);
  return scoreDice(faces(digits));
};
const line = (digits: string, key: LineKey, face?: number) =>
  score(digits).lines.find((l) => l.key === key && (face === undefined || l.face === face));

describe("Box Cars scoring (ruling 4, every line of the table)", () => {
  it("maps the d10 to the cars: 1 Locomotive ... 9 Way Car, and the 10 (printed 0) Breakdown", () => {
    expect(Array.from({ length: 10 }, (_, i) => FACE_NAMES[faceOf(i + 1)])).toEqual([
      "Locomotive",
      "Caboose",
      "Mail Car",
      "Sleeper Car",
      "Coach",
      "Box Car",
      "Tank",
      "Hopper",
      "Way Car",
      "Breakdown",
    ]);
    expect(() => faceOf(0)).toThrow();
    expect(() => faceOf(11)).toThrow();
  });

  it("One Locomotive +10, each additional Locomotive +0", () => {
    // Loco, Caboose, Mail, then Way Cars (0 points): 10 + 10 + 10.
    expect(line("1239999999", "locomotive")).toMatchObject({ points: 10, count: 1 });
    expect(score("1239999999").total).toBe(30);
    expect(line("1112399999", "locomotive")).toMatchObject({ points: 10, count: 3 });
    expect(score("1112399999").total).toBe(30);
  });

  it("No Locomotive scores no points at all, even with penalties or big groups", () => {
    // No Caboose and five Breakdowns: still 0, not negative.
    expect(score("0000099999")).toEqual({
      lines: [expect.objectContaining({ key: "no-locomotive", points: 0 })],
      total: 0,
    });
    // Eight Coaches, Caboose and Mail: still 0.
    expect(score("5555555523").total).toBe(0);
  });

  it("One Caboose +10, each additional Caboose +0, No Caboose -10", () => {
    expect(line("1299999999", "caboose")).toMatchObject({ points: 10 });
    expect(score("1299999999").total).toBe(20);
    expect(score("1222299999").total).toBe(20);
    expect(line("1999999999", "no-caboose")).toMatchObject({ points: -10 });
    expect(score("1999999999").total).toBe(0);
  });

  it("Way Car +0", () => {
    expect(line("1299999999", "way-car")).toMatchObject({ points: 0, count: 8 });
  });

  it("Breakdown -10 each", () => {
    expect(line("1200099999", "breakdown")).toMatchObject({ points: -30, count: 3 });
    expect(score("1200099999").total).toBe(-10);
    expect(score("1000000000").total).toBe(-90 - 10 + 10);
  });

  it("One Mail Car +10, each additional Mail Car +0", () => {
    expect(line("1239999999", "mail")).toMatchObject({ points: 10 });
    expect(score("1233339999").total).toBe(30);
  });

  it("One to seven of a kind +5 +20 +40 +60 +80 +100 +120, eight or more +140", () => {
    const expected = [5, 20, 40, 60, 80, 100, 120, 140];
    for (let n = 1; n <= 8; n++) {
      const digits = `12${"5".repeat(n)}`.padEnd(10, "9");
      expect(line(digits, "kind", 5)?.points, `${n} Coaches`).toBe(expected[n - 1]);
      // Loco 10 + Caboose 10 + kind + Passenger bonus from two passenger cars.
      expect(score(digits).total).toBe(20 + expected[n - 1] + (n >= 2 ? 10 : 0));
    }
    // Eight or more: nine of a kind still +140 (Loco 10, no Caboose -10, Passenger bonus 10).
    expect(line("1444444444", "kind", 4)).toMatchObject({ points: 140, count: 9 });
    expect(score("1444444444").total).toBe(150);
  });

  it("of a kind counts each of Sleeper, Coach, Box, Tank and Hopper separately", () => {
    for (const car of [4, 5, 6, 7, 8]) {
      expect(line(`12${String(car).repeat(3)}99999`, "kind", car)?.points, FACE_NAMES[car as 4]).toBe(40);
    }
    // Two Sleepers and two Coaches are two pairs (20 + 20), not four of a kind.
    const s = score("1244559999");
    expect(s.lines.filter((l) => l.key === "kind").map((l) => l.points)).toEqual([20, 20]);
    expect(s.total).toBe(20 + 40 + 10);
  });

  it("of a kind never applies to Locomotive, Caboose, Mail Car, Way Car or Breakdown", () => {
    const s = score("1111222333");
    expect(s.lines.some((l) => l.key === "kind")).toBe(false);
    expect(s.total).toBe(30);
    expect(score("1999999999").lines.some((l) => l.key === "kind")).toBe(false);
  });

  it("Passenger Car Bonus +10: at least two passenger cars and no freight car", () => {
    expect(line("1245999999", "passenger-bonus")).toMatchObject({ points: 10 }); // Sleeper + Coach
    expect(line("1244999999", "passenger-bonus")).toMatchObject({ points: 10 }); // two Sleepers
    expect(line("1249999999", "passenger-bonus")).toBeUndefined(); // only one passenger car
    expect(line("1245699999", "passenger-bonus")).toBeUndefined(); // a freight car excludes it
    expect(line("1233399999", "passenger-bonus")).toBeUndefined(); // Mail Cars are not passenger cars
  });

  it("Freight Car Bonus +10: at least two freight cars and no passenger car", () => {
    expect(line("1267999999", "freight-bonus")).toMatchObject({ points: 10 }); // Box + Tank
    expect(line("1288999999", "freight-bonus")).toMatchObject({ points: 10 }); // two Hoppers
    expect(line("1269999999", "freight-bonus")).toBeUndefined(); // only one freight car
    expect(line("1267499999", "freight-bonus")).toBeUndefined(); // a passenger car excludes it
  });

  it("a mixed train gets neither bonus", () => {
    const s = score("1244566999");
    expect(s.lines.some((l) => l.key.endsWith("-bonus"))).toBe(false);
    expect(s.total).toBe(20 + 20 + 5 + 20);
  });

  it("adds its lines up, and the fast total agrees, for many random trains", () => {
    let x = 12345;
    for (let i = 0; i < 2000; i++) {
      const dice = faces(
        Array.from({ length: 10 }, () => ((x = (x * 1103515245 + 12345) & 0x7fffffff) >> 16) % 10).join(""),
      );
      const s = scoreDice(dice);
      expect(s.total).toBe(s.lines.reduce((sum, l) => sum + l.points, 0));
      expect(scoreCounts(countFaces(dice))).toBe(s.total);
    }
  });

  it("scores the best train: Locomotive, Caboose and eight Coaches, 170", () => {
    expect(score("1255555555").total).toBe(170);
  });
});
