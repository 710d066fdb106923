import { describe, expect, it } from "vitest";
import { checkedOptions, readOptions } from "../../../worker/engine/options";
import { game as mrNatural } from "../../../worker/games/mr-natural";
import type { MrNaturalOrder, MrNaturalState } from "../../../worker/games/mr-natural/types";
import { BANK, newGame, pick, play, ROLL, withTurn } from "./fixtures";

const orders = mrNatural.orders!;
const order = (o: Partial<MrNaturalOrder> = {}): MrNaturalOrder => ({
  ...(checkedOptions(orders.fields, {}) as unknown as MrNaturalOrder),
  ...o,
});
const decide = (state: MrNaturalState, o: Partial<MrNaturalOrder>, seat = state.turn.seat) =>
  orders.decide(state, seat, order(o));

describe("Mr. Natural standing order", () => {
  it("is data: defaults roll while safe and ask about banking; unknown or bad fields are refused", () => {
    expect(order()).toEqual({ roll: true, bankAt: "ask", rerollAll: false, pick: false });
    expect(readOptions(orders.fields, { bankAt: 400 }).ok).toBe(false);
    expect(readOptions(orders.fields, { sell: true }).ok).toBe(false);
    expect(readOptions(orders.fields, { bankAt: 4450, rerollAll: true, pick: true }).ok).toBe(true);
  });

  it("rolls at the start of a turn and while a roll cannot lose (ruling 5)", () => {
    const state = newGame();
    expect(decide(state, {})).toEqual(ROLL);
    const midTurn = play(state, [ROLL], 1, 2, 2, 3, 4, 6); // a single 1: 100, five dice left
    expect(midTurn.turn).toMatchObject({ phase: "roll", points: 100 });
    expect(decide(midTurn, {})).toEqual(ROLL);
    expect(decide(midTurn, { roll: false })).toBeNull();
  });

  it("never decides for another seat, or after the end", () => {
    const state = newGame();
    expect(decide(state, {}, 1)).toBeNull();
    expect(decide({ ...state, winner: 0 }, {})).toBeNull();
  });

  it("banks at N once banking is allowed and the turn counts, else rolls on", () => {
    const options = { minimum350: true };
    const at400 = withTurn(newGame(2, options), { points: 400, diceLeft: 3, phase: "roll" });
    expect(decide(at400, { bankAt: 350 })).toEqual(BANK);
    expect(decide(at400, { bankAt: 500 })).toEqual(ROLL);
    expect(decide(at400, { bankAt: "ask" })).toEqual(ROLL);
    expect(decide(at400, { bankAt: 500, roll: false })).toBeNull();
    // Without "350 minimum" there is no banking before all six have scored.
    expect(
      decide(withTurn(newGame(), { points: 2000, diceLeft: 2, phase: "roll" }), { bankAt: 350 }),
    ).toEqual(ROLL);
  });

  it("does not bank what would not count: under 550 before getting on the board", () => {
    const offBoard = withTurn(newGame(2, { getOnBoard: true, minimum350: true }), {
      points: 450,
      diceLeft: 2,
      phase: "roll",
    });
    expect(decide(offBoard, { bankAt: 350 })).toEqual(ROLL);
    const allScored = withTurn(newGame(2, { getOnBoard: true }), {
      points: 500,
      diceLeft: 6,
      phase: "all-scored",
      rerollAll: true,
    });
    expect(decide(allScored, { bankAt: 350 })).toBeNull();
    expect(decide(allScored, { bankAt: 350, rerollAll: true })).toEqual(ROLL);
  });

  it("banks a total that wins, whatever N", () => {
    const state = withTurn(
      newGame(2, { target: 2000, minimum350: true }),
      { points: 600, diceLeft: 2, phase: "roll" },
      { scores: [1500, 0] },
    );
    expect(decide(state, { bankAt: 4450 })).toEqual(BANK);
  });

  it("when all six have scored: banks from N, re-rolls all six below it only when told", () => {
    const state = withTurn(newGame(), { points: 1500, diceLeft: 6, phase: "all-scored", rerollAll: true });
    expect(decide(state, { bankAt: 1000 })).toEqual(BANK);
    expect(decide(state, { bankAt: 2000 })).toBeNull();
    expect(decide(state, { bankAt: 2000, rerollAll: true })).toEqual(ROLL);
    expect(decide(state, { bankAt: "ask", rerollAll: true })).toEqual(ROLL);
  });

  it("on a Nothing re-rolls the first single only when told", () => {
    const nothing = play(newGame(), [ROLL], 2, 2, 3, 3, 4, 6);
    expect(nothing.turn.phase).toBe("nothing");
    expect(decide(nothing, {})).toBeNull();
    expect(decide(nothing, { pick: true })).toEqual(pick(4));
  });

  it("every move it decides is legal", () => {
    const states = [
      newGame(),
      play(newGame(), [ROLL], 2, 2, 3, 3, 4, 6),
      withTurn(newGame(), { points: 1500, diceLeft: 6, phase: "all-scored", rerollAll: true }),
    ];
    for (const state of states) {
      for (const o of [
        {},
        { bankAt: 350 as const, rerollAll: true, pick: true },
        { bankAt: 4450 as const },
      ]) {
        const move = decide(state, o);
        if (move) expect(mrNatural.legalMoves(state, state.turn.seat)).toContainEqual(move);
      }
    }
  });

  it("says what it does in words", () => {
    expect(orders.describe(order())).toBe("roll while a roll cannot lose");
    expect(orders.describe(order({ roll: false }))).toBe("decide everything myself");
    expect(orders.describe(order({ bankAt: 4450, rerollAll: true, pick: true }))).toBe(
      "roll while a roll cannot lose; bank from 4,450 points or when banking wins; below that, roll all six again when all six have scored; on a Nothing, re-roll a single",
    );
  });
});
