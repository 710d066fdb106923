/** What happened since a seat's last move, from the room's value (a notice's facts cost no read). */
import type { Seat } from "../engine/types";
import type { ChatRow, RoomRows } from "./rows";

/** Who moved after move `n`, with how many moves each, by seat. */
export function moversSince(rows: RoomRows, n: number): { seat: Seat; count: number }[] {
  const counts = new Map<Seat, number>();
  for (const m of rows.marks.slice(n)) counts.set(m.seat, (counts.get(m.seat) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a - b).map(([seat, count]) => ({ seat, count }));
}

/** The others' last `limit` messages written after move `n` was made (all of them before the first move). */
export function talkSince(rows: RoomRows, seat: Seat, n: number, limit: number): ChatRow[] {
  const after = rows.marks[n - 1]?.at ?? "";
  return [...rows.talk]
    .flatMap(([by, said]) => (by === seat ? [] : said.filter((m) => m.at > after)))
    .sort((a, b) => a.n - b.n)
    .slice(-limit);
}
