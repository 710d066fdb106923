/** Standing orders: what a seat asked the room to play for it (parsed in memory). */
import type { Seat } from "../../engine/types";
import type { RoomStore } from "./room-store";

export function setStandingOrder(store: RoomStore, seat: Seat, order: Record<string, unknown> | null): void {
  if (order === null) store.sql.exec("DELETE FROM standing_orders WHERE seat = ?", seat);
  else
    store.sql.exec(
      "INSERT INTO standing_orders (seat, standing_order) VALUES (?, ?) ON CONFLICT (seat) DO UPDATE SET standing_order = excluded.standing_order",
      seat,
      JSON.stringify(order),
    );
  store.set((room) => {
    const orders = new Map(room.orders);
    if (order === null) orders.delete(seat);
    else orders.set(seat, order);
    return { orders };
  });
}
