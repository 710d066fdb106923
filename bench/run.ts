/**
 * `npm run bench [-- --only engine|growth|service|cost|size|planner|rail-page|birthright-bot] [--quick]`: runs the benchmark sections and
 * prints one markdown table per section, then the targets met and missed. Traffic goes to 127.0.0.1 only.
 * `--quick` shortens every timed run (for trying a change; the figures are rougher).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { markdownTable, type SectionResult } from "./report";

// Before any library loads: boardgame.io (and anything else) in production mode, as deployed.
process.env.NODE_ENV = "production";

const SECTIONS: Record<string, () => Promise<SectionResult>> = {
  engine: async () => (await import("./engine")).engineSection(),
  growth: async () => (await import("./growth")).growthSection(),
  service: async () => (await import("./service")).serviceSection(),
  cost: async () => (await import("./cost")).costSection(),
  size: async () => (await import("./size")).sizeSection(),
  planner: async () => (await import("./planner")).plannerSection(),
  "rail-page": async () => (await import("./rail-page")).railPageSection(),
  "birthright-bot": async () => (await import("./birthright-bot")).birthrightBotSection(),
};

const { values } = parseArgs({
  options: { only: { type: "string" }, quick: { type: "boolean", default: false } },
});
if (values.quick) process.env.BOXCARS_BENCH_QUICK = "1";
const chosen = values.only ? values.only.split(",") : Object.keys(SECTIONS);
const unknown = chosen.filter((name) => !SECTIONS[name]);
if (unknown.length) {
  console.error(`unknown section ${unknown.join(", ")}; choose from ${Object.keys(SECTIONS).join(", ")}`);
  process.exit(2);
}

function machine(): string[][] {
  const cpu = /^model name\s*:\s*(.+)$/m.exec(readFileSync("/proc/cpuinfo", "utf8"))?.[1] ?? "unknown";
  const cores = readFileSync("/proc/cpuinfo", "utf8").match(/^processor\s*:/gm)?.length ?? 0;
  return [
    ["date", `${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`],
    ["machine", `${execFileSync("uname", ["-m"], { encoding: "utf8" }).trim()}, ${cpu}, ${cores} cores`],
    ["node", process.version],
    [
      "load average at start (1, 5, 15 min)",
      loadavg()
        .map((l) => l.toFixed(2))
        .join(", "),
    ],
  ];
}

console.log(`# Boxcars benchmark\n\n${markdownTable(["", ""], machine())}\n`);
const results: SectionResult[] = [];
for (const name of chosen) {
  const started = Date.now();
  const result = await SECTIONS[name]();
  results.push(result);
  console.log(`## ${result.title}\n`);
  for (const table of result.tables)
    console.log(`${table.caption ? `${table.caption}\n\n` : ""}${markdownTable(table.header, table.rows)}\n`);
  for (const note of result.notes) console.log(`- ${note}`);
  console.log(`\n(${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
}

const targets = results.flatMap((r) => r.targets);
console.log(
  `## Targets\n\n${markdownTable(
    ["target", "result", "goal", ""],
    targets.map((t) => [t.name, t.value, t.goal, t.met ? "met" : "MISSED"]),
  )}\n`,
);
console.log(`${targets.filter((t) => t.met).length} met, ${targets.filter((t) => !t.met).length} missed.`);
