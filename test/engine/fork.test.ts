/**
 * Forks (docs/sharing.md, "Forks"): a game started from a position of a finished game with a new
 * seed verifies with its parent's record, and only with it; a fork of a hidden-information game
 * deals its secrets again.
 */
import { describe, expect, it } from "vitest";
import type { GameOf } from "../../worker/engine/define";
import { startFork } from "../../worker/engine/play";
import { replayRecordedDice } from "../../worker/engine/recorded";
import { RECORD_FORMAT, rulesVersion, verifyRecord } from "../../worker/engine/record";
import { games } from "../../worker/games";
import type { BcState } from "../../worker/games/birthright-conquest/types";
import type { RailsState } from "../../worker/games/boxcars-rails/types";
import { SeededRandom } from "../../worker/engine/random";
import { checkedOptions } from "../../worker/engine/options";
import { forkOf, parentGame } from "../harness/fork";

describe("forks", () => {
  const game = games["mr-natural"] as GameOf<unknown>;
  const parent = parentGame(game, { target: 2000 });
  const move = Math.floor(parent.record.moves.length / 2);
  const fork = forkOf(game, parent.record, parent.states, move, "3d".repeat(32));

  it("a fork verifies with its parent, from the parent's position", () => {
    expect(verifyRecord(games, fork, [parent.record])).toMatchObject({ ok: true, moves: fork.moves.length });
    expect(rulesVersion(game)).toBe(fork.rules);
    expect(fork.format).toBe(RECORD_FORMAT);
  });

  it("and not without it, nor with a parent that was changed, nor from another move", () => {
    expect(verifyRecord(games, fork, [])).toMatchObject({ ok: false, at: "parent" });
    const changed = structuredClone(parent.record);
    changed.moves[1].draws[0].value = (changed.moves[1].draws[0].value % 6) + 1;
    expect(verifyRecord(games, fork, [changed])).toMatchObject({ ok: false, at: "parent" });
    const elsewhere = { ...fork, forkedFrom: { ...fork.forkedFrom!, move: move - 1 } };
    expect(verifyRecord(games, elsewhere, [parent.record])).toMatchObject({ ok: false, at: "parent" });
    const otherOptions = { ...structuredClone(parent.record), options: { target: 5000 } };
    expect(verifyRecord(games, fork, [otherOptions])).toMatchObject({ ok: false, at: "parent" });
  });

  it("its dice are its own seed's: a fork with another seed's record does not verify", () => {
    const forged = { ...structuredClone(fork), serverSeed: "4e".repeat(32) };
    expect(verifyRecord(games, forged, [parent.record])).toMatchObject({ ok: false, at: "commitment" });
  });

  it("the replay page's recorded-dice replay plays a fork from the parent's position", () => {
    const steps = replayRecordedDice(game, fork, parent.states[move]);
    let last: IteratorResult<unknown, unknown>;
    do last = steps.next();
    while (!last.done);
    expect(last.value).toMatchObject({ ok: true, moves: fork.moves.length });
    expect(replayRecordedDice(game, fork).next()).toMatchObject({
      done: true,
      value: { ok: false, at: "parent" },
    });
  });

  it("Birthright Conquest: a fork deals the revealed decks and hands again, and verifies", () => {
    const bc = games["birthright-conquest"] as unknown as GameOf<BcState>;
    const p = parentGame(bc, {});
    const at = Math.floor(p.record.moves.length / 2);
    const f = forkOf(bc, p.record, p.states, at, "9a".repeat(32));
    expect(verifyRecord(games, f, [p.record])).toMatchObject({ ok: true });
    const before = p.states[at];
    const start = startFork(bc, before, {
      serverSeed: "9a".repeat(32),
      gameId: f.id,
      clientSeeds: ["x", "y"],
    }).state;
    // The same cards in each place, but not in the order the parent's record revealed.
    expect(start.players.map((pl) => [...pl.deck].sort())).toEqual(
      before.players.map((pl) => [...pl.deck].sort()),
    );
    expect(start.players.map((pl) => pl.hand.length)).toEqual(before.players.map((pl) => pl.hand.length));
    expect(start.players.map((pl) => pl.deck)).not.toEqual(before.players.map((pl) => pl.deck));
    expect(start.players.map((pl) => pl.realmHand)).toEqual(before.players.map((pl) => pl.realmHand));
    // Every reshuffle is a draw nobody sees while the fork runs.
    expect(f.setup!.draws.length).toBeGreaterThan(0);
    expect(f.setup!.draws.every((d) => d.to === null)).toBe(true);
  });

  it("the rail game: a fork started in an open auction asks every bidder again (the parent revealed the sealed answers)", () => {
    const rails = games["boxcars-rails"] as unknown as GameOf<RailsState>;
    const rng = new SeededRandom({ serverSeed: "5a".repeat(32), gameId: "rails-fork", clientSeeds: [] });
    const start = rails.setup({ seats: 3, options: checkedOptions(rails.options, {}) }, rng);
    const railroad = 0;
    // Seat 0 sells; seat 1 has answered with a sealed maximum, seat 2 has yet to.
    const open: RailsState = {
      ...start,
      owners: start.owners.map((o, i) => (i === railroad ? 0 : o)),
      sale: { seller: 0, railroad, stage: { waiting: [2] }, bids: [0, 20_000, 0] },
    };
    const forked = rails.fork!(open, rng);
    expect(forked.sale).toEqual({ seller: 0, railroad, stage: { waiting: [1, 2] }, bids: [0, 0, 0] });
    // Everything else is the parent's position; no auction open, nothing changes.
    expect({ ...forked, sale: null }).toEqual({ ...open, sale: null });
    expect(rails.fork!(start, rng)).toBe(start);
  });
});
