/**
 * Moves in words: the game's own ("wrote 4 in Pecos 12", from its sheet's static `describe`), or
 * generic ones for a game this page has no words for ("pick (die 3)"); who made a move when it was
 * not the player ("played by their standing order").
 */
import type { ClockOptions } from "#clock/options";
import type { MoveBy } from "#engine/record";
import type { Move } from "#engine/types";
import { sheets } from "./games";

export type MadeBy = MoveBy;

/**
 * A sheet's words for a move, after the subject ("rolled ten cars"). `view` is the game then or
 * later (a write's value is read from the pad); it may be null.
 */
export type Describe = (move: Move, seat: number, view: unknown) => string;

/** The move in the game's words once its sheet is loaded, else in generic ones. */
export function describeIn(game: string, move: Move, seat: number, view: unknown): string {
  const own = Object.hasOwn(sheets, game)
    ? (customElements.get(sheets[game].tag) as { describe?: Describe } | undefined)?.describe
    : undefined;
  return own && !move.type.startsWith("$") ? own(move, seat, view) : describeMove(move);
}

export function describeMove(move: unknown): string {
  if (!move || typeof move !== "object") return String(move);
  const { type, ...rest } = move as { type: string } & Record<string, unknown>;
  if (type === "$skip") return "turn skipped";
  if (type === "$drop") return "left the game";
  if (type === "$concede") return "conceded the game";
  const args = Object.entries(rest).map(([k, v]) => `${k} ${JSON.stringify(v)}`);
  return args.length ? `${type} (${args.join(", ")})` : type;
}

/**
 * Who really made a move: null for the player's own (and a bot seat's, whose name says it);
 * otherwise a note. A clock move is a skip or a drop, whichever the game's timeout policy is (the
 * move's type says it when known), or a move the rules make at a timeout.
 */
export function madeByNote(
  by: MadeBy,
  onTimeout?: ClockOptions["onTimeout"],
  type?: string,
  botSeat?: boolean,
  yours?: boolean,
): string | null {
  if (by === "bot") return botSeat ? null : "played by the bot — time ran out";
  if (by === "order") return `played by ${yours ? "your" : "their"} standing order`;
  if (by === "host") return "by the host";
  if (by !== "clock") return null;
  // A rule's own move at a timeout (the rail game's pass on a bid): the move says what it was.
  if (type && !type.startsWith("$")) return "time ran out";
  const drop = type ? type === "$drop" : onTimeout === "drop";
  return drop ? "dropped — time ran out" : "skipped — time ran out";
}
