/**
 * The card index (the model is model.ts). The three decks are a RECONSTRUCTION: the rule text publishes no
 * card list, so every card, name, number and text in evil.ts, good.ts and common.ts is ours (ruling 2),
 * a first choice until the calibration tunes it (docs/cards.md has each card's numbers and why).
 * A deck file lists each design once with its number of copies; each copy is a card with its own id
 * (`ev-levy.2`), so a move names the very card it means.
 */
import { COMMON } from "./common";
import { EVIL } from "./evil";
import { GOOD } from "./good";
import type { ActionDesign, ArmyDesign, CardDesign, LordDesign } from "./model";

export type { ActionDesign, ArmyDesign, CardDesign, LordDesign } from "./model";

/** Each copy's id: the design's id, with `.2`, `.3` ... for the second and later copies. */
function expand<D extends CardDesign>(designs: readonly D[]): { id: string; design: D }[] {
  return designs.flatMap((d) =>
    Array.from({ length: d.copies }, (_, k) => ({ id: k === 0 ? d.id : `${d.id}.${k + 1}`, design: d })),
  );
}

const byId = new Map<string, CardDesign>();
function register<D extends CardDesign>(designs: readonly D[]): string[] {
  return expand(designs).map(({ id, design }) => (byId.set(id, design), id));
}

/** Every card of each deck, in the data's order (setup shuffles them). */
export const DECKS = { evil: register(EVIL), good: register(GOOD), common: register(COMMON) } as const;

/** The design of a card, or undefined for an id that names no card. */
export const cardOf = (id: string): CardDesign | undefined => byId.get(id);

export const lordOf = (id: string): LordDesign | undefined => {
  const d = byId.get(id);
  return d?.kind === "lord" ? d : undefined;
};
export const armyOf = (id: string): ArmyDesign | undefined => {
  const d = byId.get(id);
  return d?.kind === "army" ? d : undefined;
};
export const actionOf = (id: string): ActionDesign | undefined => {
  const d = byId.get(id);
  return d?.kind === "spell" || d?.kind === "event" || d?.kind === "blood" ? d : undefined;
};
/** The design id of a card (`ev-levy.2` -> `ev-levy`). */
export const designId = (id: string): string => id.replace(/\.\d+$/, "");
