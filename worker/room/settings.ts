/**
 * A seat's own settings (the room's RPC): notification contacts and a test message, standing orders
 * (vacations and the seat's clock settings are in seat-clock.ts). Only the seat's own token reads or
 * changes them; none changes the game's version.
 */
import { readOptions } from "../engine/options";
import { contactView, type ContactInput } from "../notify/contacts";
import { fail, ok, type Caller, type StandingOrder } from "../wire";
import { isPlayer, type Player } from "./auth";
import type { Ledger, Outcome } from "./ledger";
import { statusOf, type RoomRows } from "./rows";
import { newToken } from "./tokens";

/** The caller's own notification settings and latest deliveries (never anyone else's). */
export function contact(ledger: Ledger, rows: RoomRows, you: Caller | null, input?: ContactInput): Outcome {
  if (!isPlayer(you)) return fail(403, "not_a_player", "Only a claimed seat has notification settings.");
  if (rows.meta.archived_at)
    return fail(409, "archived", "This game is archived; its contact data was dropped.");
  if (input) {
    const old = ledger.contact(you.seat);
    const webhook = input.webhook && {
      ...input.webhook,
      // A new URL gets a new signing secret; the same URL keeps its secret.
      secret: old?.webhook?.url === input.webhook.url ? old.webhook.secret : newToken(),
    };
    // A save that leaves the browser subscription out keeps it; null forgets it.
    const push = input.push === undefined ? (old?.push ?? null) : input.push;
    const empty = !input.email && !webhook && !push;
    ledger.setContact(
      you.seat,
      empty
        ? null
        : { email: input.email, webhook, push, digestHours: input.digestHours, enabled: input.enabled },
    );
  }
  return ok({
    contact: contactView(ledger.contact(you.seat)),
    deliveries: ledger.deliveries(you.seat),
  });
}

export function testContact(ledger: Ledger, _rows: RoomRows, you: Caller | null): Outcome {
  if (!isPlayer(you)) return fail(403, "not_a_player", "Only a claimed seat has notification settings.");
  if (!ledger.contact(you.seat))
    return fail(409, "no_contact", "Set an email address, a webhook or this browser first.");
  ledger.testNotice(you.seat, Date.now());
  return ok({ queued: true }, 202);
}

/**
 * The caller's standing order, and with `input` a new one (`{order: null}` clears it). Orders are
 * validated strictly against the game's order fields: an unknown member or value is refused.
 */
export function standingOrder(
  ledger: Ledger,
  rows: RoomRows,
  you: Caller | null,
  input?: { order: Record<string, unknown> | null },
): Outcome {
  if (!you)
    return fail(401, "unauthorized", "Standing orders need your seat link's token as a Bearer token.");
  if (!isPlayer(you))
    return fail(403, "not_a_player", "Only a claimed seat has a standing order; the host link has none.");
  const game = ledger.game(rows);
  if (!game.orders) return fail(400, "no_orders", `${game.title} has no standing orders.`);
  if (input) {
    if (statusOf(rows.meta) === "finished") return fail(409, "game_over", "The game has ended.");
    let order: Record<string, unknown> | null = null;
    if (input.order !== null) {
      const read = readOptions(game.orders.fields, input.order);
      if (!read.ok)
        return fail(400, "bad_order", `Standing order${read.key ? ` ${read.key}` : ""} ${read.message}.`);
      order = read.options;
    }
    ledger.transaction(() => ledger.setStandingOrder(you.seat, order));
  }
  return ok(orderView(ledger, ledger.rows()!, you));
}

function orderView(ledger: Ledger, rows: RoomRows, you: Player): StandingOrder {
  return { fields: ledger.game(rows).orders!.fields, ...ledger.standingOrder(rows, you.seat) };
}
