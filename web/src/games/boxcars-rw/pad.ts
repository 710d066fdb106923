/**
 * One player's scorepad as a template: the six trains (engine bonus, boxcars with sum, white boxes
 * and red unloader), the loaders and the warehouse. Boxes offered for the current write are buttons;
 * every other box is plain text.
 */
import { html, nothing, type TemplateResult } from "lit";
import type { Move } from "#engine/types";
import {
  boxesOf,
  carStatus,
  completable,
  filled,
  loaderReady,
  parseBox,
  WAREHOUSE,
} from "#games/boxcars-rw/client";
import { SHEET, type CarData, type LoaderData, type TrainData } from "#games/boxcars-rw/client";
import type { ScoreLine, Sheet } from "#games/boxcars-rw/client";
import { boxName } from "./words";

export interface Offer {
  move: Move;
  value: number;
  /** Writing here makes the boxcar or loader impossible to complete. */
  warn: boolean;
}

export interface PadInput {
  sheet: Sheet;
  owner: string;
  turn: number;
  trainFirst: Record<string, number>;
  solo: boolean;
  score: ScoreLine;
  offers: Map<string, Offer>;
  /** The warned box waiting for a second tap. */
  confirm: string | null;
  /** Boxes this pad's owner wrote this turn, highlighted. */
  fresh: Set<string>;
  /** Boxes written in the viewer's draft, not sent yet. */
  pending: Set<string>;
  busy: boolean;
  onBox(box: string): void;
}

function box(p: PadInput, id: string, kind: "white" | "unloader" | "loader" | "ware"): TemplateResult {
  const value = p.sheet.marks[id];
  const offer = p.offers.get(id);
  const shown = value === undefined ? "" : kind === "unloader" ? `−${value}` : String(value);
  const draft = p.pending.has(id);
  const cls = `box ${kind} ${value !== undefined ? "filled" : ""} ${p.fresh.has(id) ? "fresh" : ""} ${draft ? "unsent" : ""}`;
  if (!offer) {
    return html`<span class=${cls} data-box=${id} ?data-draft=${draft} role="img"
      aria-label=${`${boxName(id)}: ${value === undefined ? "empty" : shown}${draft ? " (not sent yet)" : ""}`}>${shown}</span>`;
  }
  const warn = offer.warn ? " Warning: this makes it impossible to complete." : "";
  return html`<button type="button" class="${cls} offer ${offer.warn ? "warn" : ""} ${p.confirm === id ? "confirm" : ""}" data-box=${id}
    ?disabled=${p.busy} aria-label=${`Write ${offer.value} in ${boxName(id)}.${warn}`} @click=${() => p.onBox(id)}
  >${offer.warn ? "⚠" : ""}<span class="ghost">${kind === "unloader" ? `−${offer.value}` : offer.value}</span></button>`;
}

function star(done: boolean, label: string): TemplateResult {
  return html`<span class="star ${done ? "on" : ""}" role="img" aria-label=${done ? `${label} complete, 1 point` : `${label} not complete`}>${done ? "★" : "☆"}</span>`;
}

function car(p: PadInput, c: CarData, front: boolean): TemplateResult {
  const done = p.sheet.done[c.id] !== undefined;
  const st = carStatus(p.sheet, c.id);
  const dead = !done && !completable(p.sheet, c.id, 7);
  return html`<div class="car ${done ? "done" : ""} ${front ? "front" : ""} ${dead ? "dead" : ""}">
    <div class="car-head">${star(done, `Boxcar ${c.id}`)}<span class="sum" title="Sum to reach">${c.sum}</span>
      <span class="net num" aria-label=${`loaded ${st.net} of ${c.sum}`}>${st.net}/${c.sum}</span></div>
    <div class="boxes">${boxesOf(c.id).map((id) => box(p, id, "white"))}${box(p, `${c.id}.u`, "unloader")}</div>
    ${dead ? html`<p class="dead-note">can no longer be completed</p>` : nothing}
    ${confirmNote(p, c.id)}
  </div>`;
}

/** Next to a flagged box waiting for its second tap. */
function confirmNote(p: PadInput, region: string): TemplateResult | typeof nothing {
  if (!p.confirm || parseBox(p.confirm)?.region !== region) return nothing;
  return html`<p class="confirm-note" role="alert">⚠ This could then never be completed. Tap the box again to write anyway.</p>`;
}

function train(p: PadInput, t: TrainData): TemplateResult {
  const scored = p.sheet.trains[t.id];
  const claimedByOther =
    p.trainFirst[t.id] !== undefined && (!scored || scored.bonus !== t.bonus[0]) && !p.solo;
  const front = t.cars.find((c) => p.sheet.done[c.id] === undefined)?.id;
  return html`<article class="train ${scored ? "done" : ""}" aria-label=${`${t.name}${scored ? `, complete, ${scored.bonus} points` : ""}`}>
    <header>
      <h3>${t.name}</h3>
      <span class="engine" aria-label=${`bonus ${t.bonus[0]} first, ${t.bonus[1]} later`}>
        <span class="first ${scored?.bonus === t.bonus[0] ? "circled" : ""} ${claimedByOther ? "crossed" : ""}">${t.bonus[0]}</span>
        <span class="later ${scored && scored.bonus !== t.bonus[0] ? "circled" : ""}">${t.bonus[1]}</span>
      </span>
    </header>
    <div class="cars">${t.cars.map((c) => car(p, c, c.id === front))}</div>
  </article>`;
}

function loader(p: PadInput, l: LoaderData): TemplateResult {
  const done = p.sheet.done[l.id] !== undefined;
  const ready = loaderReady(p.sheet, l.id, p.turn);
  const { total } = filled(p.sheet, l.id);
  return html`<div class="loader ${done ? "done" : ""} ${ready ? "ready" : ""}">
    <div class="loader-head">${star(done, `${l.name} loader`)}<span class="lname">${l.name}</span>
      <span class="net num" aria-label=${`${total} of ${l.sum}`}>${total}/${l.sum}</span></div>
    <div class="boxes">${boxesOf(l.id).map((id) => box(p, id, "loader"))}</div>
    ${done && !ready ? html`<p class="soon">works from next turn</p>` : nothing}
    ${confirmNote(p, l.id)}
  </div>`;
}

function warehouse(p: PadInput): TemplateResult {
  const { total, empty } = filled(p.sheet, WAREHOUSE);
  return html`<section class="warehouse" aria-label="Warehouse">
    <h3>Warehouse <small class="muted num">${SHEET.warehouse.boxes - empty} boxes · total ${total}</small></h3>
    <div class="boxes">${boxesOf(WAREHOUSE).map((id) => box(p, id, "ware"))}</div>
    <p class="small muted">Highest total: 1 point a box · 2nd: 1 per ${SHEET.warehouse.per[1]} · 3rd: 1 per ${SHEET.warehouse.per[2]}.</p>
  </section>`;
}

export function pad(p: PadInput): TemplateResult {
  const group = (
    when: "other" | "own",
    title: string,
  ) => html`<section class="loaders ${when}" aria-label=${title}>
    <h3>${title}</h3>
    <div class="loader-row">${SHEET.loaders.filter((l) => l.when === when).map((l) => loader(p, l))}</div>
  </section>`;
  const s = p.score;
  return html`<div class="pad" aria-label=${`${p.owner} scorepad`}>
    <div class="trains">${SHEET.trains.map((t) => train(p, t))}</div>
    <div class="lower">
      ${group("other", "Loaders · other players' turns · one a turn")}
      ${group("own", "Loaders · your turn")}
      ${p.solo ? html`<p class="small muted">Solo: no warehouse; a train always scores its higher bonus.</p>` : warehouse(p)}
    </div>
    <p class="score-line num">★ ${s.stars} + trains ${s.trains}${p.solo ? "" : ` + warehouse ${s.warehouse}`} = <strong>${s.total}</strong></p>
  </div>`;
}
