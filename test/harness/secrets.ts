/**
 * The secrets property, for every game that declares secrets: two states that differ only in one
 * seat's secrets (`secrets.vary`) give byte-identical output to every other viewer on every channel
 * the state reaches (the answer, and so the widget's feed; the headline of notifications and link
 * previews); and a sealed move shows the same to the others whichever of the author's legal moves it
 * was (the log page and the record). Live messages carry version and chat numbers only.
 */
import type { GameOf } from "../../worker/engine/define";
import { expect } from "vitest";
import { checkedOptions } from "../../worker/engine/options";
import { SeededRandom } from "../../worker/engine/random";
import { canonical } from "../../worker/engine/canonical";
import type { Move, Seat } from "../../worker/engine/types";
import { clockOptions } from "../../worker/clock/options";
import { newTimers } from "../../worker/clock/timers";
import { gameResponse, headlineFor, recentOf, type Viewer } from "../../worker/room/disclose";
import { oneTapChoices } from "../../worker/room/one-tap";
import { parseRows, type RoomRows } from "../../worker/room/rows";
import type { Caller } from "../../worker/wire";

/** Rows of a running room around a state, as the disclosure module reads them. */
export function runningRows<S>(game: GameOf<S>, seats: number): RoomRows {
  const at = "2026-11-26T00:00:00.000Z";
  return parseRows(
    {
      game_id: "secrets-test",
      game: game.id,
      options: JSON.stringify(checkedOptions(game.options, {})),
      server_seed: "ab".repeat(32),
      commitment: "cd".repeat(32),
      host_hash: "",
      created_at: at,
      started_at: at,
      ended_at: null,
      archived_at: null,
      archive_attempts: 0,
      clock: JSON.stringify(checkedOptions(clockOptions, {})),
      origin: "https://boxcars.test",
      listed: 0,
      aborted_at: null,
      record_format: 2,
      abandoned: 0,
    },
    Array.from({ length: seats }, (_, seat) => ({
      seat,
      token_hash: "",
      name: `P${seat + 1}`,
      client_seed: `s${seat}`,
      claimed_at: at,
      bot: 0,
      has_left: 0,
      time_zone: null,
    })),
    { version: 9, state: null, counters: null, setup: null, timers: JSON.stringify(newTimers(seats)) },
  );
}

const callerOf = (viewer: Viewer): Caller | null =>
  viewer === null ? null : { role: "player", seat: viewer, claimed: true };

/** What `viewer` gets of `state` on every channel the state reaches. */
function channels<S>(game: GameOf<S>, rows: RoomRows, state: S, viewer: Viewer): string {
  const names = rows.seats.map((s) => s.name!);
  return canonical({
    answer: gameResponse(game, rows, state, callerOf(viewer), []),
    notification: headlineFor(game, state, viewer, names),
    preview: headlineFor(game, state, null, names),
    // A notification's one-tap buttons: their moves and labels.
    oneTap: viewer === null ? null : oneTapChoices(game, state, viewer),
  });
}

/**
 * Checks the property on each of `states` (running states of a game with `seats` seats); returns how
 * many (state, seat) pairs held a secret, so a caller can assert the check was not empty.
 */
export function checkSecrets<S>(game: GameOf<S>, seats: number, states: S[]): number {
  const secrets = game.secrets;
  if (!secrets) throw new Error(`${game.id} declares no secrets`);
  const rows = runningRows(game, seats);
  const rng = new SeededRandom({ serverSeed: "ef".repeat(32), gameId: "vary", clientSeeds: [] });
  let varied = 0;
  for (const state of states) {
    for (let owner: Seat = 0; owner < seats; owner++) {
      const other = secrets.vary(state, owner, rng);
      if (other !== null) {
        varied++;
        expect(canonical(other), "vary must change the owner's secrets").not.toBe(canonical(state));
        for (const viewer of [
          null,
          ...Array.from({ length: seats }, (_, s) => s).filter((s) => s !== owner),
        ]) {
          expect(channels(game, rows, other, viewer), `viewer ${viewer} sees seat ${owner}'s secret`).toBe(
            channels(game, rows, state, viewer),
          );
        }
      }
      // Whichever legal move the owner makes, a sealed one shows the others the same thing.
      const sealed = game
        .legalMoves(state, owner)
        .map((move) => ({ move, seal: secrets.seal(move as never, owner, state) }))
        .filter((m) => m.seal !== null);
      const shown = new Set(sealed.map((m) => canonical(m.seal)));
      expect(shown.size, `seat ${owner}'s sealed moves show differently`).toBeLessThanOrEqual(1);
      for (const { move, seal } of sealed) {
        const row = {
          n: 1,
          seat: owner,
          by: "player" as const,
          at: "",
          move: JSON.stringify(move),
          sealed: JSON.stringify(seal),
        };
        expect(recentOf(rows, [row], owner)[0].move).toEqual(move as Move);
        for (let viewer: Seat = 0; viewer < seats; viewer++)
          if (viewer !== owner) expect(recentOf(rows, [row], viewer)[0].move).toEqual(seal!.shown);
        expect(recentOf(rows, [row], null)[0].move).toEqual(seal!.shown);
      }
    }
  }
  return varied;
}
