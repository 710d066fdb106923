/** The command-line verifier, run as a user would, against good and tampered records. */
import { execFile } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import type { GameRecord } from "../../worker/engine/record";
import { mrNatural } from "../../worker/games/mr-natural";
import { playRandomGame } from "../harness/properties";

const run = promisify(execFile);
const tsx = join(import.meta.dirname, "../../node_modules/.bin/tsx");
const script = join(import.meta.dirname, "../../scripts/verify.ts");

async function verify(source: string): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(tsx, [script, source]);
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

let dir: string;
let good: GameRecord;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "verify-cli-"));
  let x = 11;
  const entropy = { serverSeed: "5e".repeat(32), gameId: "cli-game", clientSeeds: ["ann", "bob"] };
  good = playRandomGame(mrNatural, entropy, { target: 2000 }, () => (x = (x * 1103515245 + 12345) >>> 0), 2000).record;
});

async function file(name: string, record: unknown): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, JSON.stringify(record));
  return path;
}

/** A copy of the good record with one change; the change says where verification must fail. */
const tampered = (change: (r: GameRecord) => string) => {
  const r = structuredClone(good);
  return { record: r, at: change(r) };
};
const rolling = (r: GameRecord) => r.moves.filter((m) => m.draws.length > 0);

describe("npm run verify", () => {
  it("verifies a good record file", async () => {
    const { code, out } = await verify(await file("good.json", good));
    expect(code).toBe(0);
    expect(out).toMatch(new RegExp(`^verified: mr-natural cli-game, commitment [0-9a-f]{16}… matches, ${good.moves.length} moves replayed`));
  });

  it.each([
    ["one altered die", (r: GameRecord) => { const m = rolling(r)[3]; m.draws[0].value = (m.draws[0].value % 6) + 1; return `move ${m.n}`; }],
    ["an altered move", (r: GameRecord) => { const m = r.moves.find((m) => m.move.type === "roll" && m.n > 3)!; m.move = { type: "bank" }; return `move ${m.n}`; }],
    ["swapped client seeds", (r: GameRecord) => { [r.seats[0].clientSeed, r.seats[1].clientSeed] = [r.seats[1].clientSeed, r.seats[0].clientSeed]; return `move ${rolling(r)[0].n}`; }],
    ["a wrong server seed", (r: GameRecord) => { r.serverSeed = "77".repeat(32); return "commitment"; }],
  ])("fails with %s, at the right place", async (name, change) => {
    const { record, at } = tampered(change);
    const { code, out } = await verify(await file(`${name}.json`, record));
    expect(code).toBe(1);
    expect(out).toContain(`NOT verified at ${at}:`);
  });

  it("reads a record from a game URL", async () => {
    const server = createServer((req, res) => {
      res.writeHead(req.url === "/api/games/cli-game/record" ? 200 : 404, { "Content-Type": "application/json" });
      res.end(req.url === "/api/games/cli-game/record" ? JSON.stringify(good) : "{}");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      expect((await verify(`http://127.0.0.1:${port}/watch/cli-game`)).code).toBe(0);
      const missing = await verify(`http://127.0.0.1:${port}/watch/nope`);
      expect(missing.code).toBe(2);
      expect(missing.out).toContain("cannot read the record: 404");
    } finally {
      server.close();
    }
  });

  it("refuses a file that is not a record", async () => {
    const { code, out } = await verify(await file("junk.json", { hello: 1 }));
    expect(code).toBe(2);
    expect(out).toContain("not a boxcars-record/1 file");
  });
});
