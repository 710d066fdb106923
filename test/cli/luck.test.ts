/** `npm run luck`: the CLI prints the same report the engine (and so the pages) computes from a record. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runScript } from "./run-script";
import { luckReport, type LuckGame } from "../../worker/engine/luck/report";
import type { ShownRecord } from "../../worker/engine/record";
import { games } from "../../worker/games";

const fixture = join(import.meta.dirname, "../fixtures/records/mr-natural-2p.json");
const luck = (...args: string[]) => runScript("luck", ...args);

describe("npm run luck", () => {
  it("prints the engine's report of a record file, number for number", async () => {
    const record = JSON.parse(readFileSync(fixture, "utf8")) as ShownRecord;
    const expected = luckReport(games[record.game] as LuckGame<unknown>, record);
    const { code, out } = await luck(fixture, "--json");
    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual(JSON.parse(JSON.stringify(expected)));
    const text = await luck(fixture);
    expect(text.out).toContain("Luck report: mr-natural fixture2, 15 moves");
    expect(text.out).toContain("P1: about average luck");
  });

  it("refuses what is not a finished game's record, exit 2", async () => {
    const notJson = await luck(join(import.meta.dirname, "luck.test.ts"));
    expect(notJson.code).toBe(2);
    expect(notJson.out).toContain("cannot read the record");
    const usage = await luck();
    expect(usage.code).toBe(2);
  });
});
