/** `npm run verify` of a fork: with its parent's record it verifies; without it, it says what it needs. */
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runScript } from "./run-script";
import type { GameOf } from "../../worker/engine/define";
import { games } from "../../worker/games";
import { forkOf, parentGame } from "../harness/fork";

const verify = (...args: string[]) => runScript("verify", ...args);

describe("npm run verify, a fork", () => {
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
  });
});
