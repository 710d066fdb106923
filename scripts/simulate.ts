/**
 * Plays bot games of one game and prints distributions, to calibrate data and measure bots.
 *   npm run simulate -- <game> [--players 3] [--games 1000] [--seats bot,random,...] [--rotate] [--options '{"target":2000}']
 * `--seats` names the player for each seat (default: all "bot", the game's own bot; "random" is the
 * generic random bot; any other name is one of the bots the game's module exports as `bots`).
 * `--rotate` turns the seats round by one each game, so seat order does not favour a kind of player.
 * `--write` also writes the report into worker/games/<id>/docs/figures.md (generated: date, machine,
 * load), replacing the section of the same command and keeping the others.
 * A game in the tree but not registered yet is loaded from worker/games/<id>/index.ts.
 * A game folder's `calibration.ts`, when there is one, exports `tally()`: it watches every move of every
 * game (whole states, hidden cards too) and prints its own figures at the end.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import type { AnyGame } from "../worker/engine/define";
import { parseArgs } from "node:util";
import { randomBot } from "../worker/engine/bot";
import { playMove, startGame, type Snapshot } from "../worker/engine/play";
import { SeededRandom, type Entropy } from "../worker/engine/random";
import type { Random } from "../worker/engine/dice";
import { isMoveError, type Bot, type Move, type Seat } from "../worker/engine/types";
import { games } from "../worker/games";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    players: { type: "string", default: "2" },
    games: { type: "string", default: "1000" },
    seats: { type: "string" },
    rotate: { type: "boolean", default: false },
    options: { type: "string", default: "{}" },
    seed: { type: "string", default: "1" },
    write: { type: "boolean", default: false },
  },
});

/** The game's definition (registered, else from its folder) and the other bots its module exports. */
async function load(id: string): Promise<{ game: AnyGame; bots: Record<string, Bot<unknown, Move>> } | null> {
  if (!/^[a-z0-9-]+$/.test(id)) return null;
  const module: Record<string, unknown> = await import(`../worker/games/${id}/index.ts`).catch(() => ({}));
  const found = Object.values(module).find(
    (v): v is AnyGame => typeof v === "object" && v !== null && (v as AnyGame).id === id,
  );
  const game = games[id] ?? found;
  return game ? { game, bots: (module.bots ?? {}) as Record<string, Bot<unknown, Move>> } : null;
}

const loaded = await load(positionals[0] ?? "");
if (!loaded) {
  console.error(
    `usage: npm run simulate -- <${Object.keys(games).join("|")}|a game folder> [--players N] [--games N] [--seats bot,random] [--rotate] [--options JSON]`,
  );
  process.exit(2);
}
const { game } = loaded;
const players = Number(values.players),
  count = Number(values.games);
const bots: Record<string, Bot<unknown, Move>> = {
  ...loaded.bots,
  bot: game.bot,
  random: randomBot(game.legalMoves),
};
const kinds = (values.seats ?? Array(players).fill("bot").join(",")).split(",");
if (kinds.length !== players || kinds.some((k) => !bots[k])) {
  console.error(`--seats needs one of ${Object.keys(bots).join("|")} per player`);
  process.exit(2);
}
const options = JSON.parse(values.options);

/** The game's own calibration figures, if its folder has them. */
interface Tally {
  start(state: unknown): void;
  observe(before: unknown, seat: Seat, move: Move, after: unknown): void;
  end(state: unknown, seating: string[]): void;
  report(): string[];
}
const calibration: { tally?: () => Tally } = await import(
  `../worker/games/${positionals[0]}/calibration.ts`
).catch(() => ({}));
const tally = calibration.tally?.();

/** The bot's dice, as botMove gives them, made only when a bot draws (most never do: keying one costs more than a move). */
function lazyRandom(entropy: Entropy): Random {
  let real: Random | null = null;
  return new Proxy({} as Random, {
    get: (_, key) => {
      real ??= new SeededRandom(entropy);
      const value = Reflect.get(real, key, real);
      return typeof value === "function" ? value.bind(real) : value;
    },
  });
}

/** Game `i`: who sits where (turned round by `i` with --rotate). */
const seatingOf = (i: number) => kinds.map((_, s) => kinds[(s + (values.rotate ? i : 0)) % players]);

function playOne(def: AnyGame, i: number) {
  const seating = seatingOf(i);
  const entropy: Entropy = {
    serverSeed: (values.seed + i.toString(16)).padStart(64, "0").slice(-64),
    gameId: `sim-${i}`,
    clientSeeds: seating.map((_, s) => `s${s}`),
  };
  let snap: Snapshot = startGame(def, players, options, entropy);
  tally?.start(snap.state);
  const firstToAct = def.activeSeats(snap.state)[0] ?? 0;
  let moves = 0;
  while (!def.result(snap.state)) {
    const seat: Seat = def.activeSeats(snap.state)[0];
    const move = bots[seating[seat]].chooseMove(
      snap.state,
      seat,
      lazyRandom({ ...entropy, gameId: `${entropy.gameId}/bot/${moves}` }),
    );
    const next = playMove(def, snap, entropy, seat, move);
    if (isMoveError(next)) throw new Error(`${def.id}: ${seating[seat]} move refused: ${next.error.message}`);
    tally?.observe(snap.state, seat, move, next.state);
    snap = next;
    if (++moves > 100_000) throw new Error("game did not end");
  }
  tally?.end(snap.state, seating);
  return {
    moves,
    seating,
    firstToAct,
    result: def.result(snap.state)!,
    stats: def.stats?.(snap.state) ?? {},
  };
}

const series = new Map<string, number[]>();
const add = (name: string, value: number) =>
  (series.get(name) ?? series.set(name, []).get(name)!).push(value);
const winsBySeat = Array(players).fill(0),
  winsByOrder = Array(players).fill(0);
const winsByKind = new Map<string, number>();
const started = performance.now();
for (let i = 0; i < count; i++) {
  const { moves, seating, firstToAct, result, stats } = playOne(game, i);
  add("moves", moves);
  result.scores.forEach((score, seat) => add(`score (${seating[seat]})`, score));
  for (const seat of result.ranking[0]) {
    winsBySeat[seat]++;
    winsByOrder[(seat - firstToAct + players) % players]++;
    winsByKind.set(seating[seat], (winsByKind.get(seating[seat]) ?? 0) + 1);
  }
  for (const [name, value] of Object.entries(stats)) add(name, value);
}
const seconds = (performance.now() - started) / 1000;

const report: string[] = [];
const out = (line: string) => {
  report.push(line);
  console.log(line);
};

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
const share = (n: number) => `${((100 * n) / count).toFixed(1)}%`;
out(
  `${game.title}: ${count} games, ${players} players (${kinds.join(", ")}${values.rotate ? ", rotated" : ""}), options ${JSON.stringify(options)}`,
);
out(`${(count / seconds).toFixed(1)} games per second (${((1000 * seconds) / count).toFixed(1)} ms a game)`);
out(["figure", "mean", "min", "p10", "p50", "p90", "max"].map((h) => h.padStart(10)).join(""));
for (const [name, list] of series) {
  const sorted = [...list].sort((a, b) => a - b);
  const mean = list.reduce((a, b) => a + b, 0) / list.length;
  out(
    [
      name.padEnd(28),
      mean.toFixed(mean < 10 ? 2 : 1),
      sorted[0],
      pct(sorted, 0.1),
      pct(sorted, 0.5),
      pct(sorted, 0.9),
      sorted.at(-1),
    ]
      .map((v, j) => (j ? String(v).padStart(10) : v))
      .join(""),
  );
}
out("wins (a shared win counts for each):");
out(`  by seat: ${winsBySeat.map((w, s) => `seat ${s + 1} ${w} (${share(w)})`).join(", ")}`);
out(
  `  by order of play: ${winsByOrder.map((w, k) => `${k + 1}${["st", "nd", "rd"][k] ?? "th"} ${w} (${share(w)})`).join(", ")}`,
);
const seatsOf = (kind: string) => kinds.filter((k) => k === kind).length;
out(
  `  by player: ${[...new Set(kinds)].map((k) => `${k} ${winsByKind.get(k) ?? 0} (${share(winsByKind.get(k) ?? 0)} with ${seatsOf(k)} of ${players} seats)`).join(", ")}`,
);
for (const line of tally?.report() ?? []) out(line);

if (values.write) {
  const args = process.argv.slice(2).filter((a) => a !== "--write");
  const command = `npm run simulate -- ${args.map((a) => (/^[\w,.=-]+$/.test(a) ? a : `'${a}'`)).join(" ")}`;
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
  const machine = `${os.cpus()[0]?.model.trim() ?? os.arch()}, ${os.cpus().length} cores, Node ${process.versions.node}, load average ${load} (1, 5, 15 min) at the end`;
  const section = [
    `## \`${command}\``,
    "",
    `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, ${machine}`,
    "",
    "```text",
    ...report,
    "```",
    "",
  ].join("\n");
  const dir = new URL(`../worker/games/${game.id}/docs/`, import.meta.url);
  const file = new URL("figures.md", dir);
  const intro = `# ${game.title}: simulated figures\n\nGenerated by \`npm run simulate -- ${game.id} ... --write\`; do not edit by hand. Each section is the\nlatest run of its command (the game's own bot is \`bot\`, the generic random one \`random\`).\n`;
  const old = existsSync(file)
    ? readFileSync(file, "utf8")
        .split(/^(?=## )/m)
        .slice(1)
    : [];
  const sections = old.filter((s) => !s.startsWith(`## \`${command}\`\n`));
  mkdirSync(dir, { recursive: true });
  const all = [...sections.map((s) => `${s.trimEnd()}\n`), section].sort();
  writeFileSync(file, [intro, ...all].join("\n"));
  console.log(`wrote worker/games/${game.id}/docs/figures.md`);
}
