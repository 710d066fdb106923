/** The mine on one sheet: which chambers are open, what a claim needs, and digging/claiming itself. */
import { CHAMBER_INDEX, CHAMBERS, INNER, type Chamber } from "../data/mine";
import { TONIC_BOOST } from "../data/tables";
import { CLAIMED, type Sheet } from "../types";

/** Chamber indices this sheet may work now: unclaimed, with the chamber toward the tunnel claimed. */
export function availableChambers(sheet: Sheet): number[] {
  const out: number[] = [];
  CHAMBERS.forEach((_, i) => {
    const inner = INNER[i];
    if (sheet.mine[i] !== CLAIMED && (inner === null || sheet.mine[inner] === CLAIMED)) out.push(i);
  });
  return out;
}

/** The chamber named `id` if it is open on this sheet, else a reason. */
export function openChamber(sheet: Sheet, id: string): { index: number; chamber: Chamber } | string {
  const index = CHAMBER_INDEX.get(id);
  if (index === undefined) return `There is no chamber ${JSON.stringify(id)} in the mine.`;
  if (sheet.mine[index] === CLAIMED) return `Chamber ${id} is already dug out.`;
  const inner = INNER[index];
  if (inner !== null && sheet.mine[inner] !== CLAIMED) {
    return `Chamber ${id} is not open yet: dig out ${CHAMBERS[inner].id}, nearer the tunnel, first.`;
  }
  return { index, chamber: CHAMBERS[index] };
}

export const bubblesFull = (sheet: Sheet, index: number): boolean =>
  sheet.mine[index] >= CHAMBERS[index].bubbles;

/**
 * Tonics a claim with these dice needs: none when the dice meet the dig number (or one die claims a
 * chamber whose bubbles are full), else the fewest that make up the difference (+2 each).
 */
export function tonicsNeeded(sheet: Sheet, index: number, values: number[]): number {
  const sum = values.reduce((a, b) => a + b, 0);
  if (sum >= CHAMBERS[index].dig || (values.length === 1 && bubblesFull(sheet, index))) return 0;
  return Math.ceil((CHAMBERS[index].dig - sum) / TONIC_BOOST);
}

/** Claims the chamber: its letter goes into the stash (and its lizard bone, if any). Mutates. */
export function claimChamber(sheet: Sheet, index: number): void {
  const chamber = CHAMBERS[index];
  sheet.mine[index] = CLAIMED;
  sheet.stash[chamber.mineral]++;
  if (chamber.bone) sheet.bones++;
}
