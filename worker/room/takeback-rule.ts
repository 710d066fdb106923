/**
 * When a seat may take back its last move (issue #37): only while nothing new is known since. The
 * move must be the log's last, the seat's own, made by the player (not its bot, clock or standing
 * order), and it must have drawn nothing: a die rolled or a card dealt by it, or by an automatic
 * step after it, would be undone and drawn again. A game with hidden information never allows one
 * (whether a move showed someone a secret is the rules' business, not the room's), nor does a rated
 * game. Pure: the answer's hint and the takeback's own check both use it.
 */
import type { Seat } from "../engine/types";
import type { RoomRows } from "./rows";
import type { MoveRow } from "./storage/sql";

type LastMove = Pick<MoveRow, "n" | "seat" | "by"> & { draws?: string };

export interface Refusal {
  code: string;
  message: string;
}

export function takebackRefusal(
  hidden: boolean,
  rows: RoomRows,
  last: LastMove | undefined,
  seat: Seat,
): Refusal | null {
  if (rows.meta.rated) return { code: "rated", message: "Rated games allow no takebacks." };
  if (hidden)
    return {
      code: "hidden_information",
      message:
        "This game has hidden information, so no move can be taken back: it may have shown someone a secret.",
    };
  if (!last || last.seat !== seat || last.by !== "player")
    return {
      code: "not_your_move",
      message: "Only your own last move can be taken back, while nobody has moved since.",
    };
  if (last.draws === undefined || last.draws !== "[]")
    return {
      code: "dice_rolled",
      message: "Dice were rolled or cards drawn by or after your move: a takeback would undo them.",
    };
  return null;
}
