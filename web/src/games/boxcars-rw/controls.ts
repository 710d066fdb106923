/**
 * The action panel: what the viewer may do now, as buttons. Writes themselves happen on the scorepad
 * (pick a die or a loader power here, then a box there).
 */
import { html, nothing, type TemplateResult } from "lit";
import type { AnswerPower, BoxcarsMove, BoxcarsView, WriteStep } from "#games/boxcars-rw/client";
import type { Drafted } from "./draft";
import { dieFace } from "../../sheet/die-face";
import { plural, POWER_WORDS, powered, spot } from "./words";

export type Mode = null | "reroll" | "change";

export interface Ctl {
  view: BoxcarsView;
  seat: number | null;
  moves: BoxcarsMove[];
  busy: boolean;
  keep: number[];
  mode: Mode;
  chosen: number[];
  changeDie: number | null;
  value: number | null;
  power: AnswerPower | "plain";
  /** Writes composed on the sheet, not sent yet, and the viewer's pad as it would be after them. */
  draft: WriteStep[];
  drafted: Drafted | null;
  undo(): void;
  send(): void;
  set(patch: Partial<Pick<Ctl, "keep" | "mode" | "chosen" | "changeDie" | "value" | "power">>): void;
  play(move: BoxcarsMove): void;
}

const toggle = (list: number[], i: number) =>
  list.includes(i) ? list.filter((x) => x !== i) : [...list, i].sort((a, b) => a - b);

function button(
  c: Ctl,
  label: string,
  move: BoxcarsMove | null,
  cls = "",
  onClick?: () => void,
): TemplateResult {
  return html`<button type="button" class="btn ${cls}" ?disabled=${c.busy || (!move && !onClick)}
    @click=${onClick ?? (() => move && c.play(move))}>${label}</button>`;
}

function find(c: Ctl, pred: (m: BoxcarsMove) => boolean): BoxcarsMove | null {
  return c.moves.find(pred) ?? null;
}

/** Which dice are buttons in the tray now, and what a tap does. */
export function dieAction(c: Ctl, i: number): { pressed: boolean; label: string; act: () => void } | null {
  const v = c.view;
  if (v.phase === "roll" && c.moves.some((m) => m.type === "roll" && m.keep.includes(i))) {
    return {
      pressed: c.keep.includes(i),
      label: `Leave die ${i + 1} (a ${v.dice[i]}) lying`,
      act: () => c.set({ keep: toggle(c.keep, i) }),
    };
  }
  if (
    c.mode === "reroll" &&
    c.moves.some((m) => m.type === "reroll" && m.dice.length === 1 && m.dice[0] === i)
  ) {
    return {
      pressed: c.chosen.includes(i),
      label: `Re-roll die ${i + 1} (a ${v.dice[i]})`,
      act: () => c.set({ chosen: toggle(c.chosen, i) }),
    };
  }
  if (c.mode === "change" && c.moves.some((m) => m.type === "change" && m.die === i)) {
    return {
      pressed: c.changeDie === i,
      label: `Change die ${i + 1} (a ${v.dice[i]})`,
      act: () => c.set({ changeDie: i }),
    };
  }
  return null;
}

function rollControls(c: Ctl): TemplateResult {
  const optional = new Set(c.moves.flatMap((m) => (m.type === "roll" ? m.keep : [])));
  const keep = c.keep.filter((i) => optional.has(i));
  const move = find(c, (m) => m.type === "roll" && m.keep.join() === keep.join());
  const rolled =
    c.view.dice.length -
    keep.length -
    (c.view.solo ? c.view.solo.out.filter(Boolean).length + c.view.solo.locked.filter(Boolean).length : 0);
  return html`${button(c, `Roll ${plural(rolled, "die", "dice")}`, move)}
    ${optional.size > 0 ? html`<p class="hint">Dice used last turn must be rolled. Tap any other die to leave it lying.</p>` : nothing}`;
}

function chooseControls(c: Ctl): TemplateResult {
  const v = c.view;
  const picks = c.moves.filter((m): m is Extract<BoxcarsMove, { type: "pick" }> => m.type === "pick");
  if (c.mode === "reroll") {
    const move = find(c, (m) => m.type === "reroll" && m.dice.join() === c.chosen.join());
    return html`${button(c, `Re-roll ${plural(c.chosen.length, "die", "dice")}`, move)}
      ${button(c, "Cancel", null, "quiet", () => c.set({ mode: null, chosen: [] }))}<p class="hint">Tap the dice to re-roll.</p>`;
  }
  if (c.mode === "change") {
    const die = c.changeDie;
    return html`${
      die === null
        ? html`<p class="hint">Tap the die to change.</p>`
        : html`<span class="faces" role="group" aria-label="New face">
      ${[1, 2, 3, 4, 5, 6]
        .filter((f) => f !== v.dice[die])
        .map(
          (face) => html`<button type="button" class="face d6" ?disabled=${c.busy}
        aria-label=${`Make it a ${face}`} @click=${() => c.play({ type: "change", die, face })}>${dieFace(face)}</button>`,
        )}</span>`
    }
      ${button(c, "Cancel", null, "quiet", () => c.set({ mode: null, changeDie: null }))}`;
  }
  const count = (value: number) =>
    v.dice.filter((d, i) => d === value && !v.solo?.locked[i] && !v.solo?.out[i]).length;
  return html`<span class="picks" role="group" aria-label="Choose a number">${picks.map(
    (m) => html`<button type="button" class="btn pick"
      ?disabled=${c.busy} @click=${() => c.play(m)}><span class="mini d6">${dieFace(m.value)}</span>Take ${count(m.value) > 1 ? `all ${count(m.value)}` : "the"} ${m.value}${count(m.value) > 1 ? "s" : ""}</button>`,
  )}</span>
    ${c.moves.some((m) => m.type === "reroll") ? button(c, "Re-roll…", null, "secondary", () => c.set({ mode: "reroll", chosen: [] })) : nothing}
    ${c.moves.some((m) => m.type === "change") ? button(c, "Change a die…", null, "secondary", () => c.set({ mode: "change", changeDie: null })) : nothing}`;
}

/** The writes composed so far, with Undo and Send. */
function draftBar(c: Ctl, complete: boolean): TemplateResult | typeof nothing {
  if (c.draft.length === 0) return nothing;
  const marks = c.drafted?.sheet.marks ?? {};
  const written = (step: WriteStep) => (step.box.endsWith(".u") ? `−${marks[step.box]}` : marks[step.box]);
  return html`<div class="draft" role="group" aria-label="Writes not sent yet">
    <ol class="draft-list">${c.draft.map((step) => html`<li>${written(step)} in ${spot(step.box)}</li>`)}</ol>
    <span class="draft-actions">
      ${button(c, "Undo", null, "quiet", () => c.undo())}
      ${button(c, `Send ${plural(c.draft.length, "write")}`, null, complete ? "send ready" : "send", () => c.send())}
    </span>
  </div>`;
}

function writeControls(c: Ctl): TemplateResult {
  const left = c.drafted?.left ?? c.view.pick!.left;
  const values = [
    ...new Set(c.moves.flatMap((m) => (m.type === "write" && m.value !== undefined ? [m.value] : []))),
  ];
  const drafting = c.draft.length > 0;
  const bonus = drafting
    ? []
    : c.moves.filter((m): m is Extract<BoxcarsMove, { type: "bonus" }> => m.type === "bonus");
  const done = drafting ? null : find(c, (m) => m.type === "done");
  const hint = values.length
    ? `Dice to write: ${left.join(", ")}. Choose a die, then a box on your sheet.`
    : drafting
      ? "Every die you can place has a box. Send your writes, or undo."
      : "No box on your sheet takes the dice left.";
  return html`<p class="hint">${hint}</p>
    <span class="values" role="radiogroup" aria-label="Die to write">${values.map(
      (value) => html`<button type="button" role="radio"
      class="value d6" aria-label=${`Write a ${value}`} aria-checked=${c.value === value ? "true" : "false"} @click=${() => c.set({ value })}>${dieFace(value)}</button>`,
    )}</span>
    ${
      bonus.length
        ? html`<span class="bonus" role="group" aria-label="Bonus die">Bonus: ${bonus.map(
            (m) => html`<button type="button" class="btn small secondary"
      ?disabled=${c.busy} @click=${() => c.play(m)}>take the ${c.view.dice[m.die]} (die ${m.die + 1})</button>`,
          )}</span>`
        : nothing
    }
    ${done ? button(c, bonus.length ? "Done, no bonus" : "Done", done, "quiet") : nothing}
    ${draftBar(c, values.length === 0)}`;
}

function answerControls(c: Ctl): TemplateResult {
  const v = c.view,
    value = v.pick!.value;
  const drafting = c.draft.length > 0;
  const half = c.drafted?.half ?? false;
  const complete = drafting && c.moves.length === 0;
  const powers = [...new Set(c.moves.flatMap((m) => (m.type === "write" && m.power ? [m.power] : [])))];
  const pass = drafting ? null : find(c, (m) => m.type === "pass");
  const shown = (p: AnswerPower | "plain") =>
    p === "plain" ? `${value}` : p === "split" ? `${value / 2} + ${value / 2}` : `${powered(value, p)}`;
  const hint = complete
    ? "Send your answer, or undo."
    : half
      ? `Write the second ${value / 2} of your Even Split${drafting ? ", or send just the first" : ", or skip it"}.`
      : `Write one ${value} on your sheet (a box), or pass.`;
  return html`<p class="hint">${hint}</p>
    ${
      powers.length && !half && !drafting
        ? html`<span class="powers" role="radiogroup" aria-label="Loader power (one a turn)">
      ${(["plain", ...powers] as const).map(
        (
          p,
        ) => html`<button type="button" role="radio" class="power" aria-checked=${c.power === p ? "true" : "false"}
        @click=${() => c.set({ power: p })}>${p === "plain" ? "No loader" : POWER_WORDS[p]} <b>${shown(p)}</b></button>`,
      )}</span>`
        : nothing
    }
    ${pass ? button(c, half ? "Skip the second half" : "Pass", pass, "quiet") : nothing}
    ${draftBar(c, complete)}`;
}

export function controls(c: Ctl, answering: boolean): TemplateResult {
  const v = c.view;
  let body: TemplateResult;
  if (answering) body = answerControls(c);
  else if (v.phase === "roll") body = rollControls(c);
  else if (v.phase === "choose") body = chooseControls(c);
  else if (v.phase === "write") body = writeControls(c);
  else if (v.phase === "lock") {
    body = html`<p class="hint">Lock one of the dice you used: its number may not be picked again this round.</p>
      ${c.moves.map((m) => (m.type === "lock" ? button(c, `Lock the ${v.dice[m.die]} (die ${m.die + 1})`, m) : nothing))}`;
  } else body = html``;
  return html`<div class="controls" role="group" aria-label="Your move">${body}</div>`;
}
