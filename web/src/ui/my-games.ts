/**
 * `<bx-my-games>`: the games this browser holds links for (storage.ts), each fetched with its seat
 * key (else its host key) for its status: games where it is your turn first, then the ones waiting
 * on others (and open ones), then finished ones. The tab title counts your turns: "Your turn (2)".
 * The list keeps itself current: every half minute while the tab is shown (and when it is shown again)
 * it reads the games that can still change; a finished game is read once. "Use these games on another
 * device" shows the carry link and its QR code (carry-panel.ts, loaded on the press); opened with a
 * carry link (`/#carry=…`), the list first adds the games it carries (carry.ts).
 */
import { LitElement, css, html, nothing } from "lit";
import { customElement, state } from "lit/decorators.js";
import type { GameResponse } from "#wire";
import { api, ApiError } from "../api";
import { storage, type HeldGame } from "../storage";
import { amount, joinNames, seatName } from "./names";
import { base } from "../sheet/styles";

/** The most recent games fetched (a handful of requests, in parallel by a few). */
const LIMIT = 30;
const PARALLEL = 6;
/** How often a shown list reads its running games again. */
export const MY_GAMES_POLL_MS = 30_000;

interface Mine {
  held: HeldGame;
  game: GameResponse;
  yours: boolean;
}

type Group = "turn" | "waiting" | "finished";

export const groupOf = (m: Mine): Group =>
  m.game.status === "finished" ? "finished" : m.yours ? "turn" : "waiting";

const HEADINGS: Record<Group, string> = {
  turn: "Your turn",
  waiting: "Waiting for others",
  finished: "Finished",
};

/** What the game is waiting for, or how it ended, in a sentence. */
export function statusLine(game: GameResponse): string {
  const you = game.you?.role === "player" ? game.you.seat : null;
  const name = (s: number) => (s === you ? "you" : seatName(game, s));
  if (game.status === "open") {
    const taken = game.seats.filter((s) => s.claimed).length;
    return `Waiting for players: ${taken} of ${game.seats.length} seats taken`;
  }
  if (game.status === "playing") {
    const active = game.activeSeats;
    if (you !== null && active.includes(you)) {
      const others = active.filter((s) => s !== you).map(name);
      return others.length ? `Your move; ${joinNames(others)} too` : "Your move";
    }
    return active.length ? `${joinNames(active.map(name))} to move` : "Waiting";
  }
  const result = game.result;
  if (!result) return "Ended without a result";
  if (game.seats.length === 1) {
    const unit = game.soloRank?.unit ?? game.standings?.unit ?? "points";
    return `${seatName(game, 0)}: ${amount(result.scores[0] ?? 0, unit)}`;
  }
  const winners = (result.ranking[0] ?? []).map(name);
  const line = joinNames(winners);
  if (!line) return "Finished";
  return winners.includes("you") ? `${line[0].toUpperCase()}${line.slice(1)} won` : `Won by ${line}`;
}

@customElement("bx-my-games")
export class BxMyGames extends LitElement {
  static styles = [
    base,
    css`
      ul {
        list-style: none;
        margin: 0 0 1rem;
        padding: 0;
        display: grid;
        gap: 0.5rem;
      }
      li {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        justify-content: space-between;
        gap: 0.25rem 1rem;
        padding: 0.6rem 1rem;
        border-radius: 10px;
        background: var(--bx-surface);
        border: 1px solid var(--bx-line);
      }
      li.turn {
        border: 2px solid var(--bx-accent);
      }
      h3 {
        margin: 0.75rem 0 0.4rem;
        font-size: 1rem;
      }
      .who {
        min-width: 0;
      }
      .links {
        display: flex;
        flex-wrap: wrap;
        gap: 0 1rem;
        font-weight: 600;
      }
      .links a {
        display: inline-flex;
        align-items: center;
        min-height: 40px;
      }
    `,
  ];

  @state() private mine: Mine[] | null = null;
  @state() private missing = 0;
  /** What a carry link brought: how many games, or null for a damaged link; undefined: none opened. */
  @state() private carried: number | null | undefined = undefined;
  @state() private carrying = false;

  private timer: ReturnType<typeof setInterval> | undefined;

  connectedCallback(): void {
    super.connectedCallback();
    if (location.hash.startsWith("#carry="))
      void import("../carry").then(async ({ takeCarried }) => {
        this.carried = await takeCarried();
        void this.load();
      });
    else void this.load();
    document.addEventListener("visibilitychange", this.onVisible);
    this.timer = setInterval(() => document.visibilityState === "visible" && this.load(), MY_GAMES_POLL_MS);
  }

  disconnectedCallback(): void {
    clearInterval(this.timer);
    document.removeEventListener("visibilitychange", this.onVisible);
    super.disconnectedCallback();
  }

  private onVisible = () => {
    if (document.visibilityState === "visible") void this.load();
  };

  private async load() {
    const held = storage.held(LIMIT);
    // A finished game does not change: what was read of it stays.
    const over = new Map(
      (this.mine ?? []).filter((m) => m.game.status === "finished").map((m) => [m.held.id, m]),
    );
    const found: Mine[] = held.flatMap((h) => (over.has(h.id) ? [{ ...over.get(h.id)!, held: h }] : []));
    let missing = 0;
    const queue = held.filter((h) => !over.has(h.id));
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        try {
          const game = await api.game(next.id, next.seat ?? next.host);
          const you = game.you?.role === "player" ? game.you.seat : null;
          found.push({
            held: next,
            game,
            yours: game.status === "playing" && you !== null && game.activeSeats.includes(you),
          });
        } catch (error) {
          // A seat handed to the bot: read as a spectator from the next time on.
          if (error instanceof ApiError && error.code === "seat_is_bot") storage.seatToBot(next.id);
          else if (!(error instanceof ApiError) || error.status !== 404) missing++;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, queue.length) }, worker));
    const order = held.map((h) => h.id);
    found.sort((a, b) => order.indexOf(a.held.id) - order.indexOf(b.held.id));
    this.mine = found;
    this.missing = missing;
    const turns = found.filter((m) => m.yours).length;
    document.title = turns ? `Your turn (${turns}) · Boxcars` : "Boxcars · dice games by link";
  }

  private item(m: Mine) {
    const { game, held } = m;
    const id = encodeURIComponent(game.id);
    const names = game.seats.map((s) => s.name).filter(Boolean) as string[];
    const hostKey = held.host ?? (held.links ? new URL(held.links.hostUrl).hash : null);
    return html`<li class=${groupOf(m)} data-my-game=${game.id} data-group=${groupOf(m)}>
      <div class="who">
        <strong>${game.title}</strong>${names.length ? ` · ${names.join(", ")}` : nothing}<br />
        <span class="muted small">${statusLine(game)}</span>
      </div>
      <div class="links">
        ${held.seat ? html`<a href=${`/play/${id}`}>${m.yours ? "Play now" : "Your seat"}</a>` : nothing}
        ${hostKey ? html`<a href=${held.host ? `/host/${id}` : new URL(held.links!.hostUrl).pathname + new URL(held.links!.hostUrl).hash}>Host page</a>` : nothing}
        ${game.status === "finished" ? html`<a href=${`/replay/${id}`}>Replay</a>` : !held.seat ? html`<a href=${`/watch/${id}`}>Watch</a>` : nothing}
      </div>
    </li>`;
  }

  private carriedNote() {
    if (this.carried === undefined) return nothing;
    return this.carried === null
      ? html`<p class="notice" role="alert" data-carried>This carry link is damaged: nothing was added. Make a new one on your other device.</p>`
      : html`<p class="notice" role="status" data-carried>Added ${this.carried} game${this.carried === 1 ? "" : "s"} from your other device.</p>`;
  }

  private async carry() {
    await import("./carry-panel");
    this.carrying = true;
  }

  render() {
    const mine = this.mine;
    if (!mine)
      return storage.held(1).length
        ? html`<p class="muted" aria-busy="true">Looking up your games…</p>`
        : nothing;
    if (mine.length === 0) return this.carriedNote();
    return html`<section aria-labelledby="my-title" data-my-games>
      <h2 id="my-title">Your games</h2>
      ${this.carriedNote()}
      ${(["turn", "waiting", "finished"] as const).map((group) => {
        const list = mine.filter((m) => groupOf(m) === group);
        return list.length
          ? html`<h3>${HEADINGS[group]} (${list.length})</h3><ul>${list.map((m) => this.item(m))}</ul>`
          : nothing;
      })}
      ${this.missing ? html`<p class="muted small">${this.missing} more could not be reached just now.</p>` : nothing}
      ${
        this.carrying
          ? html`<bx-carry-panel></bx-carry-panel>`
          : html`<button class="btn quiet small" type="button" @click=${this.carry} data-carry-open>Use these games on another device</button>`
      }
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-my-games": BxMyGames;
  }
}
