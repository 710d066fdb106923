/** Idempotency keys are scoped per seat: another seat's key is another request and reveals nothing. */
import { describe, expect, it } from "vitest";
import { api, claimAll, createGame } from "./support";

describe("idempotency keys per seat", () => {
  it("the same key from two seats makes two moves, and each retry gets its own first answer", async () => {
    // Box Cars: every seat may act at once, so two seats can move on the same version.
    const g = await createGame("box-cars-d10", 2);
    const state = await claimAll(g);
    expect(state.activeSeats).toEqual([0, 1]);
    const post = (seat: number, version: number) =>
      api("POST", `/api/games/${g.id}/moves`, {
        token: g.tokens[seat],
        body: { move: { type: "roll" }, version, key: "shared-key-1" },
      });
    const first = await post(0, state.version);
    expect(first.status).toBe(200);
    const second = await post(1, first.body.version);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const record = (await api("GET", `/api/games/${g.id}/record`)).body;
    expect(record.moves.map((m: { seat: number }) => m.seat)).toEqual([0, 1]);
    // Retries: each seat gets its own first answer back, and nothing is applied again.
    expect((await post(0, state.version)).body).toEqual(first.body);
    expect((await post(1, first.body.version)).body).toEqual(second.body);
    expect((await api("GET", `/api/games/${g.id}/record`)).body.moves).toHaveLength(2);
  });
});
