/** Moves in words, for logs that do not know the game: "pick (die 3)", "played by the bot — time ran out". */
import type { ClockOptions } from "../../worker/clock/options";
import type { MoveBy } from "../../worker/engine/record";

export type MadeBy = MoveBy;

export function describeMove(move: unknown): string {
  if (!move || typeof move !== "object") return String(move);
  const { type, ...rest } = move as { type: string } & Record<string, unknown>;
  if (type === "$skip") return "turn skipped";
  if (type === "$drop") return "left the game";
  const args = Object.entries(rest).map(([k, v]) => `${k} ${JSON.stringify(v)}`);
  return args.length ? `${type} (${args.join(", ")})` : type;
}

/**
 * Who really made a move: null for the player's own (and a bot seat's, whose name says it);
 * otherwise a note. A clock move is a skip or a drop, whichever the game's timeout policy is (the
 * move's type says it when known).
 */
export function madeByNote(by: MadeBy, onTimeout?: ClockOptions["onTimeout"], type?: string, botSeat?: boolean): string | null {
  if (by === "bot") return botSeat ? null : "played by the bot — time ran out";
  if (by === "order") return "played by their standing order";
  if (by === "host") return "by the host";
  if (by !== "clock") return null;
  const drop = type ? type === "$drop" : onTimeout === "drop";
  return drop ? "dropped — time ran out" : "skipped — time ran out";
}
