import { describe, expect, it } from "vitest";
import { randomBot } from "../../../worker/engine/bot";
import { botMove, playMove, startGame, type Snapshot } from "../../../worker/engine/play";
import type { Entropy } from "../../../worker/engine/random";
import { isMoveError, type Bot } from "../../../worker/engine/types";
import { game as mrNatural } from "../../../worker/games/mr-natural";
import type { MrNaturalMove, MrNaturalState } from "../../../worker/games/mr-natural/types";
import { newGame, scriptedDice, withTurn } from "./fixtures";

type Player = Bot<MrNaturalState, MrNaturalMove>;
const random: Player = randomBot(mrNatural.legalMoves);

/** Solo turns to reach the target with the dice of `serverSeed`, each move chosen by `player`. */
function soloTurns(player: Player, options: object, seed: number): number {
  const entropy: Entropy = {
    serverSeed: seed.toString(16).padStart(64, "0"),
    gameId: "bot-test",
    clientSeeds: ["solo"],
  };
  let snapshot: Snapshot<MrNaturalState> = startGame(mrNatural, 1, options, entropy);
  for (let n = 1; !mrNatural.result(snapshot.state); n++) {
    const move = botMove({ ...mrNatural, bot: player }, snapshot.state, entropy, 0, n);
    const played = playMove(mrNatural, snapshot, entropy, 0, move);
    if (isMoveError(played)) throw new Error(played.error.message);
    snapshot = played;
  }
  return mrNatural.result(snapshot.state)!.scores[0];
}

const seeds = Array.from({ length: 60 }, (_, i) => i + 1);
const average = (player: Player, options: object) =>
  seeds.reduce((sum, s) => sum + soloTurns(player, options, s), 0) / seeds.length;

describe("the Mr. Natural bot", () => {
  for (const options of [{ target: 2000 }, { target: 2000, getOnBoard: true, minimum350: true }]) {
    it(`needs fewer solo turns than a random player to reach 2,000 (${JSON.stringify(options)})`, () => {
      expect(average(mrNatural.bot, options)).toBeLessThan(average(random, options));
    });
  }

  it("banks when that wins, and re-rolls all six when banking would not count", () => {
    const allScored = (points: number, score: number, onBoard = true) =>
      withTurn(
        newGame(2, { target: 2000, getOnBoard: true }),
        { phase: "all-scored", points, rerollAll: true },
        { scores: [score, 0], onBoard: [onBoard, false] },
      );
    const choose = (state: MrNaturalState) => mrNatural.bot.chooseMove(state, 0, scriptedDice());
    expect(choose(allScored(600, 1500))).toEqual({ type: "bank" });
    expect(choose(allScored(600, 0))).toEqual({ type: "roll" });
    expect(choose(allScored(500, 1600, false))).toEqual({ type: "roll" });
  });
});
