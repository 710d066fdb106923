/**
 * Private notes (issue #37 item 6), held to the secrets property: two rooms that differ only in one
 * seat's notes look the same to every other viewer (the others' seats, the host, a spectator) on every
 * channel (the game, the move log, the record, table talk, previews, oEmbed, notifications); the notes
 * are not in the finished record and go with the room's storage. Bad input stores nothing.
 */
import { runInDurableObject } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import type { GameResponse } from "../../worker/wire";
import {
  api,
  callWorker,
  captureWebhooks,
  claimAll,
  createGame,
  playToEnd,
  roomDump,
  roomStub,
  runAlarm,
  throughSelf,
  waitForArchive,
  type TestGame,
} from "./support";

throughSelf();

const SECRET = "Bluff on the third turn: ZQX-4471";
let hooks: ReturnType<typeof captureWebhooks> | undefined;
afterEach(() => hooks?.restore());

/** Everything `token` (a seat, the host, or nobody) can read of the game, on every channel. */
async function everything(g: TestGame, token?: string): Promise<string> {
  const paths = [
    `/api/games/${g.id}`,
    `/api/games/${g.id}/moves`,
    `/api/games/${g.id}/record`,
    `/api/games/${g.id}/chat`,
    `/oembed?format=json&url=${encodeURIComponent(`https://boxcars.test/watch/${g.id}`)}`,
  ];
  const answers = await Promise.all(paths.map((p) => api("GET", p, { token })));
  const page = await callWorker(new Request(`https://boxcars.test/watch/${g.id}`));
  return JSON.stringify([answers.map((a) => [a.status, a.body]), await page.text()]);
}

/** Seat `seat`'s notes; with `text`, saved first. */
const notes = (g: TestGame, seat: number, text?: string) =>
  text === undefined
    ? api("GET", `/api/games/${g.id}/notes`, { token: g.tokens[seat] })
    : api("PUT", `/api/games/${g.id}/notes`, { token: g.tokens[seat], body: { text } });

describe("private notes", () => {
  it("never reach anyone else on any channel, are not archived, and go with the room", async () => {
    hooks = captureWebhooks();
    const g = await createGame("mr-natural", 2, { target: 2000 });
    await claimAll(g);
    for (const seat of [0, 1])
      await api("PUT", `/api/games/${g.id}/notifications`, {
        token: g.tokens[seat],
        body: { email: null, webhook: { url: `https://hooks.test/notes-${seat}`, kind: "json" } },
      });
    const others = [g.tokens[1], g.host, undefined];
    const before = await Promise.all(others.map((t) => everything(g, t)));

    const saved = await notes(g, 0, SECRET);
    expect([saved.status, saved.body.text]).toEqual([200, SECRET]);
    expect((await notes(g, 0)).body.text).toBe(SECRET);
    expect((await notes(g, 1)).body).toEqual({ text: "", at: null }); // seat 1 reads its own, not seat 0's

    const after = await Promise.all(others.map((t) => everything(g, t)));
    expect(after).toEqual(before);
    // Not even the owner's own game answer carries them (only GET /notes does).
    expect(await everything(g, g.tokens[0])).not.toContain("ZQX-4471");

    await playToEnd(g);
    await runAlarm(g.id);
    expect(JSON.stringify(hooks.calls)).not.toContain("ZQX-4471");
    await waitForArchive(g.id);
    const record = await api<GameResponse>("GET", `/api/games/${g.id}/record`, { token: g.tokens[0] });
    expect(JSON.stringify(record.body)).not.toContain("ZQX-4471");
    const purged = await runInDurableObject(roomStub(g.id), async (_r, state) => {
      await state.storage.deleteAll(); // what the archive step's purge does
      return state.storage.sql.exec("SELECT name FROM sqlite_master WHERE name = 'notes'").toArray().length;
    });
    expect(purged).toBe(0);
  });

  it("refuses bad notes and other links with a clear 4xx, storing nothing", async () => {
    const g = await createGame("mr-natural", 2, { target: 2000 });
    await claimAll(g);
    const stored = await runInDurableObject(roomStub(g.id), (_r, s) =>
      JSON.stringify(s.storage.sql.exec("SELECT * FROM notes").toArray()),
    );
    const dump = await roomDump(g.id);
    for (const body of [
      { text: "x".repeat(4001) },
      { text: "bell\u0007" },
      { text: 5 },
      { text: "a", pin: 1 },
      {},
    ]) {
      const res = await api("PUT", `/api/games/${g.id}/notes`, { token: g.tokens[0], body });
      expect([res.status, res.body.error.code], JSON.stringify(body)).toEqual([400, "bad_request"]);
    }
    for (const token of [g.host, undefined]) {
      const res = await api("PUT", `/api/games/${g.id}/notes`, { token, body: { text: "hi" } });
      expect([res.status, res.body.error.code]).toEqual([403, "not_a_player"]);
    }
    expect(await roomDump(g.id)).toBe(dump);
    expect(
      await runInDurableObject(roomStub(g.id), (_r, s) =>
        JSON.stringify(s.storage.sql.exec("SELECT * FROM notes").toArray()),
      ),
    ).toBe(stored);
    // A line break and a tab are fine; "" deletes.
    expect((await notes(g, 0, "line one\n\tline two")).status).toBe(200);
    expect((await notes(g, 0, "")).body).toEqual({ text: "", at: null });
  });
});
