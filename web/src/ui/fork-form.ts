/**
 * `<bx-fork-form>`: starts a fork (docs/sharing.md, "Forks") from move `move` of a finished game: the
 * same game, options and seats, a new committed seed; each seat a person's (an invite link) or the
 * bot's, as in the game forked unless changed here. A fork is never rated. On success the links are
 * kept in this browser (as for a created game) and the host page opens with them.
 */
import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { ShownRecord } from "#engine/record";
import type { CreatedGame } from "#wire";
import { newKey, request, retried } from "../api";
import { storage } from "../storage";
import { base } from "../sheet/styles";

/**
 * A new game from move `move` of a finished game (`POST /api/games/:id/fork`). Its key is drawn once
 * and names the fork, so a request that got no answer is sent again and made at most once. (Here, not
 * in the API client every page loads: only this form forks.)
 */
async function fork(id: string, move: number, bots: number[], attempts = 4): Promise<CreatedGame> {
  const key = newKey();
  return retried(
    () =>
      request<CreatedGame>("POST", `/api/games/${encodeURIComponent(id)}/fork`, {
        body: { move, key, bots },
      }),
    attempts,
  );
}

@customElement("bx-fork-form")
export class BxForkForm extends LitElement {
  static styles = [
    base,
    css`
      :host {
        display: block;
        margin-bottom: 1rem;
      }
      fieldset {
        border: 0;
        padding: 0;
        margin: 0.6rem 0 0;
      }
      legend {
        font-weight: 650;
        margin-bottom: 0.4rem;
        padding: 0;
      }
      .seats {
        display: flex;
        flex-wrap: wrap;
        gap: 0.2rem 1.2rem;
      }
      .actions {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        margin-top: 0.9rem;
      }
    `,
  ];

  @property({ attribute: false }) record: ShownRecord | null = null;
  @property({ type: Number }) move = 0;
  @state() private bots: number[] | null = null;
  @state() private busy = false;
  @state() private error: string | null = null;

  private get chosen(): number[] {
    return this.bots ?? this.record?.seats.filter((s) => s.bot).map((s) => s.seat) ?? [];
  }

  private async start(event: SubmitEvent) {
    event.preventDefault();
    if (!this.record || this.busy) return;
    this.busy = true;
    this.error = null;
    try {
      const created = await fork(this.record.id, this.move, this.chosen);
      storage.saveLinks(created.id, {
        hostUrl: created.hostUrl,
        spectatorUrl: created.spectatorUrl,
        commitment: created.commitment,
        seats: created.seats,
      });
      location.assign(created.hostUrl);
    } catch (error) {
      this.error = (error as Error).message;
      this.busy = false;
    }
  }

  private cancel() {
    this.dispatchEvent(new CustomEvent("close", { bubbles: true, composed: true }));
  }

  render() {
    const record = this.record;
    if (!record) return nothing;
    const bots = this.chosen;
    const people = record.seats.length - bots.length;
    const toggle = (seat: number, on: boolean) =>
      (this.bots = on ? [...bots, seat].sort((a, b) => a - b) : bots.filter((s) => s !== seat));
    return html`<form class="card" @submit=${this.start} aria-labelledby="fork-title" data-fork-form>
      <h2 id="fork-title" tabindex="-1">Fork from ${this.move === 0 ? "the setup" : `move ${this.move}`}</h2>
      <p>A new game from this position, with new dice: its seed is committed now, and whatever this game's record
        revealed (a deck's order, a hand, a sealed bid) is dealt or asked again. Its record names this game and
        verifies with it. A fork is never rated.</p>
      ${
        record.seats.length > 1
          ? html`<fieldset>
            <legend>Who plays</legend>
            <div class="seats">
              ${record.seats.map((s) => {
                const on = bots.includes(s.seat);
                return html`<label class="check"><input type="checkbox" name="bot" value=${s.seat} .checked=${on}
                  ?disabled=${!on && people === 1} @change=${(e: Event) => toggle(s.seat, (e.target as HTMLInputElement).checked)} />
                  Seat ${s.seat + 1} (${s.name || "open"}) is a bot</label>`;
              })}
            </div>
            <p class="muted small">Every other seat gets an invite link to send, yours among them.</p>
          </fieldset>`
          : nothing
      }
      ${this.error ? html`<p class="notice" role="alert">${this.error}</p>` : nothing}
      <div class="actions">
        <button class="btn" type="submit" ?disabled=${this.busy} data-start-fork>${this.busy ? "Starting…" : "Start the fork"}</button>
        <button class="btn quiet" type="button" @click=${this.cancel}>Cancel</button>
      </div>
    </form>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-fork-form": BxForkForm;
  }
}
