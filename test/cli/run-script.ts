/** Runs one of scripts/ as `npm run` would (through tsx), answering its exit code and everything it printed. */
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const tsx = join(import.meta.dirname, "../../node_modules/.bin/tsx");

export async function runScript(name: string, ...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(tsx, [
      join(import.meta.dirname, `../../scripts/${name}.ts`),
      ...args,
    ]);
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}
