/**
 * The "before" of a before/after figure measured in the same run: the tree of another commit (by
 * default where this branch left main, `git merge-base HEAD main`; `BOXCARS_BENCH_BEFORE=<ref>`
 * names another), unpacked by `git archive` into a temporary folder with this tree's node_modules,
 * so its Worker can be built and run beside ours. Nothing in the repository changes.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROOT } from "./dev-server";

export interface BeforeTree {
  root: string;
  /** Short hash and subject, for the tables' captions. */
  label: string;
  dispose(): void;
}

function git(...args: string[]): string {
  return execFileSync("git", args, { cwd: ROOT, encoding: "utf8" }).trim();
}

export function beforeTree(): BeforeTree {
  const ref = process.env.BOXCARS_BENCH_BEFORE ?? git("merge-base", "HEAD", "main");
  const commit = git("rev-parse", "--verify", `${ref}^{commit}`);
  const root = mkdtempSync(path.join(tmpdir(), "boxcars-before-"));
  execFileSync("sh", ["-c", `git archive ${commit} | tar -x -C "${root}"`], { cwd: ROOT });
  symlinkSync(path.join(ROOT, "node_modules"), path.join(root, "node_modules"));
  return {
    root,
    label: `${commit.slice(0, 7)} (${git("log", "-1", "--format=%s", commit).slice(0, 60)})`,
    dispose: () => rmSync(root, { recursive: true, force: true }),
  };
}
