/**
 * `<bx-deliveries>`: a player's latest notifications and how they went. A channel whose newest
 * message failed (or keeps failing) gets a clear warning on top:
 * "Webhook failing: webhook answered 500 (3 attempts)".
 */
import { LitElement, css, html, nothing } from "lit";
import { customElement, property } from "lit/decorators.js";
import type { NotificationSettings } from "#wire";
import { ago, duration, when } from "../time";
import { base } from "../sheet/styles";

type Delivery = NotificationSettings["deliveries"][number];

const CHANNEL = { email: "Email", webhook: "Webhook", push: "This browser" } as const;

const KIND: Record<string, string> = {
  turn: "your turn",
  reminder: "reminder",
  timeout: "time ran out",
  test: "test message",
};

const attempts = (n: number) => `${n} attempt${n === 1 ? "" : "s"}`;

/** The warning for a channel whose newest delivery did not get through, or null. */
export function failing(deliveries: Delivery[], channel: Delivery["channel"]): string | null {
  const newest = deliveries.find((d) => d.channel === channel && d.status !== "dropped");
  if (!newest?.error || newest.status === "sent") return null;
  const retry = newest.status === "pending" ? "; trying again" : "; gave up";
  return `${CHANNEL[channel]} failing: ${newest.error.replace(/\.$/, "")} (${attempts(newest.attempts)}${retry})`;
}

/** When it happened; for a message still waiting, when it goes out. */
function moment(d: Delivery): string {
  const wait = new Date(d.at).getTime() - Date.now();
  return d.status === "pending" && wait > 60_000 ? `next try in ${duration(wait)}` : ago(d.at);
}

@customElement("bx-deliveries")
export class BxDeliveries extends LitElement {
  static styles = [
    base,
    css`
      .alert {
        margin: 0 0 0.6rem;
        padding: 0.55rem 0.8rem;
        border-radius: 8px;
        border: 1.5px solid var(--bx-accent);
        background: var(--bx-warn-soft);
        font-weight: 650;
      }
      ul {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: 0.3rem;
        font-size: 0.88rem;
      }
      li {
        display: flex;
        flex-wrap: wrap;
        align-items: baseline;
        gap: 0.15rem 0.5rem;
        padding: 0.3rem 0;
        border-bottom: 1px dashed var(--bx-line);
      }
      .status {
        font-size: 0.75rem;
      }
      .sent {
        background: var(--bx-green-soft);
      }
      .failed {
        background: var(--bx-accent);
        color: var(--bx-on-accent);
        border-color: var(--bx-accent);
      }
      .pending {
        background: var(--bx-brass-soft);
      }
      .error {
        flex-basis: 100%;
        color: var(--bx-accent);
        overflow-wrap: anywhere;
      }
      time {
        margin-left: auto;
        color: var(--bx-ink-soft);
        font-size: 0.8rem;
      }
    `,
  ];

  @property({ attribute: false }) deliveries: Delivery[] = [];

  render() {
    const list = this.deliveries;
    const alerts = (["webhook", "email", "push"] as const).map((c) => failing(list, c)).filter(Boolean);
    return html`
      ${alerts.map((a) => html`<p class="alert" role="alert" data-failing>${a}</p>`)}
      ${
        list.length === 0
          ? html`<p class="muted small">Nothing sent yet.</p>`
          : html`<ul>
            ${list.map(
              (d) => html`<li data-delivery=${d.status} data-kind=${d.kind}>
                <span class="pill status ${d.status}">${d.status}</span>
                <span>${CHANNEL[d.channel]} · ${KIND[d.kind] ?? d.kind}</span>
                ${d.attempts > 1 ? html`<span class="muted">${attempts(d.attempts)}</span>` : nothing}
                <time datetime=${d.at} title=${when(d.at)}>${moment(d)}</time>
                ${d.error && d.status !== "sent" ? html`<span class="error">${d.error}</span>` : nothing}
              </li>`,
            )}
          </ul>`
      }
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-deliveries": BxDeliveries;
  }
}
