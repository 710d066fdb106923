/**
 * Hidden information end to end, through the real Worker and room, with a small card game
 * (test/engine/duel-game.ts) registered for this file: each seat's hand and its face-down card reach
 * no other viewer on any channel until the round opens or the game ends; the finished record
 * reveals every card and verifies at /api/records/verify.
 */
import { anyGame } from "../../worker/engine/define";
import { runInDurableObject } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { Ledger } from "../../worker/room/ledger";
import { games } from "../../worker/games";
import type { GameResponse, MovesPage } from "../../worker/wire";
import { duel, type DuelView } from "../engine/duel-game";
import { api, claimAll, createGame, playToEnd, roomStub, type TestGame } from "./support";

beforeAll(() => {
  games[duel.id] = anyGame(duel);
  return () => {
    delete games[duel.id];
  };
});

async function read<T>(path: string, token?: string): Promise<T> {
  const res = await api<T>("GET", path, { token });
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

/** Everything a viewer can fetch of a game: the answer (the widget and previews read the spectator's), the log page, the record. */
async function everything(g: TestGame, token?: string): Promise<string> {
  return [
    await read(`/api/games/${g.id}`, token),
    await read(`/api/games/${g.id}/moves`, token),
    await read(`/api/games/${g.id}/record`, token),
  ]
    .map((x) => JSON.stringify(x))
    .join("\n");
}

describe("a hidden-information game through the room", () => {
  it("keeps each hand and each face-down card from everyone else until its time", async () => {
    const g: TestGame = await createGame("duel", 2);
    await claimAll(g);
    const mine = await read<GameResponse>(`/api/games/${g.id}`, g.tokens[0]);
    const hand = (mine.view as DuelView).hand!;
    expect(hand).toHaveLength(3);
    const theirs = await read<GameResponse>(`/api/games/${g.id}`, g.tokens[1]);
    expect((theirs.view as DuelView).handSizes).toEqual([3, 3]);
    // Seat 0's cards appear in its own answers only; the setup's draws show others no value.
    const record1 = await read<{ setup: { draws: { to: number; value?: number }[] } }>(
      `/api/games/${g.id}/record`,
      g.tokens[1],
    );
    expect(record1.setup.draws.filter((d) => d.to === 0).every((d) => d.value === undefined)).toBe(true);
    expect(record1.setup.draws.filter((d) => d.to === 1).every((d) => typeof d.value === "number")).toBe(
      true,
    );
    const spectator = await read<{ setup: { draws: { value?: number }[] } }>(`/api/games/${g.id}/record`);
    expect(spectator.setup.draws.every((d) => d.value === undefined)).toBe(true);

    // Seat 0 plays a card face down: seat 1, the host and spectators see that it played, not what.
    const card = hand[0];
    const played = await api<GameResponse>("POST", `/api/games/${g.id}/moves`, {
      token: g.tokens[0],
      body: { move: { type: "play", card }, version: mine.version, key: "duel-round-1-a" },
    });
    expect(played.status).toBe(200);
    expect(played.body.recentMoves.at(-1)!.move).toEqual({ type: "play", card });
    for (const token of [g.tokens[1], g.host, undefined]) {
      const page = await read<MovesPage>(`/api/games/${g.id}/moves`, token);
      expect(page.moves.at(-1)!.move).toEqual({ type: "play" });
      const seen = await read<GameResponse>(`/api/games/${g.id}`, token);
      expect((seen.view as DuelView).played).toEqual([true, false]);
      expect(seen.headline).toBe("Round 1: Player 1 0 · Player 2 0");
    }

    // Seat 1 plays: the round opens, and both face-down cards are public in the log.
    const other = await read<GameResponse>(`/api/games/${g.id}`, g.tokens[1]);
    const reply = await api<GameResponse>("POST", `/api/games/${g.id}/moves`, {
      token: g.tokens[1],
      body: {
        move: { type: "play", card: (other.view as DuelView).hand![0] },
        version: other.version,
        key: "duel-round-1-b",
      },
    });
    expect(reply.status).toBe(200);
    const opened = await read<MovesPage>(`/api/games/${g.id}/moves`);
    expect(opened.moves.map((m) => m.move)).toEqual([
      { type: "play", card },
      { type: "play", card: (other.view as DuelView).hand![0] },
    ]);
    // The new cards dealt at the round's end are seen by their seat alone.
    const dealt = opened.moves.at(-1)!.draws;
    expect(dealt).toHaveLength(2);
    expect(dealt.every((d) => !("value" in d))).toBe(true);
    expect(await everything(g, g.tokens[1])).not.toContain(`"to":0,"value"`);
  });

  it("reveals every card when the game ends, and the record verifies", async () => {
    const g: TestGame = await createGame("duel", 2);
    await claimAll(g);
    const end = await playToEnd(g, 3, 50);
    expect(end.status).toBe("finished");
    const record = await read<{
      serverSeed: string;
      setup: { draws: { value?: number }[] };
      moves: { move: { card?: number } }[];
    }>(`/api/games/${g.id}/record`);
    expect(record.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(record.setup.draws.every((d) => typeof d.value === "number")).toBe(true);
    expect(record.moves.every((m) => typeof m.move.card === "number")).toBe(true);
    const checked = await api<{ verdict: { ok: boolean } }>("POST", "/api/records/verify", { body: record });
    expect(checked.status).toBe(200);
    expect(checked.body.verdict).toMatchObject({ ok: true });
  });

  it("seals the log of a room made before moves were sealed in storage, when it is next opened", async () => {
    const g: TestGame = await createGame("duel", 2);
    await claimAll(g);
    const mine = await read<GameResponse>(`/api/games/${g.id}`, g.tokens[0]);
    const card = (mine.view as DuelView).hand![0];
    await api("POST", `/api/games/${g.id}/moves`, {
      token: g.tokens[0],
      body: { move: { type: "play", card }, version: mine.version, key: "duel-old-room-1" },
    });
    const shown = await runInDurableObject(roomStub(g.id), (_room, state) => {
      state.storage.sql.exec("ALTER TABLE moves DROP COLUMN sealed"); // as a room made before the column
      const ledger = new Ledger(state.storage);
      const rows = ledger.rows()!;
      return [
        ledger.history(rows, null, undefined, 10).moves[0].move,
        ledger.history(rows, 0, undefined, 10).moves[0].move,
      ];
    });
    expect(shown).toEqual([{ type: "play" }, { type: "play", card }]);
  });
});
