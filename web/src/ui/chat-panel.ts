/**
 * `<bx-chat-panel>`: a game's table talk. Everyone who sees the game reads it; a claimed player
 * (`canWrite`, with the seat's `token`) writes: Enter sends, Shift+Enter starts a new line. Messages
 * are plain text, bound as text (never as markup). It reads the messages after the last one it has
 * whenever `latest` (the number the live socket announced) or `version` (the game moved on: covers
 * polling without a socket) changes. Given `messages` (the replay, from the record), it only shows them.
 * Emits `chat-read` ({detail: the last message's number}) when it shows messages on screen, so the
 * page's unread count can drop them.
 */
import { LitElement, css, html, nothing, type PropertyValues } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { ChatMessage } from "#wire";
import { base } from "../sheet/styles";

/** The longest message the server takes. */
const CHAT_MAX = 500;
/** The API client, only once the panel reads or writes (the replay's panel does neither). */
const talk = () => import("../table-api").then((m) => m.tableApi);

const clock = new Intl.DateTimeFormat(undefined, { timeStyle: "short" });
const dated = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** "3:49 PM" today, "Nov 23, 2026, 3:49 PM" on other days. */
function stamp(at: string): string {
  const date = new Date(at);
  return (date.toDateString() === new Date().toDateString() ? clock : dated).format(date);
}

@customElement("bx-chat-panel")
export class BxChatPanel extends LitElement {
  static styles = [
    base,
    css`
      h2 {
        font-size: 1.05rem;
        margin-bottom: 0.35rem;
      }
      ol {
        list-style: none;
        margin: 0 0 0.75rem;
        padding: 0;
        display: grid;
        gap: 0.5rem;
        max-height: 18rem;
        overflow: auto;
        overscroll-behavior: contain;
      }
      li {
        padding: 0.4rem 0.6rem;
        border-radius: 8px;
        background: var(--bx-surface-2);
      }
      li.mine {
        background: var(--bx-green-soft);
      }
      .who {
        display: flex;
        flex-wrap: wrap;
        gap: 0 0.5rem;
        align-items: baseline;
        font-size: 0.85rem;
      }
      .text {
        margin: 0.1rem 0 0;
        white-space: pre-wrap;
        overflow-wrap: anywhere;
      }
      form {
        display: grid;
        gap: 0.4rem;
      }
      textarea {
        width: 100%;
        min-height: 2.75rem;
        resize: vertical;
        font: inherit;
        padding: 0.5rem 0.6rem;
        border: 1px solid var(--bx-line);
        border-radius: 8px;
        background: var(--bx-surface);
        color: inherit;
      }
      .row {
        display: flex;
        flex-wrap: wrap;
        justify-content: space-between;
        align-items: center;
        gap: 0.5rem;
      }
      .btn {
        min-height: 40px;
      }
    `,
  ];

  @property() gameId = "";
  @property({ attribute: false }) token: string | null = null;
  /** The viewer holds a claimed seat: show the form. */
  @property({ type: Boolean }) canWrite = false;
  /** The game has ended: its talk is kept in the record, and nobody writes any more. */
  @property({ type: Boolean }) closed = false;
  /** The viewer's seat, to mark their own messages. */
  @property({ type: Number }) seat: number | null = null;
  /** The last message number the live socket announced. */
  @property({ type: Number }) latest = 0;
  /** The game's version: a change may come with messages a socket-less page has not heard of. */
  @property({ type: Number }) version = 0;
  /** Fixed messages (the replay's record): nothing is fetched or written. */
  @property({ attribute: false }) messages: ChatMessage[] | null = null;

  @state() private loaded: ChatMessage[] = [];
  @state() private error: string | null = null;
  @state() private sending = false;
  @state() private length = 0;
  private fetching = false;
  private again = false;
  private onScreen = false;
  private observer = new IntersectionObserver((entries) => {
    this.onScreen = entries.some((e) => e.isIntersecting);
    this.tellRead();
  });

  connectedCallback(): void {
    super.connectedCallback();
    this.observer.observe(this);
  }

  disconnectedCallback(): void {
    super.disconnectedCallback();
    this.observer.disconnect();
  }

  /** The reader has the talk on screen: everything shown is read. */
  private tellRead() {
    const last = this.last;
    if (this.onScreen && last && document.visibilityState === "visible")
      this.dispatchEvent(new CustomEvent("chat-read", { detail: last, bubbles: true, composed: true }));
  }

  private get shown(): ChatMessage[] {
    return this.messages ?? this.loaded;
  }

  private get last(): number {
    return this.loaded.at(-1)?.n ?? 0;
  }

  protected willUpdate(changed: PropertyValues): void {
    if (changed.has("gameId") && changed.get("gameId") !== undefined) this.loaded = [];
  }

  protected updated(changed: PropertyValues): void {
    if (this.messages || !this.gameId) return;
    const fresh =
      changed.has("gameId") || changed.has("version") || (changed.has("latest") && this.latest > this.last);
    if (fresh) void this.fetch();
    if (changed.has("loaded") || changed.has("messages")) {
      const list = this.renderRoot.querySelector("ol");
      if (list) list.scrollTop = list.scrollHeight;
      this.tellRead();
    }
  }

  /** Reads the messages after the last one held; calls during a read collapse into one more read. */
  private async fetch() {
    if (this.fetching) {
      this.again = true;
      return;
    }
    this.fetching = true;
    try {
      do {
        this.again = false;
        const { messages } = await (await talk()).chat(this.gameId, this.last, this.token);
        this.add(messages);
      } while (this.again);
    } catch (error) {
      // Reading again on the next announcement or change is enough; say so only when nothing is shown.
      if (!this.loaded.length) this.error = `Cannot read the table talk: ${(error as Error).message}`;
    } finally {
      this.fetching = false;
    }
  }

  private add(messages: ChatMessage[]) {
    const last = this.last;
    const newer = messages.filter((m) => m.n > last);
    if (newer.length) this.loaded = [...this.loaded, ...newer];
  }

  private async send(event?: Event) {
    event?.preventDefault();
    const box = this.renderRoot.querySelector("textarea");
    const token = this.token;
    const text = box?.value.trim() ?? "";
    if (!box || !token || this.sending) return;
    if (!text) {
      this.error = "Write something first.";
      return;
    }
    this.sending = true;
    this.error = null;
    try {
      const { message } = await (await talk()).say(this.gameId, token, text);
      // Earlier messages this page missed come first.
      if (message.n > this.last + 1) await this.fetch();
      this.add([message]);
      box.value = "";
      this.length = 0;
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      this.error = (error as { status?: number }).status === 429 ? `Slow down: ${text}` : `Not sent: ${text}`;
    } finally {
      this.sending = false;
      await this.updateComplete;
      box.focus();
    }
  }

  private onKey(event: KeyboardEvent) {
    if (event.key !== "Enter" || event.shiftKey || event.isComposing) return;
    event.preventDefault();
    void this.send();
  }

  private form() {
    if (this.messages || !this.canWrite || !this.token || this.closed) return nothing;
    return html`<form @submit=${this.send}>
      <label class="visually-hidden" for="chat-text">Message to the table</label>
      <textarea
        id="chat-text"
        rows="2"
        maxlength=${CHAT_MAX}
        placeholder="Say something to the table"
        aria-describedby="chat-hint"
        @keydown=${this.onKey}
        @input=${(e: Event) => (this.length = (e.target as HTMLTextAreaElement).value.length)}
      ></textarea>
      <div class="row">
        <span id="chat-hint" class="muted small">Enter sends · Shift+Enter for a new line${
          this.length > CHAT_MAX - 100
            ? html` · <span data-chat-left>${CHAT_MAX - this.length} characters left</span>`
            : nothing
        }</span>
        <button class="btn small" type="submit" ?disabled=${this.sending}>Send</button>
      </div>
    </form>`;
  }

  render() {
    const messages = this.shown;
    const reading = this.messages === null && !this.canWrite && !this.closed;
    return html`<section class="card" aria-labelledby="chat-title" data-chat>
      <h2 id="chat-title">Table talk</h2>
      ${
        messages.length
          ? html`<ol role="log" aria-live="polite" aria-label="Messages">
            ${messages.map(
              (m) => html`<li class=${m.seat === this.seat ? "mine" : ""} data-chat-message=${m.n}>
                <div class="who"><strong>${m.name}</strong><time class="muted" datetime=${m.at}>${stamp(m.at)}</time></div>
                <p class="text">${m.text}</p>
              </li>`,
            )}
          </ol>`
          : html`<p class="muted small" role="log" aria-live="polite">No messages${this.messages ? " in this game" : " yet"}.</p>`
      }
      ${reading ? html`<p class="muted small">The players talk here; you are reading along.</p>` : nothing}
      ${this.closed && this.messages === null ? html`<p class="muted small">The game has ended; its table talk is closed.</p>` : nothing}
      ${this.error ? html`<p class="notice" role="alert" data-chat-error>${this.error}</p>` : nothing}
      ${this.form()}
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-chat-panel": BxChatPanel;
  }
}
