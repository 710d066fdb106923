/** `npm start -- --port N` and `PORT=N npm start`: the port a self-hoster asks for is the one used. */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { d1Bindings, parseStart } from "../../scripts/start";

describe("npm start's port", () => {
  it("defaults to 8787", () => {
    expect(parseStart([], undefined)).toEqual({ port: 8787, rest: [] });
  });
  it("takes PORT from the environment", () => {
    expect(parseStart([], "8795").port).toBe(8795);
  });
  it("takes --port N and --port=N over PORT, once, and passes other flags on", () => {
    expect(parseStart(["--port", "8795"], "9000")).toEqual({ port: 8795, rest: [] });
    expect(parseStart(["--port=8796", "--log-level", "warn"], undefined)).toEqual({
      port: 8796,
      rest: ["--log-level", "warn"],
    });
  });
  it("refuses what is not a port", () => {
    expect(() => parseStart(["--port", "http"], undefined)).toThrow(/Not a port/);
    expect(() => parseStart([], "70000")).toThrow(/Not a port/);
    expect(() => parseStart(["--port"], undefined)).toThrow(/Not a port/);
  });
});

describe("npm start's migrations", () => {
  it("apply to every D1 database wrangler.toml names (the archive's index may span several)", () => {
    expect(d1Bindings(readFileSync("wrangler.toml", "utf8"))).toEqual(["DB"]);
    const two = `[[d1_databases]]\nbinding = "DB"\ndatabase_name = "boxcars"\n\n[[r2_buckets]]\nbinding = "ARCHIVE"\n\n[[d1_databases]]\nbinding = "DB_2026"\n`;
    expect(d1Bindings(two)).toEqual(["DB", "DB_2026"]);
  });
});
