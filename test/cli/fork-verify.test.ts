/** `npm run verify` and `npm run luck` of a fork: with its parent's record they work; without it, they say what they need. */
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runScript } from "./run-script";
import type { GameOf } from "../../worker/engine/define";
import { games } from "../../worker/games";
import { luckReport, type LuckGame } from "../../worker/engine/luck/report";
import { forkOf, parentGame } from "../harness/fork";

const verify = (...args: string[]) => runScript("verify", ...args);
const luck = (...args: string[]) => runScript("luck", ...args);

describe("npm run verify and npm run luck, a fork", () => {
  it("verifies with --parent, and without its parent says how to name it", async () => {
    const game = games["mr-natural"] as GameOf<unknown>;
    const parent = parentGame(game, { target: 2000 });
    const fork = forkOf(game, parent.record, parent.states, 3, "2b".repeat(32));
    const dir = await mkdtemp(join(tmpdir(), "fork-cli-"));
    await writeFile(join(dir, "parent.json"), JSON.stringify(parent.record));
    await writeFile(join(dir, "fork.json"), JSON.stringify(fork));
    const ok = await verify(join(dir, "fork.json"), "--parent", join(dir, "parent.json"));
    expect(ok.out).toContain(`a fork of ${parent.record.id} at move 3, verified with it`);
    expect(ok.code).toBe(0);
    const alone = await verify(join(dir, "fork.json"));
    expect(alone.code).toBe(2);
    expect(alone.out).toContain("--parent");

    // Its luck report plays from the parent's position (found as for verify): the engine's numbers.
    const report = await luck(join(dir, "fork.json"), "--parent", join(dir, "parent.json"), "--json");
    expect(report.code).toBe(0);
    const expected = luckReport(game as LuckGame<unknown>, fork, undefined, parent.states[3]);
    expect(JSON.parse(report.out)).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(() => luckReport(game as LuckGame<unknown>, fork)).toThrow(/parent/);
  });
});
