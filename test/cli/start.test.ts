/** `npm start -- --port N` and `PORT=N npm start`: the port a self-hoster asks for is the one used. */
import { describe, expect, it } from "vitest";
import { parseStart } from "../../scripts/start";

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
