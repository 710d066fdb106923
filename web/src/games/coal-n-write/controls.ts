/**
 * The viewer's buttons for the moment: the ways to use the chosen chamber (with the picked dice),
 * the Lone Miner letters, hit or stay at the gamblin' table, where a gamblin' bandit goes, loading
 * the burro, fighting its bandits and sending it to town. Every button plays one of `legalMoves`.
 */
import { html, nothing, type TemplateResult } from "lit";
import { MINERAL_NAMES, MINERALS, stashLetters, type Mineral, type Stash } from "#games/coal-n-write/client";
import { banditTake } from "#games/coal-n-write/client";
import { LETTERS, type CoalMove, type CoalView } from "#games/coal-n-write/client";
import { chamberName, LETTER_WORDS, plural } from "./words";

export interface Choice {
  move: CoalMove;
  text: string;
  label: string;
}

export interface Ctl {
  view: CoalView;
  seat: number;
  moves: CoalMove[];
  picked: number[];
  target: string | null;
  /** The load being composed (delivery), or null for the suggested one. */
  mix: Stash | null;
  busy: boolean;
  play: (c: Choice) => void;
  setMix: (mix: Stash) => void;
}

type MineMove = Extract<CoalMove, { type: "dig" | "claim" | "dynamite" }>;

const isMine = (m: CoalMove): m is MineMove =>
  m.type === "dig" || m.type === "claim" || m.type === "dynamite";

/** Does this mine move fit the dice picked (none picked: any)? */
function fitsPicked(m: MineMove, picked: number[]): boolean {
  if (picked.length === 0 || m.type === "dynamite") return true;
  if (m.type === "dig") return picked.length === 1 && picked[0] === m.die;
  return m.dice.length === picked.length && m.dice.every((d) => picked.includes(d));
}

/** Chambers some move can use now, given the dice picked. */
export function usableChambers(moves: CoalMove[], picked: number[]): Set<string> {
  return new Set(
    moves
      .filter(isMine)
      .filter((m) => fitsPicked(m, picked))
      .map((m) => m.chamber),
  );
}

/** A claim that would also succeed without one of its dice (and no more tonics) only wastes that die. */
function wasteful(m: MineMove, all: MineMove[]): boolean {
  if (m.type !== "claim") return false;
  return all.some(
    (o) =>
      o.type === "claim" &&
      o.chamber === m.chamber &&
      o.dice.length < m.dice.length &&
      o.dice.every((d) => m.dice.includes(d)) &&
      (o.tonics ?? 0) <= (m.tonics ?? 0),
  );
}

/**
 * The ways to use the target chamber, one per distinct outcome (dice of the same face are alike).
 * With no dice picked, claims that waste a die are left out; picked dice are taken as they are.
 */
function mineChoices(c: Ctl): Choice[] {
  if (!c.target) return [];
  const roll = c.view.roll;
  const all = c.moves.filter(isMine);
  const out = new Map<string, Choice>();
  for (const m of all) {
    if (m.chamber !== c.target || !fitsPicked(m, c.picked) || (c.picked.length === 0 && wasteful(m, all)))
      continue;
    const where = chamberName(m.chamber);
    let text: string;
    if (m.type === "dynamite") text = `Blast it (Dynamite, ${c.view.sheets[c.seat].dynamite} left)`;
    else if (m.type === "dig") text = `Dig a bubble with the ${roll[m.die]}`;
    else
      text = `Claim with ${m.dice.map((d) => roll[d]).join(" + ")}${m.tonics ? ` and ${plural(m.tonics, "tonic")}` : ""}`;
    if (!out.has(text)) out.set(text, { move: m, text, label: `${text}: ${where}` });
  }
  return [...out.values()].sort(
    (a, b) => (a.move.type === "claim" ? 0 : 1) - (b.move.type === "claim" ? 0 : 1),
  );
}

const button = (c: Ctl, choice: Choice, cls = "") =>
  html`<button type="button" class="btn small ${cls}" aria-label=${choice.label} ?disabled=${c.busy} @click=${() => c.play(choice)}>${choice.text}</button>`;

const find = (c: Ctl, test: (m: CoalMove) => boolean) => c.moves.find(test);

function throwControls(c: Ctl): TemplateResult {
  const sh = c.view.sheets[c.seat];
  const choices = mineChoices(c);
  const done = find(c, (m) => m.type === "done");
  const free = sh.used.filter((u) => !u).length;
  const bonus = c.view.phase === "bonus";
  const doneText = bonus
    ? "Skip the rest of my bonus"
    : free
      ? `Done: leave ${plural(free, "die", "dice")} unused`
      : "Done";
  const hint = c.target
    ? choices.length
      ? ""
      : "Those dice cannot work this chamber: pick other dice."
    : bonus
      ? sh.dynamite
        ? "Tap a highlighted chamber for a free dig."
        : "Choose a Boom Town card below for your free visit."
      : `Tap a highlighted chamber to dig or claim it. To claim with a sum, tap the dice first.${c.moves.some((m) => m.type === "visit") ? " A pair is showing: one of its dice may visit a Boom Town card (below)." : ""}`;
  return html`${hint ? html`<p class="hint">${hint}</p>` : nothing}
    ${choices.length ? html`<div class="choices" role="group" aria-label=${`Use ${chamberName(c.target!)}`}>${choices.map((ch) => button(c, ch))}</div>` : nothing}
    ${done ? button(c, { move: done, text: doneText, label: doneText }, "quiet") : nothing}`;
}

function letterControls(c: Ctl): TemplateResult {
  return html`<p class="hint">Pick your Lone Miner bonus. It is yours if the lone die shows no 1 in three throws.</p>
    <div class="letters" role="group" aria-label="Lone Miner letters">${LETTERS.map((l) => {
      const move = find(c, (m) => m.type === "bonus" && m.letter === l);
      const w = LETTER_WORDS[l];
      return move
        ? html`<button type="button" class="btn quiet letter-btn" aria-label=${`${l}: ${w.name}, ${w.does}`} ?disabled=${c.busy}
        @click=${() => c.play({ move, text: l, label: `${l}: ${w.name}` })}><b>${l}</b><small>${w.name}</small></button>`
        : nothing;
    })}</div>`;
}

function pendingControls(c: Ctl): TemplateResult {
  const p = c.view.sheets[c.seat].pending!;
  if (p.kind === "gamble") {
    return html`<p class="hint">At the gamblin' table your total is <b class="num">${p.total}</b>. 22 or more busts; 20 and 21 pay best.</p>
      <div class="choices">${c.moves.map((m) => button(c, { move: m, text: m.type === "hit" ? "Hit: throw another die" : `Stay at ${p.total}`, label: m.type === "hit" ? "Hit: throw another die" : `Stay at ${p.total}` }))}</div>`;
  }
  return html`<p class="hint">Busted: a #3 bandit joins one of your burros still to come. Which one?</p>
    <div class="choices">${c.moves.map((m) => (m.type === "hideout" ? button(c, { move: m, text: `Burro ${m.burro}`, label: `Send the bandit to burro ${m.burro}` }) : nothing))}</div>`;
}

/** The suggested load: the most valuable minerals that fit. */
const suggested = (stash: Stash, room: number): Stash => {
  const out: Stash = { S: 0, T: 0, C: 0, B: 0, "?": 0 };
  for (const m of stashLetters(stash).slice(0, room)) out[m]++;
  return out;
};

function loadControls(c: Ctl, loads: Extract<CoalMove, { type: "load" }>[]): TemplateResult {
  const sh = c.view.sheets[c.seat];
  const room = Math.max(...loads.map((m) => m.minerals.length));
  const mix = c.mix ?? suggested(sh.stash, room);
  const count = MINERALS.reduce((n, m) => n + mix[m], 0);
  const key = stashLetters(mix).join("");
  const move = loads.find((m) => m.minerals.join("") === key);
  const step = (m: Mineral, by: number) => c.setMix({ ...mix, [m]: mix[m] + by });
  const text = `Load burro ${c.view.round} (${count} of ${room})`;
  return html`<p class="hint">Choose what burro ${c.view.round} carries to town: ${plural(room, "free slot")}.</p>
    <div class="loader" role="group" aria-label="The load">${MINERALS.filter((m) => sh.stash[m] > 0).map(
      (m) => html`<div class="stepper m-${m === "?" ? "g" : m}">
      <button type="button" class="btn quiet step" aria-label=${`One ${MINERAL_NAMES[m]} less`} ?disabled=${c.busy || mix[m] === 0} @click=${() => step(m, -1)}>−</button>
      <span class="num" aria-live="off"><b>${m}</b> ${mix[m]}/${sh.stash[m]}</span>
      <button type="button" class="btn quiet step" aria-label=${`One ${MINERAL_NAMES[m]} more`} ?disabled=${c.busy || mix[m] >= sh.stash[m] || count >= room} @click=${() => step(m, 1)}>+</button>
    </div>`,
    )}</div>
    ${move ? button(c, { move, text, label: text }) : nothing}`;
}

function fightControls(c: Ctl): TemplateResult {
  const sh = c.view.sheets[c.seat];
  const work = sh.burro!;
  const take = banditTake(work.load, sh.mail);
  const taken = take === "M" ? "the mail" : take ? `every ${MINERAL_NAMES[take]}` : "nothing";
  const fight = find(c, (m) => m.type === "fight");
  const deliver = find(c, (m) => m.type === "deliver")!;
  const tonics = c.moves.filter((m): m is Extract<CoalMove, { type: "tonic" }> => m.type === "tonic");
  return html`<p class="hint">Bandits on burro ${c.view.round}: ${work.bandits.join(", ")}. A die above a hat's number drives that bandit off. If one stays, it takes ${taken}.</p>
    ${work.dice.length ? html`<p class="small">Fight dice left: ${work.dice.join(", ")}</p>` : nothing}
    <div class="choices">
      ${fight ? button(c, { move: fight, text: `Fight: spend a box (${sh.ammo} left)`, label: `Fight: spend a box of ammo, ${sh.ammo} left` }) : nothing}
      ${tonics.map((m) => button(c, { move: m, text: `Tonic: ${work.dice[m.die]} → ${work.dice[m.die] + 2}`, label: `Drink a tonic: fight die ${work.dice[m.die]} becomes ${work.dice[m.die] + 2}` }, "quiet"))}
      ${button(c, { move: deliver, text: "Send it to town as it is", label: `Send the burro to town; the bandits take ${taken}` }, "quiet")}
    </div>`;
}

export function controls(c: Ctl): TemplateResult | typeof nothing {
  if (c.moves.length === 0) return nothing;
  const sh = c.view.sheets[c.seat];
  if (sh.pending) return pendingControls(c);
  switch (c.view.phase) {
    case "throw":
    case "bonus":
      return throwControls(c);
    case "letters":
      return letterControls(c);
    case "delivery": {
      const loads = c.moves.filter((m): m is Extract<CoalMove, { type: "load" }> => m.type === "load");
      return loads.length ? loadControls(c, loads) : fightControls(c);
    }
    default:
      return nothing;
  }
}
