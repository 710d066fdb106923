/**
 * A form's fields from an options spec (game options on the create form, standing orders on the
 * sheet): a checkbox per flag, a select per choice. The spec is the same data the server validates
 * with, so the form can offer nothing the server would refuse: a choice that depends on another (the
 * rail game's amounts on its board) offers that option's values, and takes their default when it changes.
 */
import { html, nothing } from "lit";
import { ASK, type Choice, offered, type OptionField, type OptionsSpec } from "#engine/options";

/** How the form shows a choice: its name, else the amount with the unit its board gives it, else the value. */
export function formatChoice(
  spec: Extract<OptionField, { kind: "choice" }>,
  value: Choice,
  values: FieldValues,
): string {
  const named = spec.names?.[String(value)];
  if (named) return named;
  if (typeof value !== "number") return value;
  const unit = spec.dependsOn?.unit?.[String(values[spec.dependsOn.on])] ?? "";
  return `${unit}${value.toLocaleString()}`;
}

export type FieldValues = Record<string, unknown>;

function field(
  prefix: string,
  key: string,
  spec: OptionField,
  all: OptionsSpec,
  values: FieldValues,
  change: (next: FieldValues) => void,
) {
  const id = `${prefix}-${key}`;
  if (spec.kind === "flag") {
    return html`<label class="check" for=${id}>
      <input id=${id} name=${key} type="checkbox" .checked=${Boolean(values[key])}
        @change=${(e: Event) => change({ ...values, [key]: (e.target as HTMLInputElement).checked })} />
      ${spec.label}
    </label>`;
  }
  const current = values[key];
  const { choices } = offered(spec, values);
  return html`<div class="field">
    <label for=${id}>${spec.label}</label>
    <select id=${id} name=${key}
      @change=${(e: Event) => change(withDependents(all, { ...values, [key]: choices[(e.target as HTMLSelectElement).selectedIndex] }, key))}>
      ${choices.map((c) => html`<option .selected=${c === current} value=${String(c)}>${formatChoice(spec, c, values)}</option>`)}
    </select>
  </div>`;
}

/** After `changed` changed: the choices that depend on it take their default for its new value. */
function withDependents(spec: OptionsSpec, values: FieldValues, changed: string): FieldValues {
  const next = { ...values };
  for (const [key, f] of Object.entries(spec))
    if (f.kind === "choice" && f.dependsOn?.on === changed) next[key] = offered(f, next).default;
  return next;
}

/** The fields of `spec` with `values`; `change` gets the whole new set of values. */
export function optionFields(
  prefix: string,
  spec: OptionsSpec,
  values: FieldValues,
  change: (next: FieldValues) => void,
) {
  return Object.entries(spec).map(([key, f]) => field(prefix, key, f, spec, values, change));
}

/**
 * An order whose every choice is left to the player ("ask", or a flag off) decides nothing: the
 * words that say so (loaded with the form, so only once the panel is opened), else `nothing`.
 */
export function idleOrder(draft: FieldValues) {
  return Object.values(draft).every((v) => v === "ask" || v === false)
    ? html`<p class="notice" role="status" data-order-idle>This order decides nothing: every choice is "${ASK}".</p>`
    : nothing;
}

export function defaultValues(spec: OptionsSpec): FieldValues {
  return Object.fromEntries(Object.entries(spec).map(([key, f]) => [key, f.default]));
}
