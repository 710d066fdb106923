/**
 * The room's outbox: each notification is a row, keyed by its event so it is queued once, sent from
 * the alarm with retries and backoff, and never delays or fails a move. Contacts live here too; the
 * room holds them in memory, with when the first message is due (rows.ts).
 */
import type { Contact } from "../notify/contacts";
import type { Message } from "../notify/messages";
import type { Env } from "../env";
import { PushGone } from "../notify/push";
import { send, type Channel } from "../notify/send";
import type { SavedContact } from "./rows";
import type { OutboxRow } from "./storage/sql";
import type { RoomStore } from "./storage/room-store";
import { firstDue } from "./storage/wake";

export const MAX_ATTEMPTS = 8;
const HOUR = 3600 * 1000;

/** 30 s, 1 min, 2 min, ... up to an hour between attempts. */
export function backoff(attempts: number): number {
  return Math.min(30_000 * 2 ** (attempts - 1), HOUR);
}

type Row<T> = T & Record<string, SqlStorageValue>;

export class Outbox {
  readonly #sql: SqlStorage;

  constructor(private readonly store: RoomStore) {
    this.#sql = store.sql;
  }

  contact(seat: number): SavedContact | null {
    return this.store.room?.contacts.get(seat) ?? null;
  }

  #setSaved(seat: number, saved: SavedContact | null): void {
    const contacts = new Map(this.store.room!.contacts);
    if (saved) contacts.set(seat, saved);
    else contacts.delete(seat);
    this.store.set(() => ({ contacts }));
  }

  setContact(seat: number, contact: Contact | null): void {
    if (contact)
      this.#sql.exec(
        "INSERT INTO contacts (seat, contact) VALUES (?, ?) ON CONFLICT (seat) DO UPDATE SET contact = excluded.contact",
        seat,
        JSON.stringify(contact),
      );
    else this.#sql.exec("DELETE FROM contacts WHERE seat = ?", seat);
    this.#setSaved(seat, contact && { contact, lastSentAt: this.contact(seat)?.lastSentAt ?? 0 });
  }

  /** When the first pending message is due (never later than it). */
  nextDue(): number | null {
    return this.store.room?.outboxDue ?? null;
  }

  /** Reads it again after the alarm's deliveries (sent, retried later, dropped). */
  #refreshDue(): void {
    this.store.set(() => ({ outboxDue: firstDue(this.#sql) }));
  }

  /** Whether a message of this kind to `seat` would be queued (its contact is on; a test is always sent). */
  wants(seat: number, kind: Message["kind"]): boolean {
    const saved = this.contact(seat);
    return saved !== null && (saved.contact.enabled || kind === "test");
  }

  /**
   * Queues `message` for every channel the seat has switched on. With a digest, a turn message
   * waits until N hours after the last one sent, and a newer one replaces one still waiting.
   */
  enqueue(seat: number, event: string, message: Message, now: number, channels?: Channel[]): void {
    const saved = this.contact(seat);
    if (!saved || !this.wants(seat, message.kind)) return;
    const { contact, lastSentAt } = saved;
    const open: Channel[] = [
      ...(contact.email ? ["email" as const] : []),
      ...(contact.webhook ? ["webhook" as const] : []),
      ...(contact.push ? ["push" as const] : []),
    ];
    for (const channel of channels ?? open) {
      if (!open.includes(channel)) continue;
      const digest = message.kind === "turn" || message.kind === "reminder" ? contact.digestHours * HOUR : 0;
      const at = digest ? Math.max(now, lastSentAt + digest) : now;
      const json = JSON.stringify(message);
      if (digest) {
        const waiting = this.#sql.exec(
          "UPDATE outbox SET message = ? WHERE seat = ? AND channel = ? AND status = 'pending' AND attempts = 0 AND json_extract(message, '$.kind') IN ('turn', 'reminder')",
          json,
          seat,
          channel,
        );
        if (waiting.rowsWritten > 0) continue;
      }
      const queued = this.#sql.exec(
        "INSERT INTO outbox (event, seat, channel, message, next_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (event) DO NOTHING",
        `${event}:${channel}`,
        seat,
        channel,
        json,
        at,
      );
      const due = this.nextDue();
      if (queued.rowsWritten > 0 && (due === null || at < due)) this.store.set(() => ({ outboxDue: at }));
    }
  }

  /**
   * Sends every due message, each marked sent, failed (retried later) or dropped. A turn or
   * reminder message is dropped once its seat is no longer waiting (the player already moved).
   */
  async deliverDue(env: Env, gameId: string, waiting: (seat: number) => boolean): Promise<void> {
    try {
      await this.#deliver(env, gameId, waiting);
    } finally {
      this.#refreshDue();
    }
  }

  async #deliver(env: Env, gameId: string, waiting: (seat: number) => boolean): Promise<void> {
    for (const row of this.due(Date.now())) {
      const saved = this.contact(row.seat);
      const message: Message = JSON.parse(row.message);
      if (!saved) {
        this.dropped(row, Date.now(), "the player removed this contact");
        continue;
      }
      if ((message.kind === "turn" || message.kind === "reminder") && !waiting(row.seat)) {
        this.dropped(row, Date.now(), "the player had already moved");
        continue;
      }
      const channel = row.channel;
      if (channel === "push" && !saved.contact.push) {
        this.dropped(row, Date.now(), "the player switched this browser's notifications off");
        continue;
      }
      if (!this.#claim(row, Date.now())) continue; // another run of the alarm is sending it
      try {
        await send(env, channel, saved.contact, message, `${gameId}:${row.event}`);
        this.sent(row, Date.now());
      } catch (error) {
        if (error instanceof PushGone) this.forgetPush(row, Date.now(), error.message.slice(0, 200));
        else this.failed(row, Date.now(), (error as Error).message.slice(0, 200));
      }
    }
  }

  /**
   * Takes a due message for this run before its send awaits: its next attempt moves to when a retry
   * would be due, so another run of the alarm (one that read the same due rows) does not send it
   * too. False when another run took it first. A crash mid-send retries it at that time.
   */
  #claim(row: OutboxRow, now: number): boolean {
    return (
      this.#sql.exec(
        "UPDATE outbox SET next_at = ? WHERE id = ? AND status = 'pending' AND next_at = ?",
        now + backoff(row.attempts + 1),
        row.id,
        row.next_at,
      ).rowsWritten > 0
    );
  }

  due(now: number, limit = 20): OutboxRow[] {
    return this.#sql
      .exec<Row<OutboxRow>>(
        "SELECT * FROM outbox WHERE status = 'pending' AND next_at <= ? ORDER BY next_at LIMIT ?",
        now,
        limit,
      )
      .toArray();
  }

  sent(row: OutboxRow, now: number): void {
    this.#sql.exec(
      "UPDATE outbox SET status = 'sent', attempts = attempts + 1, done_at = ?, last_error = NULL WHERE id = ?",
      now,
      row.id,
    );
    this.#sql.exec("UPDATE contacts SET last_sent_at = ? WHERE seat = ?", now, row.seat);
    const saved = this.contact(row.seat);
    if (saved) this.#setSaved(row.seat, { ...saved, lastSentAt: now });
  }

  failed(row: OutboxRow, now: number, error: string): void {
    const attempts = row.attempts + 1;
    if (attempts >= MAX_ATTEMPTS)
      this.#sql.exec(
        "UPDATE outbox SET status = 'failed', attempts = ?, done_at = ?, last_error = ? WHERE id = ?",
        attempts,
        now,
        error,
        row.id,
      );
    else
      this.#sql.exec(
        "UPDATE outbox SET attempts = ?, next_at = ?, last_error = ? WHERE id = ?",
        attempts,
        now + backoff(attempts),
        error,
        row.id,
      );
  }

  /** A turn message whose moment has passed (the player already moved) is not sent. */
  dropped(row: OutboxRow, now: number, reason: string): void {
    this.#sql.exec(
      "UPDATE outbox SET status = 'dropped', done_at = ?, last_error = ? WHERE id = ?",
      now,
      reason,
      row.id,
    );
  }

  /**
   * The push service says the subscription has ended (or it cannot be used): it is dropped from
   * the contact (the whole contact if nothing else is left), with this message and any other
   * waiting for it.
   */
  forgetPush(row: OutboxRow, now: number, reason: string): void {
    const saved = this.contact(row.seat);
    if (saved?.contact.push) {
      const contact = { ...saved.contact, push: null };
      this.setContact(row.seat, contact.email || contact.webhook ? contact : null);
    }
    this.#sql.exec(
      "UPDATE outbox SET status = 'dropped', done_at = ?, last_error = ? WHERE seat = ? AND channel = 'push' AND (id = ? OR status = 'pending')",
      now,
      reason,
      row.seat,
      row.id,
    );
  }

  /** The seat's latest deliveries, for its owner's sheet. */
  recent(seat: number, limit = 10) {
    return this.#sql
      .exec<Row<OutboxRow>>("SELECT * FROM outbox WHERE seat = ? ORDER BY id DESC LIMIT ?", seat, limit)
      .toArray()
      .map((r) => ({
        channel: r.channel,
        kind: (JSON.parse(r.message) as Message).kind,
        status: r.status,
        attempts: r.attempts,
        error: r.last_error,
        at: new Date(r.done_at ?? r.next_at).toISOString(),
      }));
  }

  /** On archive: contact data is dropped, and nothing more is sent. */
  forgetAll(now: number): void {
    this.#sql.exec("DELETE FROM contacts");
    this.#sql.exec(
      "UPDATE outbox SET status = 'dropped', done_at = ?, last_error = 'game archived' WHERE status = 'pending'",
      now,
    );
    this.store.set(() => ({ contacts: new Map(), outboxDue: null }));
  }
}
