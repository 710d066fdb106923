import { describe, expect, it } from "vitest";
import { randomBot } from "../../../worker/engine/bot";
import { canonical } from "../../../worker/engine/canonical";
import { botMove, playMove, startGame, type Snapshot } from "../../../worker/engine/play";
import { SeededRandom, type Entropy } from "../../../worker/engine/random";
import { isMoveError, type Bot } from "../../../worker/engine/types";
import { game as boxCarsD10 } from "../../../worker/games/box-cars-d10";
import { decide } from "../../../worker/games/box-cars-d10/bot";
import { scoreDice } from "../../../worker/games/box-cars-d10/scoring";
import type { BoxCarsMove, BoxCarsState, Face } from "../../../worker/games/box-cars-d10/types";
import { faces, withTurn } from "./fixtures";

type Player = Bot<BoxCarsState, BoxCarsMove>;
const game = boxCarsD10;
const random: Player = randomBot(game.legalMoves);

/** A solo game's total with the dice of `seed`, every move chosen by `player` (and checked by the framework). */
function soloTotal(player: Player, seed: number): number {
  const entropy: Entropy = {
    serverSeed: seed.toString(16).padStart(64, "0"),
    gameId: "bot-test",
    clientSeeds: ["solo"],
  };
  let snapshot: Snapshot<BoxCarsState> = startGame(game, 1, {}, entropy);
  for (let n = 1; !game.result(snapshot.state); n++) {
    const move = botMove({ ...game, bot: player }, snapshot.state, entropy, 0, n);
    const played = playMove(game, snapshot, entropy, 0, move);
    if (isMoveError(played)) throw new Error(played.error.message);
    snapshot = played;
  }
  return game.result(snapshot.state)!.scores[0];
}

describe("the Box Cars bot", () => {
  it("plays only legal moves and scores well above a random player", () => {
    const seeds = Array.from({ length: 24 }, (_, i) => i + 1);
    const bot = seeds.map((s) => soloTotal(game.bot, s));
    const rand = seeds.map((s) => soloTotal(random, s));
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    // Over thousands of games: about 460 against 140 for five turns.
    expect(mean(bot)).toBeGreaterThan(350);
    expect(mean(bot)).toBeGreaterThan(mean(rand) + 150);
  });

  it("is deterministic for the same state and bot stream", () => {
    const state = withTurn(1, 0, "1234567890", 0);
    const pick = () =>
      game.bot.chooseMove(
        state,
        0,
        new SeededRandom({ serverSeed: "ab".repeat(32), gameId: "g/bot/3", clientSeeds: [""] }),
      );
    expect(canonical(pick())).toBe(canonical(pick()));
  });

  it("rolls to start a turn", () => {
    expect(
      game.bot.chooseMove(game.setup({ seats: 1, options: {} }, null as never), 0, null as never),
    ).toEqual({ type: "roll" });
  });

  it("keeps its only Locomotive, re-rolls an unlocked Breakdown, and never touches a locked one", () => {
    for (let seed = 1; seed <= 5; seed++) {
      const unlocked = decide(faces("1230456790"), 0, seed); // Breakdowns 3 and 9, Way Car 8
      expect(unlocked).toEqual(expect.arrayContaining([3, 9]));
      expect(unlocked).not.toContain(0);
      const locked = decide(faces("1230456780"), 1, seed);
      expect(locked ?? []).not.toContain(3);
      expect(locked ?? []).not.toContain(9);
      expect(locked ?? []).not.toContain(0);
    }
  });

  it("stops on a train nothing can improve", () => {
    // Locomotive, Caboose, Mail and seven Coaches: 160; any re-roll can only lose on average.
    expect(decide(faces("1235555555"), 0, 7)).toBeNull();
    expect(decide(faces("1235555555"), 2, 7)).toBeNull();
  });

  it("takes the re-roll with the best expected score in the Reroll 2 phase (checked by brute force)", () => {
    /** Expected score after re-rolling `picked` (every outcome of those dice, equally likely). */
    const expected = (dice: Face[], picked: number[]): number => {
      let sum = 0;
      const outcomes = 10 ** picked.length;
      for (let o = 0; o < outcomes; o++) {
        const d = [...dice];
        picked.forEach((i, k) => {
          d[i] = (Math.floor(o / 10 ** k) % 10) as Face;
        });
        sum += scoreDice(d).total;
      }
      return sum / outcomes;
    };
    let x = 99;
    const next = () => ((x = (x * 1103515245 + 12345) & 0x7fffffff) >> 16) % 10;
    const positions = ["1255555559", "1255555590", "1230456780", "1234567890", "0000000001"];
    for (let i = 0; i < 40; i++) positions.push(Array.from({ length: 10 }, next).join(""));
    for (const digits of positions) {
      const state = withTurn(1, 0, digits, 3);
      const dice = state.seats[0].turns[0].dice;
      const options = game
        .legalMoves(state, 0)
        .map((m) => (m.type === "reroll" ? expected(dice, m.dice as number[]) : scoreDice(dice).total));
      const choice = decide(dice, 3, 0);
      expect(choice ? expected(dice, choice) : scoreDice(dice).total, digits).toBeCloseTo(
        Math.max(...options),
        9,
      );
    }
    // Loco, Caboose, seven Coaches and a Way Car (150): re-rolling the Way Car averages 151.
    expect(decide(faces("1255555559"), 3, 0)).toEqual([9]);
  });
});
