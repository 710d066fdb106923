/** Mr. Natural's words for people: combinations, outcomes, rolls. */
import type { Combo, MrNaturalMove, MrNaturalView, Roll, TurnOutcome } from "#games/mr-natural/client";

export const fmt = (n: number) => n.toLocaleString("en-US");

const COUNT = ["", "One", "Two", "Three", "Four", "Five", "Six"];

export function comboLabel(combo: Combo): string {
  switch (combo.kind) {
    case "mr-natural":
      return "Mr. Natural!";
    case "boxcar":
      return "Boxcar (three pairs)";
    case "kind":
      return `${COUNT[combo.dice.length] ?? combo.dice.length} ${combo.face}s`;
    case "single":
      return `Single ${combo.face}`;
    default:
      return combo.kind;
  }
}

/** The roll's combinations, with repeated singles of a face grouped ("Two single 1s 200"). */
export function combosText(roll: Roll): string {
  const parts: string[] = [];
  const singles = new Map<number, number>();
  for (const c of roll.combos) {
    if (c.kind === "single" && c.face !== undefined) singles.set(c.face, (singles.get(c.face) ?? 0) + 1);
    else parts.push(`${comboLabel(c)} ${fmt(c.points)}`);
  }
  for (const [face, count] of singles) {
    const points = roll.combos
      .filter((c) => c.kind === "single" && c.face === face)
      .reduce((sum, c) => sum + c.points, 0);
    parts.push(
      `${count === 1 ? "Single" : `${COUNT[count]} single`} ${face}${count === 1 ? "" : "s"} ${fmt(points)}`,
    );
  }
  return parts.join(" · ");
}

export const OUTCOMES: Record<TurnOutcome, string> = {
  banked: "Banked",
  ended: "No score on the last roll; kept the points",
  forfeited: "Forfeited: the re-roll of all six scored nothing",
  "below-minimum": "Under the 350 minimum: scores nothing",
  "not-on-board": "Under 550: not on the board yet",
  skipped: "Time ran out: the turn was skipped",
  dropped: "Time ran out: left the game",
};

/** The faces as shown: the picked die of a Nothing shows its re-rolled face. */
export function shownFaces(roll: Roll): number[] {
  const n = roll.nothing;
  return roll.dice.map((face, i) => (n && i === n.picked && n.rolled != null ? n.rolled : face));
}

/** What a roll did, in one sentence. */
export function rollText(roll: Roll, awaitingPick: boolean): string {
  const n = roll.nothing;
  if (awaitingPick) return "A Nothing! Re-roll one single to try for a third pair.";
  if (n && n.rolled != null) {
    const was = roll.dice[n.picked];
    const other = roll.dice.find(
      (face, i) => i !== n.picked && roll.dice.filter((f) => f === face).length === 1,
    );
    const wanted = other === undefined ? "" : ` for a ${other}`;
    return roll.points > 0
      ? `Re-rolled the ${was}${wanted}: got it! ${combosText(roll)}`
      : `Re-rolled the ${was}${wanted}: got a ${n.rolled}, no third pair.`;
  }
  if (roll.points === 0) return "No scoring dice.";
  return combosText(roll);
}

/** The least this seat's turn must reach to count (and to bank early with the 350 minimum). */
export function minimumFor(view: MrNaturalView, seat: number): number {
  if (!view.onBoard[seat]) return 550;
  return view.options.minimum350 ? 350 : 0;
}

/** A move after its subject, for the move list and the replay. */
export const describe = (m: MrNaturalMove): string =>
  m.type === "pick"
    ? `picked die ${m.die + 1} to re-roll (a Nothing)`
    : m.type === "roll"
      ? "rolled"
      : "banked the turn";
