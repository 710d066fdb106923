/** Bounded answers and the paged move log: the answer carries the last moves, older ones come a page at a time. */
import { describe, expect, it } from "vitest";
import type { GameRecord } from "../../worker/engine/record";
import { RECENT_MOVES, type GameResponse, type MovesPage } from "../../worker/wire";
import { api, claimAll, createGame, playToEnd, roomDump, waitForArchive } from "./support";

describe("move history", () => {
  it("pages the whole log, oldest first, matching the record; the answer carries only the last moves", async () => {
    const g = await createGame("box-cars-d10", 2);
    await claimAll(g);
    const end = await playToEnd(g, 3);
    const record = (await api<GameRecord>("GET", `/api/games/${g.id}/record`)).body;
    expect(record.moves.length).toBeGreaterThan(RECENT_MOVES);
    expect(end.recentMoves).toEqual(
      record.moves.slice(-RECENT_MOVES).map(({ n, seat, by, at, move }) => ({ n, seat, by, at, move })),
    );

    const pages: MovesPage[] = [];
    let before: number | null | undefined;
    do {
      const page = await api<MovesPage>(
        "GET",
        `/api/games/${g.id}/moves?limit=7${before ? `&before=${before}` : ""}`,
      );
      expect(page.status).toBe(200);
      pages.push(page.body);
      before = page.body.next;
    } while (before);
    expect(pages[0].total).toBe(record.moves.length);
    expect(pages.reverse().flatMap((p) => p.moves)).toEqual(
      record.moves.map(({ n, seat, by, at, move, draws }) => ({ n, seat, by, at, move, draws })),
    );

    // Once the room is archived and gone, the archived record serves the same pages.
    await waitForArchive(g.id);
    const last = (await api<MovesPage>("GET", `/api/games/${g.id}/moves?limit=3&before=5`)).body;
    expect(last.moves.map((m) => m.n)).toEqual([2, 3, 4]);
    expect(last.next).toBe(2);
  }, 60_000);

  it("answers an empty page before the first move", async () => {
    const g = await createGame("mr-natural", 2);
    await claimAll(g);
    const page = await api<MovesPage>("GET", `/api/games/${g.id}/moves`);
    expect(page.body).toEqual({ moves: [], total: 0, next: null });
    expect((await api<GameResponse>("GET", `/api/games/${g.id}`)).body.recentMoves).toEqual([]);
  });

  it.each(["before=0", "before=-1", "before=x", "limit=0", "limit=101", "limit=2.5", "limit=", "page=2"])(
    "refuses %s: a clear 400, nothing stored",
    async (q) => {
      const g = await createGame("mr-natural", 2);
      await claimAll(g);
      const before = await roomDump(g.id);
      const res = await api("GET", `/api/games/${g.id}/moves?${q}`);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("bad_query");
      expect(await roomDump(g.id)).toBe(before);
    },
  );

  it("answers 404 for an unknown game", async () => {
    const res = await api("GET", "/api/games/abcdefghjkmn/moves");
    expect(res.status).toBe(404);
  });
});
