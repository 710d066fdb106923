/**
 * Game options as plain data: each field says its label, its allowed values and its default.
 * From one spec the framework derives the validator (strict: unknown keys are refused) and the
 * create form (served by `/api/catalog`), so the two can never disagree. The validator is plain
 * code, not a schema library, so the pages that replay and verify records carry none.
 */

export type Choice = number | string;

/** A choice whose offered values depend on another (earlier) option: per value of `on`, its choices, the first the default. */
export interface DependsOn {
  on: string;
  choices: Record<string, readonly Choice[]>;
  /** Per value of `on`, what the form shows before each amount (the rail game's "$" or "£"). */
  unit?: Record<string, string>;
}

export type OptionField =
  | {
      kind: "choice";
      label: string;
      choices: readonly Choice[];
      default: Choice;
      dependsOn?: DependsOn;
      /** What the form shows for a value, where the value itself is not words (e.g. "gb"). */
      names?: Record<string, string>;
    }
  | { kind: "flag"; label: string; default: boolean };

export type OptionsSpec = Record<string, OptionField>;

/** How an order's "ask" (leave this decision to me) is shown. */
export const ASK = "Ask me";

export function choice<T extends number | string>(
  label: string,
  choices: readonly T[],
  fallback: T,
  more: { dependsOn?: DependsOn; names?: Partial<Record<T, string>> } = {},
): OptionField {
  return {
    kind: "choice",
    label,
    choices,
    default: fallback,
    ...(more.dependsOn ? { dependsOn: more.dependsOn } : {}),
    ...(more.names ? { names: more.names as Record<string, string> } : {}),
  };
}

/** The values a choice offers and its default, given the options read so far (its `dependsOn` option among them). */
export function offered(
  field: Extract<OptionField, { kind: "choice" }>,
  values: Record<string, unknown>,
): { choices: readonly Choice[]; default: Choice } {
  const own = field.dependsOn?.choices[String(values[field.dependsOn.on])];
  return own ? { choices: own, default: own[0] } : { choices: field.choices, default: field.default };
}

export function flag(label: string, fallback = false): OptionField {
  return { kind: "flag", label, default: fallback };
}

export type ReadOptions =
  | { ok: true; options: Record<string, unknown> }
  | { ok: false; key: string; message: string };

/** Checks `raw` against the spec: every key known, every value one offered; missing keys take their default. */
export function readOptions(spec: OptionsSpec, raw: unknown = {}): ReadOptions {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    return { ok: false, key: "", message: "must be an object" };
  const given = raw as Record<string, unknown>;
  const unknown = Object.keys(given).find((key) => !Object.hasOwn(spec, key));
  if (unknown !== undefined) return { ok: false, key: unknown, message: "is not one of this game's options" };
  const options: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(spec)) {
    const choices = field.kind === "choice" ? offered(field, options) : null;
    const value = Object.hasOwn(given, key) ? given[key] : (choices?.default ?? field.default);
    if (choices === null ? typeof value !== "boolean" : !choices.choices.includes(value as Choice)) {
      const allowed =
        choices === null
          ? "true or false"
          : `one of ${choices.choices.map((c) => JSON.stringify(c)).join(", ")}`;
      const where =
        field.kind === "choice" && field.dependsOn && choices!.choices !== field.choices
          ? ` when ${field.dependsOn.on} is ${JSON.stringify(options[field.dependsOn.on])}`
          : "";
      return { ok: false, key, message: `must be ${allowed}${where}` };
    }
    options[key] = value;
  }
  return { ok: true, options };
}

/** `readOptions` for values that are known to be good (a game's stored options); throws otherwise. */
export function checkedOptions(spec: OptionsSpec, raw: unknown): Record<string, unknown> {
  const read = readOptions(spec, raw);
  if (!read.ok) throw new Error(`${read.key || "options"}: ${read.message}`);
  return read.options;
}

export function defaultOptions(spec: OptionsSpec): Record<string, unknown> {
  return Object.fromEntries(Object.entries(spec).map(([key, field]) => [key, field.default]));
}
