/** `npm run verify` of a fork: with its parent's record it verifies; without it, it says what it needs. */
import { execFile } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import type { GameOf } from "../../worker/engine/define";
import { games } from "../../worker/games";
import { forkOf, parentGame } from "../harness/fork";

const run = promisify(execFile);
const tsx = join(import.meta.dirname, "../../node_modules/.bin/tsx");
const script = join(import.meta.dirname, "../../scripts/verify.ts");

async function verify(...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(tsx, [script, ...args]);
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

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
