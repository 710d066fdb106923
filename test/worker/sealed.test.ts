/** Sealed moves (the rail game's bids) stay secret in answers, the move log and the record until the game ends. */
import { describe, expect, it } from "vitest";
import { games } from "../../worker/games";
import { recentOf, shown, type RoomRows } from "../../worker/room/response";

const rows = (ended: boolean) => ({ meta: { ended_at: ended ? "2026-11-23T00:00:00.000Z" : null } }) as unknown as RoomRows;
const bid = JSON.stringify({ type: "bid", max: 14500 });

describe("sealed moves", () => {
  const rails = games["boxcars-rails"];

  it("shows a running game's bid as its type alone, and the whole bid once the game has ended", () => {
    expect(shown(rails, rows(false), bid)).toEqual({ type: "bid" });
    expect(shown(rails, rows(true), bid)).toEqual({ type: "bid", max: 14500 });
    const listed = recentOf(rails, rows(false), [{ n: 7, seat: 2, by: "player", at: "2026-11-23T00:00:00.000Z", move: bid }]);
    expect(listed[0].move).toEqual({ type: "bid" });
  });

  it("leaves every other move, and every move of games without sealed moves, as it was", () => {
    const route = JSON.stringify({ type: "route", steps: [{ rr: "PA", to: 12 }] });
    expect(shown(rails, rows(false), route)).toEqual(JSON.parse(route));
    expect(shown(games["mr-natural"], rows(false), JSON.stringify({ type: "bank" }))).toEqual({ type: "bank" });
  });
});
