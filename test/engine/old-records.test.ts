/**
 * Records written before the platform's second version (made with the code of 2026-11-22 and kept
 * as fixtures) must keep verifying: finished games are readable and checkable forever. So must a US rail
 * record made before the British board (with the code of 2026-11-26, rules version 2, options without `board`).
 */
import { describe, expect, it } from "vitest";
import type { GameRecord } from "../../worker/engine/record";
import { verifyRecord } from "../../worker/engine/record";
import { games } from "../../worker/games";
import boxCars2 from "../fixtures/records/box-cars-d10-2p.json";
import rails3 from "../fixtures/records/boxcars-rails-3p.json";
import rw1 from "../fixtures/records/boxcars-rw-1p.json";
import rw3 from "../fixtures/records/boxcars-rw-3p.json";
import natural1 from "../fixtures/records/mr-natural-1p.json";
import natural2 from "../fixtures/records/mr-natural-2p.json";

const fixtures = {
  "boxcars-rails-3p": rails3,
  "box-cars-d10-2p": boxCars2,
  "boxcars-rw-1p": rw1,
  "boxcars-rw-3p": rw3,
  "mr-natural-1p": natural1,
  "mr-natural-2p": natural2,
};

describe("records of the first version", () => {
  for (const [name, record] of Object.entries(fixtures)) {
    it(`${name} still verifies`, () => {
      expect(verifyRecord(games, record as unknown as GameRecord)).toMatchObject({ ok: true });
    });
    it(`${name} with one die changed does not`, () => {
      const tampered = structuredClone(record) as unknown as GameRecord;
      const move = tampered.moves.find((m) => m.draws.length > 0)!;
      move.draws[0].value = (move.draws[0].value % move.draws[0].sides) + 1;
      expect(verifyRecord(games, tampered)).toMatchObject({ ok: false, at: `move ${move.n}` });
    });
  }
});
