/** League pairings against hand-worked examples (docs/leagues.md): round robin, Swiss, heats, standings. */
import { describe, expect, it } from "vitest";
import { advancing, dealHeats } from "../../worker/leagues/heats";
import { circleRounds, fewestRounds, tableRounds } from "../../worker/leagues/round-robin";
import { standings, tablePoints } from "../../worker/leagues/standings";
import { swissRound, type SwissPlayer } from "../../worker/leagues/swiss";

const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

function fresh(n: number): SwissPlayer[] {
  return Array.from({ length: n }, (_, id) => ({ id, points: 0, opponents: [], seats: [], hadBye: false }));
}

/** Plays a Swiss round: `winners` names each table's winner (a draw: null); updates the players. */
function play(players: SwissPlayer[], tables: number[][], byes: number[], winners: (number | null)[]) {
  tables.forEach(([a, b], i) => {
    players[a].opponents.push(b);
    players[b].opponents.push(a);
    players[a].seats.push(0);
    players[b].seats.push(1);
    const w = winners[i];
    if (w === null) {
      players[a].points += 0.5;
      players[b].points += 0.5;
    } else players[w].points += 1;
  });
  for (const p of byes) {
    players[p].points += 1;
    players[p].hadBye = true;
  }
}

describe("round robin, two players: the circle method", () => {
  it("four players: the Berger table worked by hand", () => {
    expect(circleRounds(4)).toEqual([
      {
        tables: [
          [0, 3],
          [1, 2],
        ],
        byes: [],
      },
      {
        tables: [
          [3, 1],
          [2, 0],
        ],
        byes: [],
      },
      {
        tables: [
          [2, 3],
          [0, 1],
        ],
        byes: [],
      },
    ]);
  });

  for (const n of [2, 3, 5, 6, 7, 8, 11, 16]) {
    it(`${n} players: every pair exactly once, one bye a round when odd, seat 0 balanced`, () => {
      const rounds = circleRounds(n);
      expect(rounds).toHaveLength(n % 2 ? n : n - 1);
      const pairs = new Map<string, number>();
      const first = new Array(n).fill(0);
      const byes = new Array(n).fill(0);
      for (const r of rounds) {
        const seen = [...r.tables.flat(), ...r.byes].sort((a, b) => a - b);
        expect(seen).toEqual(Array.from({ length: n }, (_, i) => i)); // everyone once a round
        expect(r.byes).toHaveLength(n % 2);
        for (const [a, b] of r.tables) {
          pairs.set(pairKey(a, b), (pairs.get(pairKey(a, b)) ?? 0) + 1);
          first[a]++;
        }
        for (const p of r.byes) byes[p]++;
      }
      expect(pairs.size).toBe((n * (n - 1)) / 2);
      expect([...pairs.values()].every((k) => k === 1)).toBe(true);
      if (n % 2) expect(byes.every((k) => k === 1)).toBe(true);
      const games = n % 2 ? n - 1 : n - 1;
      for (const f of first) expect(Math.abs(f - games / 2)).toBeLessThanOrEqual(1);
    });
  }
});

describe("round robin, multi-player tables", () => {
  for (const [n, k] of [
    [6, 3],
    [8, 4],
    [9, 3],
    [10, 4],
    [12, 4],
    [7, 5],
  ]) {
    it(`${n} players at tables of ${k}: every pair meets, tables even, seats balanced`, () => {
      const rounds = tableRounds(n, k);
      expect(rounds.length).toBeGreaterThanOrEqual(fewestRounds(n, k));
      expect(rounds.length).toBeLessThanOrEqual(3 * fewestRounds(n, k));
      const met = new Set<string>();
      const seats = Array.from({ length: n }, () => new Array(k).fill(0));
      for (const r of rounds) {
        expect(r.tables.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i));
        const sizes = r.tables.map((t) => t.length);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        expect(Math.max(...sizes)).toBeLessThanOrEqual(k);
        for (const t of r.tables) {
          t.forEach((p, seat) => seats[p][seat]++);
          for (const a of t) for (const b of t) if (a < b) met.add(pairKey(a, b));
        }
      }
      expect(met.size).toBe((n * (n - 1)) / 2);
      // Nobody takes seat 0 (the first turn) more than one round in two, rounded up.
      for (const s of seats) expect(s[0]).toBeLessThanOrEqual(Math.ceil(rounds.length / 2));
    });
  }

  it("six players at tables of three, worked by hand: round 1 is 0-1-2 and 3-4-5; round 2 mixes them", () => {
    const [r1, r2] = tableRounds(6, 3);
    expect(r1.tables.map((t) => [...t].sort())).toEqual([
      [0, 1, 2],
      [3, 4, 5],
    ]);
    // Round 2: each table has players from both first-round tables.
    for (const t of r2.tables) {
      expect(t.some((p) => p < 3)).toBe(true);
      expect(t.some((p) => p >= 3)).toBe(true);
    }
  });
});

describe("Swiss", () => {
  it("four players, three rounds, worked by hand (FIDE Dutch: top half meets bottom half; seats alternate)", () => {
    const ps = fresh(4);
    const r1 = swissRound(ps);
    // One score group: S1 = {0,1}, S2 = {2,3}: 0 v 2, 1 v 3; the higher seed sits first on board 1, second on board 2.
    expect(r1).toEqual({
      tables: [
        [0, 2],
        [3, 1],
      ],
      byes: [],
    });
    play(ps, r1.tables, r1.byes, [0, 3]);
    const r2 = swissRound(ps);
    // Groups {0,3} (1 point) and {1,2}: both had seat 0 / both seat 1, so the board rule decides.
    expect(r2).toEqual({
      tables: [
        [0, 3],
        [2, 1],
      ],
      byes: [],
    });
    play(ps, r2.tables, r2.byes, [0, 1]);
    const r3 = swissRound(ps);
    // 0 (2 points) floats down to the 1-point group's first, 1; 3 and 2 have not met.
    expect(r3.tables.map((t) => [...t].sort())).toEqual([
      [0, 1],
      [2, 3],
    ]);
    // 0 had seat 0 twice, 1 never: 1 sits first. 3 had seat 0 then 1, 2 had 1 then 0: level, so 3 (seat 1 last) first.
    expect(r3).toEqual({
      tables: [
        [1, 0],
        [3, 2],
      ],
      byes: [],
    });
  });

  it("an odd count: the lowest-ranked player without a bye sits out, and never twice while another could", () => {
    const ps = fresh(5);
    const r1 = swissRound(ps);
    expect(r1.byes).toEqual([4]);
    expect(r1.tables).toEqual([
      [0, 2],
      [3, 1],
    ]);
    play(ps, r1.tables, r1.byes, [0, 1]);
    // Points: 0, 1 and 4 (bye) have 1; 2 and 3 have 0. The lowest-ranked, 3, takes the bye.
    const r2 = swissRound(ps);
    expect(r2.byes).toEqual([3]);
    play(
      ps,
      r2.tables,
      r2.byes,
      r2.tables.map((t) => t[0]),
    );
    const r3 = swissRound(ps);
    expect([4, 3]).not.toContain(r3.byes[0]);
  });

  it("no rematch, even when the natural pairing would be one: the search goes back", () => {
    // 0 and 1 lead and have met; 2 and 3 trail and have met: the natural 0 v 1 and 2 v 3 are rematches.
    const ps = fresh(4);
    ps[0] = { ...ps[0], points: 2, opponents: [1, 3] };
    ps[1] = { ...ps[1], points: 2, opponents: [0, 2] };
    ps[2] = { ...ps[2], points: 0, opponents: [3, 1] };
    ps[3] = { ...ps[3], points: 0, opponents: [2, 0] };
    const r = swissRound(ps);
    expect(r.tables.map((t) => [...t].sort())).toEqual([
      [0, 2],
      [1, 3],
    ]);
  });

  it("eight players over three rounds: never a rematch, everyone plays every round, seats differ by at most one", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const ps = fresh(8);
      let x = seed;
      for (let round = 0; round < 3; round++) {
        const r = swissRound(ps);
        expect(r.byes).toEqual([]);
        for (const [a, b] of r.tables) expect(ps[a].opponents).not.toContain(b);
        const winners = r.tables.map((t) => {
          x = (x * 1103515245 + 12345) % 2147483648;
          return x % 3 === 0 ? null : t[x % 2];
        });
        play(ps, r.tables, r.byes, winners);
      }
      for (const p of ps) {
        const firsts = p.seats.filter((s) => s === 0).length;
        expect(Math.abs(firsts - (3 - firsts))).toBeLessThanOrEqual(1);
      }
    }
  });
});

describe("heats and a final", () => {
  it("eight players at tables of four: snake seeding, seats rotated by table", () => {
    expect(dealHeats([0, 1, 2, 3, 4, 5, 6, 7], 4)).toEqual([
      [0, 3, 4, 7],
      [2, 5, 6, 1],
    ]);
  });

  it("two heats of four: both winners and the best two of the rest (place, then score, then entry) make the final", () => {
    const heats = [
      [
        { player: 0, place: 1, score: 90 },
        { player: 3, place: 2, score: 70 },
        { player: 4, place: 3, score: 60 },
        { player: 7, place: 4, score: 10 },
      ],
      [
        { player: 5, place: 2, score: 80 },
        { player: 6, place: 1, score: 85 },
        { player: 1, place: 2, score: 80 },
        { player: 2, place: 4, score: 5 },
      ],
    ];
    // Winners 0 (90) and 6 (85); seconds 5 and 1 tie at 80: entry puts 1 first, then 5; 3 (70) misses out.
    expect(advancing(heats, 4)).toEqual([0, 6, 1, 5]);
  });

  it("a shared first place is settled by score, then entry; with more heats than seats, only winners go on", () => {
    const heat = (a: number, b: number, score: number) => [
      { player: a, place: 1, score },
      { player: b, place: 1, score },
    ];
    const heats = [heat(0, 1, 5), heat(2, 3, 6), heat(4, 5, 7)];
    expect(advancing(heats, 2)).toEqual([4, 2, 0]);
  });

  it("ten players at tables of four: three heats (4, 3, 3), three winners and the best second fill the final", () => {
    const tables = dealHeats(
      Array.from({ length: 10 }, (_, i) => i),
      4,
    );
    expect(tables.map((t) => t.length)).toEqual([4, 3, 3]);
    const finishes = tables.map((t) =>
      t.map((player, seat) => ({ player, place: seat + 1, score: 100 - player })),
    );
    const final = advancing(finishes, 4);
    expect(final).toHaveLength(4);
    expect(final.slice(0, 3).sort()).toEqual(tables.map((t) => t[0]).sort());
  });
});

describe("standings", () => {
  it("league points: 1, ½, 0 for two; (below + half the ties) / (table - 1) for more", () => {
    expect(tablePoints({ round: 0, table: [5, 6], ranking: [[1], [0]], scores: [0, 0] })).toEqual([0, 1]);
    expect(tablePoints({ round: 0, table: [5, 6], ranking: [[0, 1]], scores: [0, 0] })).toEqual([0.5, 0.5]);
    expect(
      tablePoints({ round: 0, table: [1, 2, 3, 4], ranking: [[2], [0, 3], [1]], scores: [0, 0, 0, 0] }),
    ).toEqual([0.5, 0, 1, 0.5]);
  });

  it("Swiss tiebreaks worked by hand: Buchholz, then Sonneborn-Berger", () => {
    // Round 1: 0 beat 1, 2 beat 3. Round 2: 0 drew 2, 1 beat 3.
    const games = [
      { round: 0, table: [0, 1], ranking: [[0], [1]], scores: [0, 0] },
      { round: 0, table: [2, 3], ranking: [[0], [1]], scores: [0, 0] },
      { round: 1, table: [0, 2], ranking: [[0, 1]], scores: [0, 0] },
      { round: 1, table: [1, 3], ranking: [[0], [1]], scores: [0, 0] },
    ];
    const s = standings("swiss", 4, games, []);
    // Points: 0 and 2 have 1.5, 1 has 1, 3 has 0. Buchholz: 0 = 1 + 1.5 = 2.5; 2 = 0 + 1.5 = 1.5; 1 = 1.5 + 0; 3 = 1.5 + 1.
    expect(s.map((r) => [r.player, r.points, r.tiebreaks.buchholz])).toEqual([
      [0, 1.5, 2.5],
      [2, 1.5, 1.5],
      [1, 1, 1.5],
      [3, 0, 2.5],
    ]);
    // Sonneborn-Berger: 0 = 1×1 (beat 1) + ½×1.5 (drew 2) = 1.75.
    expect(s[0].tiebreaks.sonnebornBerger).toBe(1.75);
    expect(s.map((r) => r.place)).toEqual([1, 2, 3, 4]);
  });

  it("a bye counts a point and no meeting", () => {
    const s = standings(
      "swiss",
      3,
      [{ round: 0, table: [0, 1], ranking: [[0], [1]], scores: [0, 0] }],
      [{ player: 2, round: 0 }],
    );
    expect(s.map((r) => [r.player, r.points, r.played, r.tiebreaks.buchholz])).toEqual([
      [0, 1, 1, 0],
      [2, 1, 0, 0],
      [1, 0, 1, 1],
    ]);
  });

  it("heats: the final's places first, then those out in the heats by place and score", () => {
    const games = [
      { round: 0, table: [0, 1, 2], ranking: [[0], [1], [2]], scores: [50, 40, 30] },
      { round: 0, table: [3, 4, 5], ranking: [[0], [1], [2]], scores: [55, 45, 20] },
      { round: 1, table: [0, 3, 4], ranking: [[2], [0], [1]], scores: [10, 5, 60] },
    ];
    const s = standings("heats", 6, games, []);
    expect(s.map((r) => r.player)).toEqual([4, 0, 3, 1, 2, 5]);
  });

  it("multi-player round robin: points, then the game score summed", () => {
    const games = [
      { round: 0, table: [0, 1, 2], ranking: [[0, 1], [2]], scores: [100, 100, 10] },
      { round: 1, table: [2, 0, 1], ranking: [[0], [1], [2]], scores: [90, 80, 70] },
    ];
    // Points: 0 = 0.75 + 0.5 = 1.25; 1 = 0.75 + 0 = 0.75; 2 = 0 + 1 = 1. Level on nothing.
    const s = standings("round-robin", 3, games, []);
    expect(s.map((r) => [r.player, r.points, r.score])).toEqual([
      [0, 1.25, 180],
      [2, 1, 100],
      [1, 0.75, 170],
    ]);
  });
});
