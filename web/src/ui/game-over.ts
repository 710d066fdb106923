/**
 * `<bx-game-over>`: what the frame shows once a game has ended: the banner (who won, with a finished
 * solo game's place among the finished solo games: `GameResponse.soloRank`), the final standings with every
 * score, why it ended (aborted by the host, or what the game's own `games/<id>/ending.ts` reads from
 * the view), and the rematch. A player or the host asks for the rematch with their `token` and gets
 * their own new link; once anyone asked, the answer carries `rematch` (the caller's own link), shown
 * directly, so the others find it on their old sheet.
 */
import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { GameResponse } from "#wire";
import type { EndReason } from "../sheet/ending";
import { tableApi } from "../table-api";
import { when } from "../time";
import { amount, joinNames, playerLink, seatName } from "./names";
import { base } from "../sheet/styles";
import { sheets } from "../games";
import { storage } from "../storage";

/** A score in the game's unit: "$189,250", "£189,250", else the bare number. */
function money(game: GameResponse, n: number): string {
  const sign = ({ dollars: "$", pounds: "£" } as Record<string, string>)[game.standings?.unit ?? ""];
  return `${sign ?? ""}${n.toLocaleString()}`;
}

/** What a rematch brings anew: shuffles for a card game, dice for the rest. */
const fresh = (game: GameResponse) => (sheets[game.game]?.cards ? "new shuffles" : "new dice");

/** 1st, 2nd, 3rd, 4th, ..., 11th, 12th, 13th, 21st, ... */
function ordinal(n: number): string {
  const suffix = ["th", "st", "nd", "rd"],
    v = n % 100;
  return `${n}${suffix[(v - 20) % 10] ?? suffix[v] ?? suffix[0]}`;
}

/**
 * A finished solo game's line: its score in the game's unit and its place among the finished solo
 * games, e.g. "458 points — 3rd best of 57 finished solo games" (higher is better) or "Finished in
 * 7 turns — 2nd best of 12 finished solo games" (lower is better).
 */
export function soloRankLine(score: number, rank: NonNullable<GameResponse["soloRank"]>): string {
  const scored = amount(score, rank.unit);
  const where =
    rank.of <= 1
      ? "the first finished solo game"
      : `${rank.place === 1 ? "the best" : `${ordinal(rank.place)} best`} of ${rank.of.toLocaleString()} finished solo games`;
  return `${rank.better === "lower" ? `Finished in ${scored}` : scored} — ${where}`;
}

/** A game's optional words on why it ended: `web/src/games/<id>/ending.ts`, loaded only when shown. */
const endings = import.meta.glob<{ endReason: EndReason }>("../games/*/ending.ts");

@customElement("bx-game-over")
export class BxGameOver extends LitElement {
  static styles = [
    base,
    css`
      :host {
        display: block;
        margin-bottom: 1rem;
      }
      .banner {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        justify-content: space-between;
        gap: 0.6rem 1rem;
        margin-bottom: 1rem;
        padding: 1rem 1.1rem;
        border-radius: var(--bx-radius);
        background: var(--bx-head);
        color: var(--bx-on-head);
        border: 2px solid var(--bx-brass);
        box-shadow: var(--bx-shadow);
      }
      .banner strong {
        font-family: var(--bx-slab);
        font-size: 1.3rem;
        display: block;
      }
      .banner .rank {
        display: block;
        margin-top: 0.15rem;
        font-weight: 600;
        font-variant-numeric: tabular-nums;
      }
      .banner a {
        color: var(--bx-brass-on-head);
        font-weight: 700;
      }
      .banner :focus-visible {
        outline-color: var(--bx-focus-on-head);
      }
      .banner .links {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem 1.1rem;
      }
      h2 {
        font-size: 1.15rem;
      }
      .why {
        font-weight: 600;
      }
      table {
        width: 100%;
        max-width: 28rem;
        border-collapse: collapse;
        margin: 0 0 1rem;
      }
      th,
      td {
        text-align: left;
        padding: 0.35rem 0.5rem;
        border-bottom: 1px solid var(--bx-line);
      }
      td.num,
      th.num {
        text-align: right;
      }
      tr.first td {
        font-weight: 700;
      }
      .rematch {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.5rem 1rem;
      }
      .btn {
        min-height: 40px;
      }
    `,
  ];

  @property({ attribute: false }) game!: GameResponse;
  /** The seat's or the host's token: who may ask for the rematch. */
  @property({ attribute: false }) token: string | null = null;
  @state() private reason: string | null = null;
  @state() private link: { id: string; url: string } | null = null;
  @state() private asking = false;
  @state() private error: string | null = null;
  @state() private luck = false;
  private reasonFor = "";

  protected willUpdate(): void {
    const game = this.game;
    const key = `${game.id}:${game.version}`;
    if (this.reasonFor === key) return;
    this.reasonFor = key;
    this.reason = null;
    const load = endings[`../games/${game.game}/ending.ts`];
    if (game.aborted || !load || game.view == null) return;
    load().then(
      ({ endReason }) => {
        if (this.reasonFor === key) this.reason = endReason(game.view, (seat) => seatName(game, seat));
      },
      () => {},
    );
  }

  protected updated(): void {
    // This browser's player goes straight to their seat of the rematch, without a second claim form
    // (the page there claims it with the same name and key); only their own link is ever here.
    const link = this.link ?? this.game?.rematch;
    const you = this.game?.you;
    if (!link || !this.token || you?.role !== "player" || !you.claimed || you.seat == null) return;
    if (storage.rematchSeat(link.id)) return;
    storage.saveRematchSeat(link.id, {
      name: seatName(this.game, you.seat),
      player: this.game.seats[you.seat]?.player ?? null,
    });
  }

  /** The luck report, shown when asked: its code and the game's bot load only then. */
  private async showLuck() {
    await import("./luck-report");
    this.luck = true;
  }

  private async ask() {
    const token = this.token;
    if (!token || this.asking) return;
    this.asking = true;
    this.error = null;
    try {
      this.link = await tableApi.rematch(this.game.id, token);
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLAnchorElement>("[data-rematch-link]")?.focus();
    } catch (error) {
      this.error = `No rematch: ${error instanceof Error ? error.message : String(error)}`;
    } finally {
      this.asking = false;
    }
  }

  private banner(game: GameResponse) {
    const winners = game.result?.ranking[0] ?? [];
    const you = game.you?.seat;
    const names = joinNames(winners.map((s) => (s === you ? "You" : seatName(game, s))));
    const score = winners.length ? game.result?.scores[winners[0]] : undefined;
    const solo = game.seats.length === 1 && game.soloRank ? game.result?.scores[0] : undefined;
    const verb = winners.length === 1 && winners[0] !== you ? "wins" : "win";
    return html`<div class="banner" role="status" data-game-over>
      <div>
        <strong>${winners.length ? (game.seats.length === 1 ? `${names} finished the game` : `${names} ${verb}!`) : "The game has ended"}</strong>
        ${
          solo !== undefined && game.soloRank
            ? html`<span class="rank" data-solo-rank=${`${game.soloRank.place}/${game.soloRank.of}`}>${soloRankLine(solo, game.soloRank)}</span>`
            : score !== undefined
              ? html`<span class="num">Final score ${money(game, score)}</span>`
              : nothing
        }
      </div>
      <div class="links">
        <a href=${`/replay/${encodeURIComponent(game.id)}`}>Replay the game</a>
        <a href=${`/verify/${encodeURIComponent(game.id)}`}>Verify every ${sheets[game.game]?.cards ? "deal" : "roll"} →</a>
      </div>
    </div>`;
  }

  private standings(game: GameResponse) {
    const scores = game.result?.scores ?? game.standings?.scores;
    if (!scores) return nothing;
    // A solo game's result counts in its solo board's unit (turns, say), not the standings' points.
    const unit =
      (game.seats.length === 1 && game.result ? game.soloRank?.unit : null) ??
      game.standings?.unit ??
      "points";
    // Places from the result; an aborted game has none, so it lists the seats as they stood.
    const ranking = game.result?.ranking ?? game.seats.map((s) => [s.seat]);
    const places = ranking.flatMap((group, i) => {
      const place = ranking.slice(0, i).reduce((n, g) => n + g.length, 1);
      return group.map((seat) => ({ seat, place }));
    });
    const you = game.you?.role === "player" ? game.you.seat : null;
    return html`<table data-final-standings>
      <caption class="visually-hidden">${game.result ? "Final standings" : "Scores when the game stopped"}</caption>
      <thead><tr>${game.result ? html`<th scope="col">Place</th>` : nothing}<th scope="col">Player</th><th scope="col" class="num">${unit[0].toUpperCase() + unit.slice(1)}</th></tr></thead>
      <tbody>
        ${places.map(
          ({
            seat,
            place,
          }) => html`<tr class=${game.result && place === 1 ? "first" : ""} data-standing=${seat}>
          ${game.result ? html`<td>${place}</td>` : nothing}
          <td>${playerLink(game, seat)}${seat === you ? " (you)" : ""}${game.seats[seat]?.bot ? html` <span class="muted small">· bot</span>` : nothing}</td>
          <td class="num">${(scores[seat] ?? 0).toLocaleString()}</td>
        </tr>`,
        )}
      </tbody>
    </table>`;
  }

  private rematch(game: GameResponse) {
    const link = this.link ?? game.rematch ?? null;
    const role = game.you?.role;
    const mayAsk = Boolean(this.token) && (role === "host" || (role === "player" && game.you?.claimed));
    if (link) {
      const words = role === "host" ? "Host the rematch" : mayAsk ? "Play the rematch" : "Watch the rematch";
      return html`<div class="rematch">
        <a class="btn" href=${link.url} data-rematch-link>${words}</a>
        <span class="muted small">${role === "host" ? "Your host link to the new game." : mayAsk ? `Your own seat in the new game: same seats, ${fresh(game)}.` : "The same players are at it again."}</span>
      </div>`;
    }
    if (!mayAsk) return nothing;
    return html`<div class="rematch">
      <button class="btn" type="button" ?disabled=${this.asking} @click=${this.ask} data-rematch>Rematch</button>
      <span class="muted small">The same game and seats again, with ${fresh(game)}; everyone finds their new link here.</span>
    </div>`;
  }

  render() {
    const game = this.game;
    if (game?.status !== "finished") return nothing;
    const why = game.abandoned
      ? `Nobody claimed a seat or moved for weeks, so the game ended on ${when(game.aborted!)}, without a result.`
      : game.aborted
        ? `Aborted by the host on ${when(game.aborted)}: the game ended without a result.`
        : this.reason;
    return html`${this.banner(game)}<section class="card" aria-labelledby="over-title" data-game-over-panel>
      <h2 id="over-title">${game.abandoned ? "The game was abandoned" : game.aborted ? "The game was aborted" : "Final standings"}</h2>
      ${why ? html`<p class="why" data-end-reason>${why}</p>` : nothing}
      ${this.standings(game)}
      ${this.rematch(game)}
      ${this.error ? html`<p class="notice" role="alert">${this.error}</p>` : nothing}
      ${
        game.result && !game.aborted && !this.luck
          ? html`<p><button class="btn secondary" type="button" @click=${this.showLuck} data-show-luck>Luck report</button>
              <span class="muted small">How each player's dice compared with the odds, from the record.</span></p>`
          : nothing
      }
    </section>${this.luck ? html`<bx-luck-report style="margin-top: 1rem" game-id=${game.id}></bx-luck-report>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-game-over": BxGameOver;
  }
}
