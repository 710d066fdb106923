/**
 * The route panel: the planner's suggestions as cards (drawn on the map on hover or focus, played
 * with one tap), and a route built dot by dot on the map (steps left, fees so far, undo, send).
 */
import { css, html, nothing, type TemplateResult } from "lit";
import type { Board } from "#games/boxcars-rails/client";
import type { RailsMove, RailsView, RouteStep } from "#games/boxcars-rails/client";
import { build, type Built, type SuggestedRoute, type Suggestion } from "./routes";
import { dotWords, plural } from "./words";

const KIND_WORDS = {
  fastest: "Fastest",
  cheapest: "Cheapest this turn",
  balanced: "Balanced",
} as const;

/** "$1,000 to the bank, $5,000 to Bob", or "no fees". */
function feeWords(
  board: Board,
  fees: { payee: number | null; amount: number }[],
  name: (seat: number) => string,
): string {
  if (fees.length === 0) return "no fees";
  return fees
    .map((f) => `${board.money(f.amount)} to ${f.payee === null ? "the bank" : name(f.payee)}`)
    .join(", ");
}

export interface RouteContext {
  board: Board;
  suggestions: Suggestion[];
  steps: RouteStep[];
  built: Built | null;
  busy: boolean;
  count: number;
  play: (move: RailsMove) => void;
  name: (seat: number) => string;
  preview: (route: SuggestedRoute | null) => void;
  /** Sets the steps built (undo, start again, another railroad for the last step). */
  setSteps: (steps: RouteStep[]) => void;
  view: RailsView;
  seat: number;
}

/** The railroads that could take the last step (the one taken among them). */
function alternatives(c: RouteContext): string[] {
  const last = c.steps.at(-1);
  return (last && build(c.view, c.seat, c.steps.slice(0, -1))?.next.get(last.to)) || [];
}

/** The last step by the next railroad that may take it. */
function switchRailroad(c: RouteContext, alts: string[]): void {
  const last = c.steps[c.steps.length - 1];
  const rr = alts[(alts.indexOf(last.rr) + 1) % alts.length];
  c.setSteps([...c.steps.slice(0, -1), { rr, to: last.to }]);
}

function card(c: RouteContext, s: Suggestion): TemplateResult {
  const r = s.route;
  const fees = feeWords(c.board, r.fees, c.name);
  const outcome = r.arrives
    ? `arrives at ${dotWords(c.board, r.end)}`
    : // "at Denver", but "near Okeechobee" and "between Hellifield and Appleby" as they are.
      `ends ${plural(r.remaining, "dot")} short, ${dotWords(c.board, r.end).replace(/^(?!near |between )/, "at ")}`;
  const rrs = [...new Set(r.steps.map((x) => x.rr))].join(", ");
  return html`<li><button class="route-card" type="button" data-route=${s.kind} ?disabled=${c.busy}
      @mouseenter=${() => c.preview(r)} @mouseleave=${() => c.preview(null)} @focus=${() => c.preview(r)} @blur=${() => c.preview(null)}
      @click=${() => c.play({ type: "route", steps: r.steps })}>
    <span class="kind">${KIND_WORDS[s.kind]}<span class="visually-hidden">:</span></span>
    <span class="outcome ${r.arrives ? "arrives" : ""}">${r.arrives ? "Arrives" : `${plural(r.remaining, "dot")} left`}<span class="visually-hidden">, ${outcome};</span></span>
    <span class="fees">${r.cost === 0 ? "No fees" : fees}</span>
    <span class="via">${plural(r.steps.length, "step")} · ${rrs || "stays"}</span>
  </button></li>`;
}

export function routePanel(c: RouteContext): TemplateResult {
  const b = c.built,
    alts = alternatives(c);
  return html`<section class="panel" data-panel="route" aria-labelledby="route-title">
    <h3 id="route-title">Your move: ${plural(c.count, "step")}</h3>
    <ul class="cards">${c.suggestions.map((s) => card(c, s))}</ul>
    <div class="builder" data-builder>
      <h4>Or build your own</h4>
      ${
        c.steps.length === 0
          ? html`<p class="hint">Tap a ringed dot on the map (or Tab to it and press Enter) for the first step.</p>`
          : html`<ol class="steps">${c.steps.map(
              (s, i) =>
                html`<li>${dotWords(c.board, s.to)} <span class="rr">by ${s.rr}</span>${
                  i === c.steps.length - 1 && alts.length > 1
                    ? html` <button class="btn quiet small" type="button" @click=${() => switchRailroad(c, alts)} aria-label="Take another railroad for this step">other railroad</button>`
                    : nothing
                }</li>`,
            )}</ol>`
      }
      <p class="tally" data-tally aria-live="polite">${
        b
          ? html`${b.arrived ? "Arrives." : b.left === 0 ? "Complete." : `${plural(b.left, "step")} left.`} Fees so far: ${b.fees.length ? feeWords(c.board, b.fees, c.name) : "none"}.`
          : nothing
      }</p>
      <div class="choices">
        <button class="btn" type="button" data-send ?disabled=${c.busy || !b || b.left > 0 || c.steps.length === 0}
          @click=${() => c.play({ type: "route", steps: c.steps })}>Send this route</button>
        <button class="btn quiet" type="button" data-undo ?disabled=${c.steps.length === 0} @click=${() => c.setSteps(c.steps.slice(0, -1))}>Undo a step</button>
        <button class="btn quiet" type="button" ?disabled=${c.steps.length === 0} @click=${() => c.setSteps([])}>Start again</button>
      </div>
    </div>
  </section>`;
}

/** The route panel's styles (loaded with it; the sheet adopts them). */
export const styles = css`
  .cards,
  .steps {
    list-style: none;
    margin: 0 0 0.5rem;
    padding: 0;
    display: grid;
    gap: 0.5rem;
  }
  h4 {
    margin: 0.9rem 0 0.3rem;
    font-size: 1rem;
  }
  .route-card {
    appearance: none;
    width: 100%;
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 0.15rem 0.75rem;
    text-align: left;
    padding: 0.6rem 0.8rem;
    min-height: 44px;
    border-radius: 10px;
    border: 2px solid var(--bx-line);
    background: var(--bx-surface);
    color: var(--bx-ink);
    font: inherit;
    cursor: pointer;
  }
  .route-card:hover:not(:disabled),
  .route-card:focus-visible {
    border-color: var(--bx-accent);
    background: var(--bx-surface-2);
  }
  .route-card:disabled {
    opacity: 0.55;
  }
  .route-card .kind {
    font-weight: 700;
  }
  .route-card .outcome {
    font-weight: 600;
    text-align: right;
  }
  .route-card .outcome.arrives {
    color: var(--bx-accent);
  }
  .route-card .fees,
  .route-card .via {
    grid-column: 1 / -1;
    font-size: 0.9rem;
    color: var(--bx-ink-soft);
  }
  .steps {
    list-style: decimal inside;
    gap: 0.2rem;
  }
  .hint {
    color: var(--bx-ink-soft);
    font-size: 0.9rem;
  }
  .tally {
    min-height: 1.4em;
    font-weight: 600;
  }
`;
