/**
 * Game options as plain data: each field says its label, its allowed values and its default.
 * From one spec the framework derives the validator (strict: unknown keys are refused) and the
 * create form (served by `/api/catalog`), so the two can never disagree.
 */
import * as z from "zod/mini";

export type OptionField =
  | { kind: "choice"; label: string; choices: readonly (number | string)[]; default: number | string }
  | { kind: "flag"; label: string; default: boolean };

export type OptionsSpec = Record<string, OptionField>;

export function choice<T extends number | string>(label: string, choices: readonly T[], fallback: T): OptionField {
  return { kind: "choice", label, choices, default: fallback };
}

export function flag(label: string, fallback = false): OptionField {
  return { kind: "flag", label, default: fallback };
}

export function optionsSchema(spec: OptionsSpec) {
  const shape: Record<string, z.ZodMiniType> = {};
  for (const [key, field] of Object.entries(spec)) {
    shape[key] = field.kind === "flag"
      ? z._default(z.boolean(), field.default)
      : z._default(z.union(field.choices.map((c) => z.literal(c)) as [z.ZodMiniLiteral, ...z.ZodMiniLiteral[]]), field.default);
  }
  return z.strictObject(shape);
}

export function defaultOptions(spec: OptionsSpec): Record<string, unknown> {
  return Object.fromEntries(Object.entries(spec).map(([key, field]) => [key, field.default]));
}
