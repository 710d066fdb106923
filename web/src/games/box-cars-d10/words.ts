/** Box Cars' words for people: the cars' names on their tiles, moves for the move list and the replay, and what a turn did. */
import { FACE_NAMES } from "#games/box-cars-d10/client";
import type { BoxCarsMove, BoxCarsTurn, Face } from "#games/box-cars-d10/client";

/** The names on the car tiles: the full names, with soft hyphens where a tile is too narrow. */
export const TILE_NAMES: Record<Face, string> = {
  1: "Loco\u00admotive",
  2: "Cab\u00adoose",
  3: "Mail Car",
  4: "Sleeper Car",
  5: "Coach",
  6: "Box Car",
  7: "Tank",
  8: "Hopper",
  9: "Way Car",
  0: "Break\u00addown",
};

/** A move in words (the sheet's static `describe`). */
export const moveWords = (m: BoxCarsMove): string =>
  m.type === "roll"
    ? "rolled ten cars"
    : m.type === "stop"
      ? "stopped and scored the train"
      : m.dice.length
        ? `re-rolled ${m.dice.length} ${m.dice.length === 1 ? "car" : "cars"}`
        : "kept every car";

/** A score as the sheet writes it: a negative one with a true minus sign (−20), as the score lines do. */
export const score = (n: number): string => (n < 0 ? `−${-n}` : `${n}`);

/** What a seat's turn just did, for the screen reader: its score, or the dice it rolled. */
export const turnWords = (who: string, turn: BoxCarsTurn, total: number): string =>
  turn.score !== null
    ? `${who}: turn ${turn.number} scored ${score(turn.score)}. Total ${score(total)}.`
    : `${who} ${turn.phase === 0 ? "rolled" : "re-rolled"}: ${turn.dice.map((f) => FACE_NAMES[f]).join(", ")}.`;
