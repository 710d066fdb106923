/** The British board's build script, run as a maintainer would: the repo's board is up to date, a broken source fails. */
import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const root = join(import.meta.dirname, "../..");
const tsx = join(root, "node_modules/.bin/tsx");
const script = join(root, "scripts/make-gb-board.ts");

async function build(...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(tsx, [script, "--check", ...args]);
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

async function brokenSource(edit: (lines: string) => string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "gb-board-"));
  await cp(join(root, "data/rail/gb"), dir, { recursive: true });
  await writeFile(join(dir, "lines.txt"), edit(await readFile(join(dir, "lines.txt"), "utf8")));
  return dir;
}

describe("scripts/make-gb-board.ts", () => {
  it("rebuilds exactly the board in the repo, and reports its fit", async () => {
    const { code, out } = await build();
    expect(out).toMatch(/r = 0\.9\d+/);
    expect(code).toBe(0);
  }, 120_000);

  it("fails when a town is on no line", async () => {
    const dir = await brokenSource((text) => text.replace("line Carnforth - Barrow-in-Furness - Whitehaven", "line Carnforth - Whitehaven"));
    const { code, out } = await build("--source", dir);
    expect(code).toBe(1);
    expect(out).toContain("Barrow-in-Furness is on no line");
  }, 120_000);

  it("fails when a company's own track falls in two pieces", async () => {
    const dir = await brokenSource((text) => text.replace("line Stafford - Shrewsbury   # via Wellington", "").replace("line Shrewsbury - Craven Arms - Hereford - Abergavenny - Newport   # joint with the GWR\nline Shrewsbury - Welshpool   # joint with the GWR\nline Craven Arms", "line Craven Arms - Hereford - Abergavenny - Newport\nline Shrewsbury - Welshpool\nline Craven Arms"));
    const { code, out } = await build("--source", dir);
    expect(code).toBe(1);
    expect(out).toMatch(/track not connected: .*LNWR/);
  }, 120_000);

  it("fails on a place it does not know", async () => {
    const dir = await brokenSource((text) => text.replace("line Kilmarnock - Ayr", "line Kilmarnock - Troon - Ayr"));
    const { code, out } = await build("--source", dir);
    expect(code).toBe(1);
    expect(out).toContain("G&SWR: unknown place Troon");
  }, 120_000);
});
