/**
 * docs/bench.md, written by `npm run bench` and never by hand. Each section's figures sit in a
 * block between markers, with what the run knew (date, machine, load, targets) as JSON in the
 * opening marker, so `--only <section>` replaces its own blocks and keeps the others; the header,
 * the runs table and the targets table are rebuilt from every block's JSON each time.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { markdownTable, type SectionResult, type Target } from "./report";

export interface Machine {
  cpu: string;
  cores: number;
  memoryGb: number;
  arch: string;
  node: string;
}

/** What one section's run knew, kept in its block's opening marker. */
export interface RunInfo {
  name: string;
  title: string;
  /** ISO time the section started. */
  date: string;
  machine: Machine;
  loadBefore: number[];
  loadAfter: number[];
  seconds: number;
  quick: boolean;
  /** The error's first line when the section failed (its figures are then missing). */
  failed?: string;
  targets: Target[];
}

export interface Block {
  info: RunInfo;
  /** The section's markdown: tables and notes, or the failure. */
  body: string;
}

export function machine(): Machine {
  const model = cpus()[0]?.model.trim() || "unknown CPU";
  return {
    cpu: model,
    cores: cpus().length,
    memoryGb: Math.round(totalmem() / 2 ** 30),
    arch: execFileSync("uname", ["-m"], { encoding: "utf8" }).trim(),
    node: process.version,
  };
}

export const load = (): number[] => loadavg().map((l) => Number(l.toFixed(2)));

export const describeMachine = (m: Machine): string =>
  `${m.arch}, ${m.cpu}, ${m.cores} cores, ${m.memoryGb} GB, Node ${m.node}`;

const minute = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;
const loads = (l: number[]) => l.map((v) => v.toFixed(2)).join(", ");

/** A section's tables and notes as markdown (also what the run prints). */
export function sectionMarkdown(result: SectionResult): string {
  const tables = result.tables.map(
    (t) => `${t.caption ? `${t.caption}\n\n` : ""}${markdownTable(t.header, t.rows)}`,
  );
  const notes = result.notes.map((n) => `- ${n}`).join("\n");
  return [...tables, notes].filter(Boolean).join("\n\n");
}

export function failureMarkdown(error: unknown): string {
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return `**This section failed; it has no figures from this run.**\n\n\`\`\`text\n${text.split("\n").slice(0, 12).join("\n")}\n\`\`\``;
}

const OPEN = /^<!-- bench-section (\{.*\}) -->$/;
/** Between the heading and run line (rebuilt from the JSON) and the section's own markdown. */
const BODY = "<!-- bench-body -->";
const CLOSE = "<!-- /bench-section -->";

/** The blocks of an existing document (none when it does not exist yet). */
export function readBlocks(file: string): Block[] {
  if (!existsSync(file)) return [];
  const blocks: Block[] = [];
  let open: { info: RunInfo; lines: string[] | null } | null = null;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const opening = OPEN.exec(line);
    if (opening) open = { info: JSON.parse(opening[1]) as RunInfo, lines: null };
    else if (!open) continue;
    else if (line === BODY) open.lines = [];
    else if (line === CLOSE) {
      blocks.push({ info: open.info, body: (open.lines ?? []).join("\n").trim() });
      open = null;
    } else open.lines?.push(line);
  }
  return blocks;
}

function renderBlock({ info, body }: Block): string {
  const run =
    `Run ${minute(info.date)}${info.quick ? " with `--quick` (shorter runs, rougher figures)" : ""}, ` +
    `${Math.round(info.seconds)} s; load average (1, 5, 15 min) ${loads(info.loadBefore)} before, ${loads(info.loadAfter)} after; ` +
    `${describeMachine(info.machine)}.`;
  return [
    // "-->" inside the JSON would close the comment early; \u003e reads back as ">".
    `<!-- bench-section ${JSON.stringify(info).replaceAll("-->", "--\\u003e")} -->`,
    `## ${info.title}${info.failed ? " (FAILED)" : ""}`,
    "",
    `_${run}_`,
    "",
    BODY,
    body,
    CLOSE,
  ].join("\n");
}

/**
 * The whole document: `blocks` in the order of `order` (section names), `reading` the short
 * guide to each section's tables.
 */
export function renderDocument(blocks: Block[], order: { name: string; about: string }[]): string {
  const sorted = order.flatMap((s) => blocks.filter((b) => b.info.name === s.name));
  const latest = sorted.reduce<RunInfo | null>((a, b) => (a && a.date > b.info.date ? a : b.info), null);
  const runs = markdownTable(
    ["section", "run at", "s", "load before", "load after", "result"],
    sorted.map(({ info }) => [
      info.name,
      minute(info.date),
      String(Math.round(info.seconds)),
      loads(info.loadBefore),
      loads(info.loadAfter),
      info.failed ? `FAILED: ${info.failed.replaceAll("|", "\\|").slice(0, 120)}` : "ok",
    ]),
  );
  const targets = sorted.flatMap((b) => b.info.targets);
  const targetTable = markdownTable(
    ["target", "result", "goal", ""],
    targets.map((t) => [t.name, t.value, t.goal, t.met ? "met" : "MISSED"]),
  );
  return [
    "<!-- Generated by `npm run bench` (bench/run.ts, bench/document.ts). Do not edit: rerun the bench. -->",
    "# Benchmark figures",
    "",
    "This file is generated by `npm run bench` and never edited by hand; `npm run bench -- --only <section>` " +
      "reruns one section (comma-separated for more) and replaces only its part. Each section says when it ran, " +
      "on what machine and under what load: the machine is shared with other work, so timings are rough and " +
      "vary from run to run; counts and sizes are exact.",
    "",
    latest ? `Last written ${minute(latest.date)} on ${describeMachine(latest.machine)}.` : "",
    "",
    "## How to read the tables",
    "",
    order.map((s) => `- **${s.name}**: ${s.about}`).join("\n"),
    "",
    "## Runs",
    "",
    runs,
    "",
    "## Targets",
    "",
    targetTable,
    "",
    `${targets.filter((t) => t.met).length} met, ${targets.filter((t) => !t.met).length} missed.`,
    "",
    ...sorted.map((b) => `${renderBlock(b)}\n`),
  ].join("\n");
}

export function writeDocument(file: string, document: string): void {
  writeFileSync(file, document.endsWith("\n") ? document : `${document}\n`);
}
