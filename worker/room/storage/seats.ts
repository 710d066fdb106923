/** The seats: claimed, renamed, handed to the bot, and the unclaimed ones dropped or botted at an early start. */
import type { Seat } from "../../engine/types";
import type { RoomStore } from "./room-store";

/** `player`: JSON of the seat's player key and claim signature (null: claimed without a key). */
export function claim(
  store: RoomStore,
  seat: Seat,
  name: string,
  clientSeed: string,
  at: string,
  player: string | null,
): void {
  store.sql.exec(
    "UPDATE seats SET name = ?, client_seed = ?, claimed_at = ?, player = ? WHERE seat = ?",
    name,
    clientSeed,
    at,
    player,
    seat,
  );
  store.set(() => store.seat(seat, { name, client_seed: clientSeed, claimed_at: at, player }));
}

/** The claimant's time zone, kept beside the claim (clock/weekends.ts). */
export function setTimeZone(store: RoomStore, seat: Seat, zone: string): void {
  store.sql.exec("UPDATE seats SET time_zone = ? WHERE seat = ?", zone, seat);
  store.set(() => store.seat(seat, { time_zone: zone }));
}

export function rename(store: RoomStore, seat: Seat, name: string): void {
  store.sql.exec("UPDATE seats SET name = ? WHERE seat = ?", name, seat);
  store.set(() => store.seat(seat, { name }));
}

/** The host hands a seat to the bot: from now on the room plays it, and its link no longer acts. */
export function handToBot(store: RoomStore, seat: Seat): void {
  store.sql.exec("UPDATE seats SET bot = 1 WHERE seat = ?", seat);
  store.sql.exec("DELETE FROM standing_orders WHERE seat = ?", seat);
  store.set((room) => ({
    ...store.seat(seat, { bot: 1 }),
    orders: new Map([...room.orders].filter(([s]) => s !== seat)),
  }));
}

/** Early start: drops unclaimed seats and renumbers the rest in order, with what is kept per seat. */
export function dropUnclaimedSeats(store: RoomStore): void {
  const sql = store.sql;
  const perSeat = ["contacts", "outbox", "standing_orders", "chat", "notes"];
  // Their links then say they were dropped, not that they are unknown.
  sql.exec(
    "INSERT OR IGNORE INTO dropped_tokens (token_hash) SELECT token_hash FROM seats WHERE claimed_at IS NULL",
  );
  sql.exec("DELETE FROM seats WHERE claimed_at IS NULL");
  for (const table of perSeat) sql.exec(`DELETE FROM ${table} WHERE seat NOT IN (SELECT seat FROM seats)`);
  const kept = store.room!.seats.filter((s) => s.claimed_at);
  // Ascending, so a seat moves only to a number no longer in use.
  kept.forEach((row, index) => {
    for (const table of ["seats", ...perSeat])
      sql.exec(`UPDATE ${table} SET seat = ? WHERE seat = ?`, index, row.seat);
  });
  const renumber = <T>(bySeat: ReadonlyMap<Seat, T>) =>
    new Map(kept.flatMap((s, index) => (bySeat.has(s.seat) ? [[index, bySeat.get(s.seat)!]] : [])));
  store.set((room) => ({
    seats: kept.map((s, index) => ({ ...s, seat: index })),
    orders: renumber(room.orders),
    contacts: renumber(room.contacts),
    talk: new Map(
      kept.flatMap((s, index) => {
        const said = room.talk.get(s.seat);
        return said ? [[index, said.map((m) => ({ ...m, seat: index }))]] : [];
      }),
    ),
    droppedTokens: new Set([
      ...room.droppedTokens,
      ...room.seats.filter((s) => !s.claimed_at).map((s) => s.token_hash),
    ]),
    // Messages of dropped seats were deleted; the first one left is due no earlier than before.
  }));
}

/** A fork started early keeps every seat of its position: the open ones go to the bot. */
export function botUnclaimedSeats(store: RoomStore, at: string): void {
  store.sql.exec(
    "UPDATE seats SET bot = 1, name = 'Bot ' || (seat + 1), client_seed = '', claimed_at = ? WHERE claimed_at IS NULL",
    at,
  );
  store.set((room) => ({
    seats: room.seats.map((s) =>
      s.claimed_at ? s : { ...s, bot: 1, name: `Bot ${s.seat + 1}`, client_seed: "", claimed_at: at },
    ),
  }));
}
