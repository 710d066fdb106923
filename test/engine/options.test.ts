/** Options (and standing orders) are read against their spec by plain code: strict, with defaults and a reason. */
import { describe, expect, it } from "vitest";
import { checkedOptions, choice, flag, readOptions } from "../../worker/engine/options";

const spec = {
  target: choice("Target", [10000, 5000], 10000),
  fast: flag("Fast"),
  colour: choice("Colour", ["red", "blue"], "red"),
};

describe("readOptions", () => {
  it("fills every missing key with its default and keeps the values offered", () => {
    expect(readOptions(spec, {})).toEqual({
      ok: true,
      options: { target: 10000, fast: false, colour: "red" },
    });
    expect(readOptions(spec)).toEqual({ ok: true, options: { target: 10000, fast: false, colour: "red" } });
    expect(readOptions(spec, { target: 5000, fast: true, colour: "blue" })).toEqual({
      ok: true,
      options: { target: 5000, fast: true, colour: "blue" },
    });
  });

  it.each([
    ["a value not offered", { target: 3000 }, "target", "must be one of 10000, 5000"],
    ["a number given as a string", { target: "5000" }, "target", "must be one of 10000, 5000"],
    ["a string choice of the wrong case", { colour: "Red" }, "colour", 'must be one of "red", "blue"'],
    ["a flag that is not a boolean", { fast: "yes" }, "fast", "must be true or false"],
    ["null for a value", { fast: null }, "fast", "must be true or false"],
    ["an unknown key", { turbo: true }, "turbo", "is not one of this game's options"],
    ["an inherited key", { toString: 1 }, "toString", "is not one of this game's options"],
  ])("refuses %s, naming the key", (_, raw, key, message) => {
    expect(readOptions(spec, raw)).toEqual({ ok: false, key, message });
  });

  it.each([[null], [[1]], ["target"], [3]])("refuses %j: options are an object", (raw) => {
    expect(readOptions(spec, raw)).toEqual({ ok: false, key: "", message: "must be an object" });
  });

  it("checkedOptions throws with the key and the reason", () => {
    expect(() => checkedOptions(spec, { target: 1 })).toThrow("target: must be one of 10000, 5000");
  });
});
