/**
 * The British board's build script, run as a maintainer would: the repo's board is up to date, a broken
 * source fails. And a finished British game verifies with `npm run verify`, a tampered one does not.
 */
import { execFile } from "node:child_process";
import { cp, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { checkedOptions } from "../../worker/engine/options";
import { botMove, playMove, startGame, type Snapshot } from "../../worker/engine/play";
import { commitmentOf } from "../../worker/engine/random";
import { RECORD_FORMAT, rulesVersion, stateHasher, type GameRecord } from "../../worker/engine/record";
import { isMoveError } from "../../worker/engine/types";
import { game } from "../../worker/games/boxcars-rails";
import type { RailsState } from "../../worker/games/boxcars-rails/types";

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
    const dir = await brokenSource((text) =>
      text.replace("line Carnforth - Barrow-in-Furness - Whitehaven", "line Carnforth - Whitehaven"),
    );
    const { code, out } = await build("--source", dir);
    expect(code).toBe(1);
    expect(out).toContain("Barrow-in-Furness is on no line");
  }, 120_000);

  it("fails when a company's own track falls in two pieces", async () => {
    const dir = await brokenSource((text) =>
      text
        .replace("line Stafford - Shrewsbury   # via Wellington", "")
        .replace(
          "line Shrewsbury - Craven Arms - Hereford - Abergavenny - Newport   # joint with the GWR\nline Shrewsbury - Welshpool   # joint with the GWR\nline Craven Arms",
          "line Craven Arms - Hereford - Abergavenny - Newport\nline Shrewsbury - Welshpool\nline Craven Arms",
        ),
    );
    const { code, out } = await build("--source", dir);
    expect(code).toBe(1);
    expect(out).toMatch(/track not connected: .*LNWR/);
  }, 120_000);

  it("fails on a place it does not know", async () => {
    const dir = await brokenSource((text) =>
      text.replace("line Kilmarnock - Ayr", "line Kilmarnock - Troon - Ayr"),
    );
    const { code, out } = await build("--source", dir);
    expect(code).toBe(1);
    expect(out).toContain("G&SWR: unknown place Troon");
  }, 120_000);
});

/** A whole British game between two bots, as the room would record it. */
function britishRecord(): GameRecord {
  const entropy = { gameId: "gbrecord01", serverSeed: "5".repeat(64), clientSeeds: ["a1", "b2"] };
  const options = checkedOptions(game.options, { board: "gb" });
  const start = startGame(game, 2, options, entropy);
  const at = "2026-11-26T00:00:00.000Z";
  const stateHash = stateHasher(entropy.serverSeed);
  const record: GameRecord = {
    format: RECORD_FORMAT,
    rules: rulesVersion(game),
    id: entropy.gameId,
    game: game.id,
    options,
    commitment: commitmentOf(entropy.serverSeed),
    serverSeed: entropy.serverSeed,
    seats: entropy.clientSeeds.map((clientSeed, seat) => ({ seat, name: `P${seat + 1}`, clientSeed })),
    createdAt: at,
    startedAt: at,
    endedAt: at,
    setup: { draws: start.draws, stateHash: stateHash(start.state) },
    moves: [],
    result: null,
  };
  let snapshot: Snapshot<RailsState> = start;
  while (!game.result(snapshot.state)) {
    const seat = game.activeSeats(snapshot.state)[0];
    const move = botMove(game, snapshot.state, entropy, seat, record.moves.length + 1);
    const played = playMove(game, snapshot, entropy, seat, move);
    if (isMoveError(played)) throw new Error(played.error.message);
    snapshot = played;
    record.moves.push({
      n: record.moves.length + 1,
      seat,
      move,
      by: "bot",
      at,
      draws: played.draws,
      stateHash: stateHash(played.state),
    });
  }
  record.result = game.result(snapshot.state as never);
  return record;
}

describe("npm run verify on a British game", () => {
  async function verify(record: GameRecord): Promise<{ code: number; out: string }> {
    const dir = await mkdtemp(join(tmpdir(), "gb-record-"));
    await writeFile(join(dir, "record.json"), JSON.stringify(record));
    try {
      const { stdout, stderr } = await run(tsx, [join(root, "scripts/verify.ts"), join(dir, "record.json")]);
      return { code: 0, out: stdout + stderr };
    } catch (error) {
      const e = error as { code: number; stdout: string; stderr: string };
      return { code: e.code, out: e.stdout + e.stderr };
    }
  }

  it("verifies a finished game, and refuses it with a die changed", async () => {
    const record = britishRecord();
    expect(record.options).toMatchObject({ board: "gb", startingCash: 10000, winningCash: 100000 });
    const good = await verify(record);
    expect(good.out).toContain("verified: boxcars-rails gbrecord01");
    expect(good.code).toBe(0);
    const tampered = structuredClone(record);
    const moved = tampered.moves.find((m) => m.draws.length > 0)!;
    moved.draws[0].value = (moved.draws[0].value % moved.draws[0].sides) + 1;
    const bad = await verify(tampered);
    expect(bad.code).not.toBe(0);
    expect(bad.out).toContain(`move ${moved.n}`);
  }, 120_000);
});
