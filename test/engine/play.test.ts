import { describe, expect, it } from "vitest";
import { botMove, playMove, startGame } from "../../worker/engine/play";
import { isMoveError } from "../../worker/engine/types";
import { race } from "./race-game";
import { describeGameProperties } from "../harness/properties";

const entropy = { serverSeed: "01".repeat(32), gameId: "play-test", clientSeeds: ["x", "y"] };

describe("playMove", () => {
  const start = startGame(race, 2, {}, entropy);

  it("fills option defaults and refuses nothing legal", () => {
    expect(start.state.target).toBe(20);
    const next = playMove(race, start, entropy, 0, { type: "roll" });
    expect(isMoveError(next)).toBe(false);
  });

  it.each([
    ["a malformed move", 0, { type: "roll", extra: 1 }, "bad_move"],
    ["a move of another game", 0, { type: "bank" }, "bad_move"],
    ["a seat that may not act", 1, { type: "roll" }, "not_your_turn"],
  ])("refuses %s with a reason and leaves the snapshot alone", (_name, seat, move, code) => {
    const before = JSON.stringify(start);
    const out = playMove(race, start, entropy, seat, move);
    expect(isMoveError(out) && out.error.code).toBe(code);
    expect(JSON.stringify(start)).toBe(before);
  });

  it("refuses moves after the end", () => {
    const ended = { ...start, state: { ...start.state, winner: 0 } };
    const out = playMove(race, ended, entropy, 0, { type: "roll" });
    expect(isMoveError(out) && out.error.code).toBe("game_over");
  });

  it("keys bot randomness apart from the game's dice", () => {
    const move = botMove(race, start.state, entropy, 0, 0);
    expect(race.legalMoves(start.state, 0)).toContainEqual(move);
    const after = playMove(race, start, entropy, 0, { type: "roll" });
    const again = playMove(race, start, entropy, 0, { type: "roll" });
    expect(after).toEqual(again);
  });
});

describeGameProperties(race, { options: [{}, { target: 40 }], junkMoves: [{ type: "roll", n: 1 }] });
