/** The line notifications and link previews give a running rail game: who leads, everyone's cash, who has declared. */
import { describe, expect, it } from "vitest";
import type { Viewed } from "../../../worker/engine/types";
import type { RailsState, RailsView } from "../../../worker/games/boxcars-rails/types";
import { headline as line, view } from "../../../worker/games/boxcars-rails/view";
import { game, withOwners, withPlayer } from "./fixtures";

/** The headline of a spectator's view, as the room hands it on. */
const headline = (state: RailsState, names: string[]) => line(view(state, null) as Viewed<RailsView>, names);

const NAMES = ["Ada", "Bo", "Cy"];

describe("the rail game's headline", () => {
  it("names no leader while every worth is equal", () => {
    expect(headline(game(3), NAMES)).toBe("Cash: Ada $20,000 · Bo $20,000 · Cy $20,000");
  });

  it("names the leader by net worth (railroads count at their price), then the cash and who has declared", () => {
    let state = withOwners(game(3), { "B&O": 0 });
    state = withPlayer(state, 0, { cash: 5000 });
    state = withPlayer(state, 1, { cash: 28000, home: "Boston", declared: true });
    expect(headline(state, NAMES)).toBe(
      "Ada leads, worth $29,000. Cash: Ada $5,000 · Bo $28,000 · Cy $20,000. Bo has declared for Boston",
    );
  });

  it("names every leader of a tie", () => {
    const state = withPlayer(withPlayer(game(3), 0, { cash: 25000 }), 2, { cash: 25000 });
    expect(headline(state, NAMES)).toBe(
      "Ada and Cy lead, worth $25,000. Cash: Ada $25,000 · Bo $20,000 · Cy $25,000",
    );
  });
});
