/**
 * `<bx-clock-fields>`: the clock part of the create form, built from the catalog's clock spec
 * (time per move, a time bank with its increment and cap, the weekend pause, reminder, what happens
 * on timeout, vacation days). Offers only the timeout
 * policies the chosen game allows. Emits `clock-change` ({detail: ClockOptions}).
 */
import { LitElement, css, html, nothing } from "lit";
import { customElement, property } from "lit/decorators.js";
import type { OptionField, OptionsSpec } from "#engine/options";
import type { ClockOptions } from "#clock/options";
import { base } from "../sheet/styles";

const WORDS: Record<string, Record<string, string>> = {
  perMoveDays: { 0: "No time limit", 1: "1 day per move", 3: "3 days per move", 7: "7 days per move" },
  onTimeout: { bot: "A bot plays the turn", skip: "The turn is skipped", drop: "The player leaves the game" },
  vacationDays: { 0: "No vacations", 3: "3 days", 7: "7 days", 14: "14 days" },
  bankDays: { 0: "No time bank", 1: "1 day", 3: "3 days", 7: "7 days", 14: "14 days" },
  incrementDays: { 0: "Nothing", 1: "1 day", 2: "2 days", 3: "3 days" },
  capDays: { 0: "No cap", 5: "5 days", 10: "10 days", 14: "14 days", 30: "30 days" },
};

const LABELS: Record<string, string> = {
  perMoveDays: "Time per move",
  reminder: "Remind players before their time runs out",
  onTimeout: "When a player's time runs out",
  vacationDays: "Vacation days per player",
  bankDays: "Time bank to start",
  incrementDays: "Added to the bank after each turn",
  capDays: "Most a bank may hold",
  weekendPause: "Clocks stop on Saturday and Sunday (each player's own time zone)",
};

/** The clock's defaults, with a timeout policy this game allows. */
export function defaultClock(spec: OptionsSpec, policies: string[]): ClockOptions {
  const clock = Object.fromEntries(
    Object.entries(spec).map(([k, f]) => [k, f.default]),
  ) as unknown as ClockOptions;
  if (!policies.includes(clock.onTimeout))
    clock.onTimeout = (policies[0] ?? "bot") as ClockOptions["onTimeout"];
  return clock;
}

@customElement("bx-clock-fields")
export class BxClockFields extends LitElement {
  static styles = [
    base,
    css`
      fieldset {
        border: 1px solid var(--bx-line);
        border-radius: 10px;
        padding: 0.75rem 1rem 0.1rem;
        margin: 0 0 1rem;
      }
      legend {
        font-weight: 650;
        padding: 0 0.3rem;
      }
      .grid {
        display: grid;
        gap: 0 1rem;
      }
      @media (min-width: 640px) {
        .grid {
          grid-template-columns: repeat(2, minmax(0, 1fr));
        }
      }
      .hint {
        font-size: 0.85rem;
        color: var(--bx-ink-soft);
      }
    `,
  ];

  @property({ attribute: false }) spec: OptionsSpec = {};
  @property({ attribute: false }) policies: string[] = ["bot"];
  @property({ attribute: false }) value!: ClockOptions;

  private set(key: string, value: unknown) {
    const next = { ...this.value, [key]: value } as ClockOptions;
    this.dispatchEvent(new CustomEvent("clock-change", { detail: next, bubbles: true, composed: true }));
  }

  private field(key: string, field: OptionField) {
    const id = `clock-${key}`;
    const label = LABELS[key] ?? field.label;
    if (field.kind === "flag") {
      return html`<label class="check" for=${id}>
        <input id=${id} type="checkbox" .checked=${Boolean((this.value as unknown as Record<string, unknown>)[key])}
          @change=${(e: Event) => this.set(key, (e.target as HTMLInputElement).checked)} />
        ${label}
      </label>`;
    }
    const choices =
      key === "onTimeout" ? field.choices.filter((c) => this.policies.includes(String(c))) : field.choices;
    const current = (this.value as unknown as Record<string, unknown>)[key];
    return html`<div class="field">
      <label for=${id}>${label}</label>
      <select id=${id} @change=${(e: Event) => this.set(key, choices[(e.target as HTMLSelectElement).selectedIndex])}>
        ${choices.map((c) => html`<option value=${String(c)} .selected=${c === current}>${WORDS[key]?.[String(c)] ?? String(c)}</option>`)}
      </select>
    </div>`;
  }

  render() {
    if (!this.value || !this.spec.perMoveDays) return nothing;
    const banked = (this.value.bankDays ?? 0) > 0;
    const limited = this.value.perMoveDays > 0 || banked;
    const spec = this.spec;
    return html`<fieldset>
      <legend>Clock</legend>
      <div class="grid">
        ${this.field("perMoveDays", this.spec.perMoveDays)}
        ${spec.bankDays ? this.field("bankDays", spec.bankDays) : nothing}
        ${banked && spec.incrementDays ? this.field("incrementDays", spec.incrementDays) : nothing}
        ${banked && spec.capDays ? this.field("capDays", spec.capDays) : nothing}
        ${limited && this.spec.onTimeout ? this.field("onTimeout", this.spec.onTimeout) : nothing}
        ${limited && this.spec.vacationDays ? this.field("vacationDays", this.spec.vacationDays) : nothing}
      </div>
      ${limited && this.spec.reminder ? this.field("reminder", this.spec.reminder) : nothing}
      ${limited && spec.weekendPause ? this.field("weekendPause", spec.weekendPause) : nothing}
      ${limited ? nothing : html`<p class="hint">Without a limit, a game waits for every player as long as it takes.</p>`}
    </fieldset>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-clock-fields": BxClockFields;
  }
}
