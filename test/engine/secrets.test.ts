/**
 * The platform's secrets, on a small hidden-information game (duel-game.ts): private draws and
 * sealed moves are hidden from everyone but their owner on every channel, a finished record
 * reveals them and verifies, and a tampered hidden draw is caught.
 */
import { describe, expect, it } from "vitest";
import { verifyRecord, type GameRecord, type ShownRecord } from "../../worker/engine/record";
import { gameRecord, shownDraws } from "../../worker/room/disclose";
import type { MoveRow } from "../../worker/room/storage/sql";
import { checkSecrets, runningRows } from "../harness/secrets";
import { playRandomGame } from "../harness/properties";
import { duel, type DuelState } from "./duel-game";

const entropy = { serverSeed: "12".repeat(32), gameId: "duel-test", clientSeeds: ["ann", "bob"] };

function played(seed = 5) {
  let x = seed;
  return playRandomGame(duel, entropy, {}, () => (x = (x * 1103515245 + 12345) >>> 0), 100);
}

describe("secrets on a hidden-information game", () => {
  it("two states that differ only in a seat's hand look the same to everyone else", () => {
    const { states } = played();
    expect(
      checkSecrets(duel, 2, states.filter((s) => duel.result(s as DuelState) === null) as DuelState[]),
    ).toBeGreaterThan(5);
  });

  it("a private draw shows its value to its seat alone while the game runs, to everyone once it has ended", () => {
    const { record } = played();
    const rows = runningRows(duel, 2);
    const dealt = record.setup!.draws;
    expect(dealt.every((d) => d.to === 0 || d.to === 1)).toBe(true);
    const seen = (viewer: 0 | 1 | null) => shownDraws(rows, dealt, viewer);
    expect(seen(0).filter((d) => "value" in d)).toEqual(dealt.filter((d) => d.to === 0));
    expect(seen(1).filter((d) => "value" in d)).toEqual(dealt.filter((d) => d.to === 1));
    expect(seen(null).some((d) => "value" in d)).toBe(false);
    expect(
      shownDraws({ ...rows, meta: { ...rows.meta, ended_at: "2026-11-26T01:00:00.000Z" } }, dealt, null),
    ).toEqual(dealt);
  });

  it("a running game's record hides the other seat's cards and sealed plays; a finished one reveals all and verifies", () => {
    const { record } = played();
    const rows = runningRows(duel, 2);
    const moveRows: MoveRow[] = record.moves.map((m) => ({
      n: m.n,
      seat: m.seat,
      move: JSON.stringify(m.move),
      by: m.by,
      at: m.at,
      draws: JSON.stringify(m.draws),
      state_hash: m.stateHash,
      key: null,
      request_hash: null,
      version: m.n + 2,
      sealed: JSON.stringify({ shown: { type: "play" }, until: "round" }),
    }));
    const running = gameRecord(
      duel,
      { ...rows, snapshot: { ...rows.snapshot, setup: JSON.stringify(record.setup) } },
      moveRows,
      null,
      [],
      1,
    );
    expect(running.serverSeed).toBeNull();
    for (const m of running.moves)
      expect(m.move).toEqual(m.seat === 1 ? record.moves[m.n - 1].move : { type: "play" });
    expect(running.moves.flatMap((m) => m.draws).every((d) => d.to === 1 || !("value" in d))).toBe(true);
    expect(verifyRecord({ duel }, running)).toMatchObject({ ok: false, at: "seed" });
    expect(verifyRecord({ duel }, record)).toMatchObject({ ok: true });
  });

  it("catches a tampered hidden draw, and one dealt to the wrong seat", () => {
    const { record } = played();
    const changed = structuredClone(record) as GameRecord;
    changed.setup!.draws[1].value = (changed.setup!.draws[1].value % 9) + 1;
    expect(verifyRecord({ duel }, changed)).toMatchObject({ ok: false, at: "setup" });
    const moved = structuredClone(record) as GameRecord;
    moved.setup!.draws[0].to = 1;
    const verdict = verifyRecord({ duel }, moved);
    expect(verdict).toMatchObject({ ok: false, at: "setup" });
    expect(!verdict.ok && verdict.message).toContain("dealt to seat");
    // A hidden draw passed off as a public die (or one dealt to nobody) is caught too.
    for (const to of [undefined, null]) {
      const shown = structuredClone(record) as GameRecord;
      if (to === undefined) delete shown.setup!.draws[0].to;
      else shown.setup!.draws[0].to = to;
      expect(verifyRecord({ duel }, shown)).toMatchObject({ ok: false, at: "setup" });
    }
    // A record that still hides a value (a running game's, with a seed pasted in) does not verify.
    const hidden = structuredClone(record) as unknown as ShownRecord;
    const move = hidden.moves.find((m) => m.draws.length > 0)!;
    delete (move.draws[0] as { value?: number }).value;
    const refused = verifyRecord({ duel }, hidden);
    expect(refused).toMatchObject({ ok: false, at: `move ${move.n}` });
    expect(!refused.ok && refused.message).toContain("a hidden value");
  });
});
