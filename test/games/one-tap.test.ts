/**
 * The one-tap choices a notification offers, game by game (the `oneTap` hook, worker/room/one-tap.ts):
 * in the game's words, never the move's type; none where a decision is more than a tap.
 */
import { describe, expect, it } from "vitest";
import { startGame } from "../../worker/engine/play";
import { games } from "../../worker/games";
import { game as boxCars } from "../../worker/games/box-cars-d10";
import { scoreDice } from "../../worker/games/box-cars-d10/scoring";
import { game as rails } from "../../worker/games/boxcars-rails";
import { game as coalNWrite } from "../../worker/games/coal-n-write";
import { game as mrNatural } from "../../worker/games/mr-natural";
import { oneTapChoices } from "../../worker/room/one-tap";
import { newGame as newBoxCars, withTurn as boxCarsTurn, faces } from "./box-cars-d10/fixtures";
import { game as railsGame, withPlayer, withTurn as railsTurn } from "./boxcars-rails/fixtures";
import { newGame as newMrNatural, withTurn as mrNaturalTurn } from "./mr-natural/fixtures";

const labels = <S>(game: Parameters<typeof oneTapChoices<S>>[0], state: S, seat = 0) =>
  oneTapChoices(game, state, seat)?.map((c) => c.label) ?? null;

describe("one-tap choices", () => {
  it("Box Cars: roll ten cars; then roll again (the cars named) or stop and keep the score", () => {
    expect(labels(boxCars, newBoxCars(2), 1)).toEqual(["Roll ten cars (turn 1 of 5)"]);
    const dice = "1230099456";
    const choices = oneTapChoices(boxCars, boxCarsTurn(1, 0, dice, 3, 2), 0)!;
    const total = scoreDice(faces(dice)).total;
    expect(choices.map((c) => c.label)).toEqual([
      expect.stringMatching(/^Roll again: /),
      `Stop and keep ${total}`,
    ]);
    const again = choices[0].move as { type: string; dice: number[] };
    expect(again.type).toBe("reroll");
    // The last re-roll (two dice at most): the two Breakdowns (a Way Car is showing), named.
    expect([again.dice, choices[0].label]).toEqual([[3, 4], "Roll again: 2 Breakdowns"]);
    // A longer list is said as a count (a push button shows about 40 characters).
    expect(labels(boxCars, boxCarsTurn(1, 0, "1234567899", 0))![0]).toMatch(/^Roll again: \d cars$/);
    // No car may be re-rolled (Breakdowns, no Way Car): stopping is the one choice.
    expect(labels(boxCars, boxCarsTurn(1, 0, "0000000000", 3))).toEqual(["Stop and score 0"]);
  });

  it("Mr. Natural: roll the dice left, or bank the turn's points", () => {
    expect(labels(mrNatural, newMrNatural())).toEqual(["Roll 6 dice"]);
    const allScored = mrNaturalTurn(newMrNatural(), { phase: "all-scored", points: 1250, diceLeft: 6 });
    expect(labels(mrNatural, allScored)).toEqual(["Roll all six again", "Bank 1,250"]);
    expect(labels(mrNatural, newMrNatural(), 1)).toBeNull(); // not its turn
  });

  it("the rail game: Buy nothing at the purchase step, nothing else is one tap", () => {
    const state = withPlayer(railsGame(2), 0, { home: "Washington", at: "Memphis", cash: 30000 });
    expect(oneTapChoices(rails, railsTurn(state, { seat: 0, step: "purchase" }), 0)).toEqual([
      { move: { type: "pass" }, label: "Buy nothing" },
    ]);
    expect(labels(rails, railsTurn(state, { seat: 0, step: "route", count: 8 }))).toBeNull();
  });

  it("Coal N' Write: hit or stay at Backroom Gamblin'; a throw of dice is the sheet's", () => {
    const seed = { serverSeed: "4d".repeat(32), gameId: "one-tap", clientSeeds: ["a", "b"] };
    const start = startGame(coalNWrite, 2, {}, seed).state;
    expect(labels(coalNWrite, start)).toBeNull();
    const sheets = [...start.sheets];
    sheets[0] = { ...sheets[0], pending: { kind: "gamble", total: 8, credit: false } };
    expect(labels(coalNWrite, { ...start, sheets })).toEqual(["Hit (now 8)", "Stay at 8"]);
  });

  it("roll & write offers the roller's throw; Birthright Conquest (hidden hands) offers nothing", () => {
    const start = (id: string) => {
      const game = games[id];
      const seed = { serverSeed: "3c".repeat(32), gameId: "one-tap", clientSeeds: ["a", "b"] };
      return { game, state: startGame(game, 2, {}, seed).state };
    };
    const rw = start("boxcars-rw");
    expect(labels(rw.game, rw.state)).toEqual(["Roll the dice"]);
    const bc = start("birthright-conquest");
    for (const seat of [0, 1]) expect(labels(bc.game, bc.state, seat)).toBeNull();
  });
});
