/** The command-line verifier, run as a user would, against good and tampered records. */
import { readFileSync } from "node:fs";
import { execFile } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import type { GameRecord } from "../../worker/engine/record";
import { game as birthrightConquest } from "../../worker/games/birthright-conquest";
import { game as mrNatural } from "../../worker/games/mr-natural";
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
  good = playRandomGame(
    mrNatural,
    entropy,
    { target: 2000 },
    () => (x = (x * 1103515245 + 12345) >>> 0),
    2000,
  ).record;
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
  it("verifies a finished Birthright Conquest record, and finds a changed hidden shuffle exactly", async () => {
    let y = 5;
    const { record } = playRandomGame(
      birthrightConquest,
      { serverSeed: "b7".repeat(32), gameId: "cli-bc", clientSeeds: ["good", "evil"] },
      {},
      () => (y = (y * 1103515245 + 12345) >>> 0),
      4000,
    );
    const ok = await verify(await file("bc.json", record));
    expect(ok.code).toBe(0);
    expect(ok.out).toMatch(/^verified: birthright-conquest cli-bc, .* every roll and state identical/);
    const bad = structuredClone(record);
    const shuffles = bad.setup!.draws;
    const at = shuffles.findIndex((d) => d.sides > 1);
    const draw = shuffles[at];
    draw.value = (draw.value + 1) % draw.sides;
    const found = await verify(await file("bc-bad.json", bad));
    expect(found.code).toBe(1);
    expect(found.out).toContain(
      `NOT verified at setup: Setup roll ${at + 1}: the record says ${draw.value} `,
    );
  });

  it("verifies a good record file", async () => {
    const { code, out } = await verify(await file("good.json", good));
    expect(code).toBe(0);
    expect(out).toMatch(
      new RegExp(
        `^verified: mr-natural cli-game, commitment [0-9a-f]{16}… matches, ${good.moves.length} moves replayed`,
      ),
    );
  });

  it("verifies a record of the first format (state hashes not yet keyed), kept from 2026-11-22", async () => {
    const old = JSON.parse(
      readFileSync(new URL("../fixtures/records/mr-natural-2p.json", import.meta.url), "utf8"),
    );
    expect(old.format).toBe("boxcars-record/1");
    const { code, out } = await verify(await file("old.json", old));
    expect(code).toBe(0);
    expect(out).toMatch(/^verified: mr-natural /);
  });

  it.each([
    [
      "one altered die",
      (r: GameRecord) => {
        const m = rolling(r)[3];
        m.draws[0].value = (m.draws[0].value % 6) + 1;
        return `move ${m.n}`;
      },
    ],
    [
      "an altered move",
      (r: GameRecord) => {
        const m = r.moves.find((m) => m.move.type === "roll" && m.n > 3)!;
        m.move = { type: "bank" };
        return `move ${m.n}`;
      },
    ],
    [
      "swapped client seeds",
      (r: GameRecord) => {
        [r.seats[0].clientSeed, r.seats[1].clientSeed] = [r.seats[1].clientSeed, r.seats[0].clientSeed];
        return `move ${rolling(r)[0].n}`;
      },
    ],
    [
      "a wrong server seed",
      (r: GameRecord) => {
        r.serverSeed = "77".repeat(32);
        return "commitment";
      },
    ],
  ])("fails with %s, at the right place", async (name, change) => {
    const { record, at } = tampered(change);
    const { code, out } = await verify(await file(`${name}.json`, record));
    expect(code).toBe(1);
    expect(out).toContain(`NOT verified at ${at}:`);
  });

  it("reads a record from a game URL", async () => {
    const server = createServer((req, res) => {
      res.writeHead(req.url === "/api/games/cli-game/record" ? 200 : 404, {
        "Content-Type": "application/json",
      });
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

describe("npm run verify: exit codes", () => {
  /** Exit 2 with one clear line on stderr, never a stack trace. */
  async function unusable(source: string, message: string | RegExp) {
    const { code, out } = await verify(source);
    expect(code, out).toBe(2);
    expect(out.trim()).toMatch(message);
    expect(out).not.toMatch(/\n\s+at /);
    expect(out.trim().split("\n")).toHaveLength(1);
  }
  const raw = async (name: string, text: string) => {
    const path = join(dir, name);
    await writeFile(path, text);
    return path;
  };
  const edited = (change: (r: any) => void) => {
    const r = structuredClone(good) as any;
    change(r);
    return r;
  };

  it("0 for a verified record, 1 for one that differs (a server seed still secret among them)", async () => {
    expect((await verify(await file("ok.json", good))).code).toBe(0);
    const secret = await verify(
      await file(
        "secret.json",
        edited((r) => {
          r.serverSeed = null;
        }),
      ),
    );
    expect(secret.code).toBe(1);
    expect(secret.out).toContain("NOT verified at seed:");
  });

  it.each([
    [
      "a target given as a string",
      (r: any) => {
        r.options.target = "2000";
      },
      /^cannot verify the record: The record's options are not valid for BOXCAR \(Mr\. Natural\): target/,
    ],
    [
      "a target not offered",
      (r: any) => {
        r.options.target = 1234;
      },
      /^cannot verify the record: The record's options are not valid .*target/,
    ],
    [
      "an unknown option",
      (r: any) => {
        r.options.turbo = true;
      },
      /^cannot verify the record: The record's options are not valid/,
    ],
    // A Mr. Natural record is of rules version 2 (bounded state); Box Cars knows only version 1.
    [
      "another game's label",
      (r: any) => {
        r.game = "box-cars-d10";
      },
      /^cannot verify the record: The record is of rules version 2; this verifier knows up to 1/,
    ],
    [
      "an unknown game",
      (r: any) => {
        r.game = "chess";
      },
      /^cannot verify the record: Unknown game chess/,
    ],
    [
      "a newer rules version",
      (r: any) => {
        r.rules = 999;
      },
      /^cannot verify the record: The record is of rules version 999/,
    ],
    [
      "options of the wrong type",
      (r: any) => {
        r.options = [2000];
      },
      /^cannot read the record: not a boxcars-record\/1 file: options/,
    ],
  ])("2 for a record with %s", async (name, change, message) => {
    await unusable(await file(`${name}.json`, edited(change)), message);
  });

  it("2 for a file that is not JSON, nests too deep, carries __proto__, or is missing, and without an argument", async () => {
    await unusable(await raw("broken.json", '{"format":'), /^cannot read the record: the file is not JSON$/);
    const deep = JSON.stringify(good).replace(
      '"options":{',
      `"options":{"x":${"[".repeat(100_000)}${"]".repeat(100_000)},`,
    );
    await unusable(
      await raw("deep.json", deep),
      /^cannot read the record: JSON may nest arrays and objects at most 32 levels deep/,
    );
    const proto = JSON.stringify(good).replace('"options":{', '"options":{"__proto__":{"target":5000},');
    await unusable(
      await raw("proto.json", proto),
      /^cannot read the record: not a boxcars-record\/1 file: options\.__proto__/,
    );
    await unusable(join(dir, "nowhere.json"), /^cannot read the record: ENOENT/);
    const none = await run(tsx, [script]).then(
      () => ({ code: 0, out: "" }),
      (e) => ({ code: e.code as number, out: String(e.stderr) }),
    );
    expect(none).toEqual({
      code: 2,
      out: "usage: npm run verify -- <record.json | game URL> [--parent <record.json | URL>]...\n",
    });
  });
});
