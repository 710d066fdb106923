/**
 * `npm run bench [-- --only <section>[,<section>…]] [--quick] [--games N]`: runs the benchmark sections in turn,
 * prints each one's tables, and writes them into docs/bench.md (generated; `--only` replaces just
 * the sections it ran). A section that throws is reported, in the output and the document, and
 * the others still run; the run then exits 1. Traffic goes to 127.0.0.1 only.
 * `--quick` shortens every timed run (for trying a change; the figures are rougher).
 */
import path from "node:path";
import { parseArgs } from "node:util";
import {
  type Block,
  type RunInfo,
  describeMachine,
  failureMarkdown,
  load,
  machine,
  readBlocks,
  renderDocument,
  sectionMarkdown,
  writeDocument,
} from "./document";
import { markdownTable, type SectionResult } from "./report";

// Before any library loads: boardgame.io (and anything else) in production mode, as deployed.
process.env.NODE_ENV = "production";

interface Section {
  /** What `--only` takes. */
  name: string;
  /** How to read its tables, one or two sentences (the top of docs/bench.md lists them). */
  about: string;
  run: () => Promise<SectionResult>;
}

/**
 * Every section, in the order a full run takes them. Adding one is one entry here: a file
 * bench/<name>.ts exporting `async function xSection(): Promise<SectionResult>` (see report.ts),
 * and `{ name, about, run: async () => (await import("./<name>")).xSection() }` in this list.
 */
const SECTIONS: Section[] = [
  {
    name: "engine",
    about:
      "games/s and moves/s of our engine per game, bots in every seat (higher is better); the Mr. Natural rows compare the same bot's games through boardgame.io 0.50's Client and reducer in the same process.",
    run: async () => (await import("./engine")).engineSection(),
  },
  {
    name: "growth",
    about:
      "bytes a move writes and the size of its answer along one long game: the last moves should be no bigger than the early ones.",
    run: async () => (await import("./growth")).growthSection(),
  },
  {
    name: "service",
    about:
      "move round trip p50/p99 (ms, lower is better) and moves/s (higher is better) with N concurrent games: ours (durable: the move is stored before the answer) beside an in-memory Node baseline of the same logic and boardgame.io's own server (in memory, state sent before it is stored).",
    run: async () => (await import("./service")).serviceSection(),
  },
  {
    name: "cost",
    about:
      "storage work per accepted move as the storage API counts it (transactions, rows written and read, bytes): lower is cheaper; the targets say the limits.",
    run: async () => (await import("./cost")).costSection(),
  },
  {
    name: "size",
    about: "gzipped bytes the browser downloads per page and the deployed Worker's size (lower is better).",
    run: async () => (await import("./size")).sizeSection(),
  },
  {
    name: "planner",
    about: "milliseconds per call of the rail route planner as the sheet calls it on a tap (p50/p99).",
    run: async () => (await import("./planner")).plannerSection(),
  },
  {
    name: "rail-page",
    about:
      "the rail sheet in headless Chromium: first render (cold and warm cache) and tap-to-preview times in ms.",
    run: async () => (await import("./rail-page")).railPageSection(),
  },
  {
    name: "birthright-bot",
    about:
      "Birthright Conquest's search bot: CPU milliseconds per decision (p50/p99, median of three runs), under 50 ms at p99.",
    run: async () => (await import("./birthright-bot")).birthrightBotSection(),
  },
  {
    name: "luck",
    about:
      "CPU milliseconds of a finished rail game's luck report (over 300 moves): each seat's measures, and the whole report with its bots' games (lower is better).",
    run: async () => (await import("./luck")).luckSection(),
  },
  {
    name: "archive",
    about:
      "finished games archived into local R2 and D1 (Miniflare): D1 bytes a game (target <= 2 KB), R2 bytes a game, the board's first and a filtered page, a record fetch and the archive step, p50/p95 in ms (lower is better). `--games N` sets the count.",
    run: async () => (await import("./archive")).archiveSection(),
  },
];

const DOCUMENT = path.resolve(import.meta.dirname, "../docs/bench.md");

const { values } = parseArgs({
  options: {
    only: { type: "string" },
    quick: { type: "boolean", default: false },
    /** The archive section's game count (default 200,000). */
    games: { type: "string" },
  },
});
if (values.quick) process.env.BOXCARS_BENCH_QUICK = "1";
if (values.games) process.env.BOXCARS_BENCH_ARCHIVE_GAMES = values.games;
const names = SECTIONS.map((s) => s.name);
const chosen = values.only ? values.only.split(",").map((n) => n.trim()) : names;
const unknown = chosen.filter((name) => !names.includes(name));
if (unknown.length) {
  console.error(`unknown section ${unknown.join(", ")}; choose from ${names.join(", ")}`);
  process.exit(2);
}

const here = machine();
console.log(`# Boxcars benchmark\n\n${describeMachine(here)}; load average ${load().join(", ")}\n`);
const ran: Block[] = [];
for (const section of SECTIONS.filter((s) => chosen.includes(s.name))) {
  const date = new Date().toISOString();
  const loadBefore = load();
  const started = performance.now();
  let outcome: Pick<RunInfo, "title" | "failed" | "targets"> & { body: string };
  try {
    const result = await section.run();
    outcome = { title: result.title, body: sectionMarkdown(result), targets: result.targets };
  } catch (error) {
    const failed = (error instanceof Error ? error.message : String(error)).split("\n")[0];
    outcome = { title: section.name, body: failureMarkdown(error), failed, targets: [] };
  }
  const { title, body, failed, targets } = outcome;
  const info: RunInfo = {
    name: section.name,
    title,
    date,
    machine: here,
    loadBefore,
    loadAfter: load(),
    seconds: (performance.now() - started) / 1000,
    quick: values.quick,
    ...(failed ? { failed } : {}),
    targets,
  };
  ran.push({ info, body });
  console.log(`## ${title}${failed ? " (FAILED)" : ""}\n\n${body}\n\n(${Math.round(info.seconds)} s)\n`);
}

const kept = readBlocks(DOCUMENT).filter((b) => !chosen.includes(b.info.name));
writeDocument(DOCUMENT, renderDocument([...kept, ...ran], SECTIONS));

const targets = ran.flatMap((b) => b.info.targets);
console.log(
  `## Targets\n\n${markdownTable(
    ["target", "result", "goal", ""],
    targets.map((t) => [t.name, t.value, t.goal, t.met ? "met" : "MISSED"]),
  )}\n`,
);
console.log(`${targets.filter((t) => t.met).length} met, ${targets.filter((t) => !t.met).length} missed.`);
const failed = ran.filter((b) => b.info.failed);
console.log(`Written to ${path.relative(process.cwd(), DOCUMENT)}.`);
if (failed.length) {
  console.error(`FAILED: ${failed.map((b) => `${b.info.name} (${b.info.failed})`).join("; ")}`);
  process.exitCode = 1;
}
