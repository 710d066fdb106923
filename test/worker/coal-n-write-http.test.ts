/**
 * Coal N' Write's bad moves over HTTP: the game's own plausible-but-wrong moves (`fuzz`: a die used
 * twice, a claim under the dig number, a chamber not open, a visit without a pair, purchases without
 * the cash, a card of the other mode, a second bonus letter...) and a few malformed ones, each posted
 * at a running game. Every one gets a 4xx JSON error that says why, and the room stores nothing.
 */
import { describe, expect, it } from "vitest";
import { game as coalNWrite } from "../../worker/games/coal-n-write";
import type { CoalState } from "../../worker/games/coal-n-write/types";
import type { GameResponse } from "../../worker/wire";
import { api, claimAll, createGame, roomDump } from "./support";

const MALFORMED: unknown[] = [
  { type: "dig", chamber: "1L1" },
  { type: "claim", chamber: "1L1", dice: [0, 1, 2, 0] },
  { type: "dig", chamber: "1L1", die: -1 },
  { type: "visit", card: "saloon", die: 0 },
  { type: "load", minerals: ["S"], extra: true },
  { type: "dynamite" },
];

describe("Coal N' Write over HTTP: bad moves", () => {
  it("refuses the game's own wrong moves and malformed ones with a 4xx JSON error, storing nothing", async () => {
    const g = await createGame("coal-n-write", 2);
    await claimAll(g);
    const seen = (await api<GameResponse>("GET", `/api/games/${g.id}`, { token: g.tokens[0] })).body;
    // The state behind the view: every sheet is open in this game, so the view holds it whole.
    const state = seen.view as CoalState;
    const wrong = coalNWrite.fuzz(state, 0);
    expect(wrong.length).toBeGreaterThan(5);
    const before = await roomDump(g.id);
    for (const [i, move] of [...wrong, ...MALFORMED].entries()) {
      const res = await api("POST", `/api/games/${g.id}/moves`, {
        token: g.tokens[0],
        body: { move, version: seen.version, key: `bad-move-${i}` },
      });
      expect(res.status, JSON.stringify(move)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(move)).toBeLessThan(500);
      expect(typeof res.body.error.code).toBe("string");
      expect(res.body.error.message.length, JSON.stringify(move)).toBeGreaterThan(10);
    }
    expect(await roomDump(g.id)).toBe(before);
    // A good move is still taken afterwards.
    const ok = await api<GameResponse>("POST", `/api/games/${g.id}/moves`, {
      token: g.tokens[0],
      body: { move: seen.legalMoves![0], version: seen.version, key: "good-move-1" },
    });
    expect(ok.status).toBe(200);
  });
});
