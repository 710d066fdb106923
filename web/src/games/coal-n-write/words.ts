/** Words for the Coal N' Write sheet: chambers, loads, letters, the table's line, and moves for the log and replay. */
import { CARD } from "#games/coal-n-write/client";
import { CHAMBER_INDEX, CHAMBERS } from "#games/coal-n-write/client";
import { MINERAL_NAMES, MINERALS, type Mineral, type Stash } from "#games/coal-n-write/client";
import type { CoalMove, CoalView, Letter } from "#games/coal-n-write/client";

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "Ann", "Ann and Gus", "Ann, Gus and Kim". */
export function joinNames(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** "the Coal 5 at 2L1". */
export function chamberName(id: string): string {
  const index = CHAMBER_INDEX.get(id);
  if (index === undefined) return id;
  const c = CHAMBERS[index];
  return `the ${MINERAL_NAMES[c.mineral]} ${c.dig} at ${id}`;
}

/** "2 Silver, 1 Coal"; "nothing" for an empty load. */
export function mineralList(stash: Stash | Mineral[]): string {
  const counts = Array.isArray(stash)
    ? MINERALS.map((m) => stash.filter((x) => x === m).length)
    : MINERALS.map((m) => stash[m]);
  const parts = MINERALS.flatMap((m, i) =>
    counts[i]
      ? [`${counts[i]} ${m === "?" ? (counts[i] === 1 ? "Geode" : "Geodes") : MINERAL_NAMES[m]}`]
      : [],
  );
  return parts.length ? parts.join(", ") : "nothing";
}

/** The Lone Miner bonuses, in our words. */
export const LETTER_WORDS: Record<Letter, { name: string; does: string }> = {
  C: { name: "Coal", does: "2 Coal go into your stash" },
  D: { name: "Dynamite", does: "three free digs in your mine" },
  A: { name: "Ammo", does: "one box of ammo" },
  V: { name: "Visit", does: "one free visit to a Boom Town card" },
  G: { name: "Gamblin' Credit", does: "a seat at Backroom Gamblin' without staking your own cash" },
  $: { name: "Cash", does: "$10 more on this round's delivery" },
};

/** What the table is doing, for everyone. */
export function tableLine(v: CoalView): string {
  switch (v.phase) {
    case "throw":
      return v.dice === 1
        ? `The Lone Miner's throw ${v.lone} of 3.`
        : `Throw ${v.throwNo}: ${plural(v.dice, "die", "dice")} out of the Bunkhouse.`;
    case "letters":
      return "One miner left: everyone writes a Lone Miner letter before the lone die is thrown.";
    case "bonus":
      return "The Lone Miner made it: bonuses are being used.";
    case "delivery":
      return `Everyone loads burro ${v.round}, fends off bandits and cashes in.`;
    case "over":
      return "The game is over.";
    default:
      return "A round is starting.";
  }
}

/** A move after its subject, for the move list and the replay ("claimed the Coal 5 at 2L1 with 2 dice"). */
export function describe(move: CoalMove): string {
  switch (move.type) {
    case "dig":
      return `dug a bubble of ${chamberName(move.chamber)}`;
    case "claim":
      return `claimed ${chamberName(move.chamber)} with ${plural(move.dice.length, "die", "dice")}${move.tonics ? ` and ${plural(move.tonics, "tonic")}` : ""}`;
    case "visit": {
      const extra =
        move.count !== undefined
          ? ` (${move.count})`
          : move.times !== undefined
            ? ` (${plural(move.times, "round")})`
            : move.opponent !== undefined
              ? ` against seat ${move.opponent + 1}`
              : "";
      return `went to ${CARD[move.card].name}${extra}${move.die === undefined ? " on the Lone Miner's bonus" : ""}`;
    }
    case "hit":
      return "hit at the gamblin' table";
    case "stay":
      return "stayed at the gamblin' table";
    case "hideout":
      return `put the gamblin' bandit on burro ${move.burro}`;
    case "done":
      return "was done";
    case "bonus":
      return `wrote ${move.letter} (${LETTER_WORDS[move.letter].name}) for the Lone Miner`;
    case "dynamite":
      return `used Dynamite on ${chamberName(move.chamber)}`;
    case "load":
      return `loaded the burro with ${mineralList(move.minerals)}`;
    case "fight":
      return "fought the bandits with a box of ammo";
    case "tonic":
      return `drank a tonic for fight die ${move.die + 1}`;
    case "deliver":
      return "sent the burro to town";
  }
}
