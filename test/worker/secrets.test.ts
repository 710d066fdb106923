/**
 * Secrets over HTTP: a rail auction's sealed answers. The attack that recovered a sealed bid from the
 * public record (hash candidate states against an unkeyed state hash) must fail against what anyone
 * can fetch, and succeed against the old hash, so the test can fail. The bidder sees its own bid; the
 * other seats, the host and spectators see neither bid nor pass until the game ends; a view asked
 * for by the wrong link is refused.
 */
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { plainStateHash } from "../../worker/engine/record";
import type { RailsState } from "../../worker/games/boxcars-rails/types";
import type { GameResponse, MovesPage } from "../../worker/wire";
import { openAuction } from "../games/boxcars-rails/fixtures";
import { api, changeStorage, callWorker, claimAll, createGame, roomStub, type TestGame } from "./support";

const SELLER = 0,
  BIDDER = 1,
  OTHER = 2;
const BID = 23_500; // no cash or price in the game is this figure

/** A started rail game whose room is put at that auction (the log before it is the game's own start). */
async function atAuction(): Promise<TestGame> {
  const g = await createGame("boxcars-rails", 3);
  await claimAll(g);
  const state = openAuction();
  expect(state.sale?.stage.waiting).toEqual([BIDDER, OTHER]);
  await changeStorage(g.id, (storage) => {
    storage.sql.exec("UPDATE snapshot SET state = ?, version = version + 1", JSON.stringify(state));
  });
  return g;
}

async function read<T>(path: string, token?: string): Promise<T> {
  const res = await api<T>("GET", path, { token });
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

/** The attack: every bid the seat could have made, put into the public view, hashed until one matches. */
function recoverBid(view: RailsState, target: string, hash: (state: unknown) => string): number | null {
  for (let max = 0; max <= view.players[BIDDER].cash; max += 500) {
    const bids = view.sale!.bids.map((b, s) => (s === BIDDER ? max : b));
    if (hash({ ...view, sale: { ...view.sale!, bids } }) === target) return max;
  }
  return null;
}

async function bid(g: TestGame, seat: number, move: unknown): Promise<GameResponse> {
  const mine = await read<GameResponse>(`/api/games/${g.id}`, g.tokens[seat]);
  const res = await api<GameResponse>("POST", `/api/games/${g.id}/moves`, {
    token: g.tokens[seat],
    body: { move, version: mine.version, key: `sealed-bid-${seat}` },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe("a sealed rail bid", () => {
  it("cannot be recovered from anything a non-bidder can fetch; the old unkeyed hash gave it away", async () => {
    const g = await atAuction();
    await bid(g, BIDDER, { type: "bid", max: BID });
    for (const token of [undefined, g.tokens[OTHER], g.host]) {
      const game = await read<GameResponse>(`/api/games/${g.id}`, token);
      const view = game.view as RailsState;
      expect(view.sale!.bids[BIDDER]).toBe(0);
      const page = await read<MovesPage>(`/api/games/${g.id}/moves`, token);
      const record = await read<{ moves: { move: unknown; stateHash: string }[]; serverSeed: string | null }>(
        `/api/games/${g.id}/record`,
        token,
      );
      const texts = [JSON.stringify(game), JSON.stringify(page), JSON.stringify(record)];
      for (const text of texts) expect(text).not.toMatch(/23,?500/);
      expect(page.moves.at(-1)!.move).toEqual({ type: "bid" });
      expect(record.moves.at(-1)!.move).toEqual({ type: "bid" });
      expect(record.serverSeed).toBeNull();
      // The state hash after the bid is keyed by the seed: no candidate state matches it.
      expect(recoverBid(view, record.moves.at(-1)!.stateHash, plainStateHash)).toBeNull();
      // The same attack against the hash the room used to publish (SHA-256 of the state) finds the bid.
      const real = await runInDurableObject(
        roomStub(g.id),
        (_room, s) => s.storage.sql.exec<{ state: string }>("SELECT state FROM snapshot").one().state,
      );
      expect(recoverBid(view, plainStateHash(JSON.parse(real)), plainStateHash)).toBe(BID);
    }
    // The link preview and the widget's feed read the spectator's answer: no bid there either.
    const watch = await callWorker(new Request(`https://boxcars.test/watch/${g.id}`));
    expect(watch.status).toBe(200);
    const page = await watch.text();
    expect(page).toContain('property="og:description"');
    expect(page).not.toMatch(/23,?500/);
  });

  it("is the bidder's own to see at once, everyone's when the game ends; a pass looks like a bid to the others", async () => {
    const g = await atAuction();
    const answer = await bid(g, BIDDER, { type: "bid", max: BID });
    expect((answer.view as RailsState).sale!.bids[BIDDER]).toBe(BID);
    expect(answer.recentMoves.at(-1)!.move).toEqual({ type: "bid", max: BID });
    expect((await read<MovesPage>(`/api/games/${g.id}/moves`, g.tokens[BIDDER])).moves.at(-1)!.move).toEqual({
      type: "bid",
      max: BID,
    });
    // Anna passes: the auction settles at half the price (no second bid); the price and buyer are public, the answers are not.
    const settled = await bid(g, OTHER, { type: "pass" });
    expect((settled.view as RailsState).lastSale).toMatchObject({
      seller: SELLER,
      buyer: BIDDER,
      price: 15000,
    });
    const seen = await read<MovesPage>(`/api/games/${g.id}/moves`);
    expect(seen.moves.slice(-2).map((m) => m.move)).toEqual([{ type: "bid" }, { type: "bid" }]);
    expect(
      (await read<MovesPage>(`/api/games/${g.id}/moves`, g.tokens[OTHER])).moves.slice(-2).map((m) => m.move),
    ).toEqual([{ type: "bid" }, { type: "pass" }]);
    // The host ends the game: the record reveals every answer and the seed.
    expect(
      (await api("POST", `/api/games/${g.id}/host`, { token: g.host, body: { action: "abort" } })).status,
    ).toBe(200);
    const record = await read<{ moves: { move: unknown }[]; serverSeed: string | null }>(
      `/api/games/${g.id}/record`,
    );
    expect(record.moves.slice(-2).map((m) => m.move)).toEqual([{ type: "bid", max: BID }, { type: "pass" }]);
    expect(record.serverSeed).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses a view asked for by another seat's link or by no link, and reveals nothing", async () => {
    const g = await atAuction();
    await bid(g, BIDDER, { type: "bid", max: BID });
    for (const path of [
      `/api/games/${g.id}?seat=${BIDDER}`,
      `/api/games/${g.id}/record?seat=${BIDDER}`,
      `/api/games/${g.id}/moves?seat=${BIDDER}`,
    ]) {
      for (const token of [undefined, g.tokens[OTHER], g.host]) {
        const res = await api("GET", path, { token });
        expect(res.status, path).toBe(403);
        expect(res.body.error.code).toBe("not_your_seat");
        expect(JSON.stringify(res.body)).not.toMatch(/23,?500/);
      }
      expect((await api("GET", path, { token: g.tokens[BIDDER] })).status).toBe(200);
    }
    for (const bad of ["seat=x", "seat=-1", "seat=100"]) {
      const res = await api("GET", `/api/games/${g.id}/moves?${bad}`);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("bad_query");
    }
  });
});
