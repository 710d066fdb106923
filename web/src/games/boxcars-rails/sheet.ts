/**
 * `<bx-boxcars-rails-sheet>`: the rail game's sheet, a `GameSheet` (the sheet contract in
 * games/index.ts). The turn line, the map (`<bx-rail-board>`) with every train, destination and
 * home, the decision panel of the moment (routes, home city, region, declaring, purchase, forced
 * sale, auction), arrivals, the other players' routes since the viewer's last move, everyone's money
 * and railroads, and the game-over figures. The planner runs in the page on the board tables, which
 * arrive as cacheable files (see data-plugin.ts), never in the answer.
 */
import { html, nothing } from "lit";
import { customElement, property, query, state } from "lit/decorators.js";
import { CITIES, RAILROADS } from "../../../../worker/games/boxcars-rails/data";
import type { PlannedRoute } from "../../../../worker/games/boxcars-rails/planner";
import type { RailsMove, RailsView, RouteStep } from "../../../../worker/games/boxcars-rails/types";
import type { RecentMove } from "../../../../worker/wire";
import { GameSheet } from "../../ui/game-sheet";
import { base } from "../../ui/styles";
import "./board";
import type { BxRailBoard, RailMark, RailTrain } from "./board";
import { auctionPanel, declarePanel, homePanel, purchasePanel, regionPanel, salePanel, waitingWords, type PanelContext } from "./panels";
import { playersTable, gameOver, seatColour } from "./players";
import { arrivalsBetween, recentSection, routesSince, type Arrival } from "./recent";
import { routePanel } from "./route-panel";
import { build, drawn, planOf, suggestions, targetOf, type Built, type Suggestion } from "./routes";
import { sheetStyles } from "./styles";
import { turnLine } from "./words";

@customElement("bx-boxcars-rails-sheet")
export class BxBoxcarsRailsSheet extends GameSheet<RailsView, RailsMove> {
  static styles = [base, sheetStyles];

  /** The answer's recent moves (for "since your last move"); read from the frame when it does not set them. */
  @property({ attribute: false }) recentMoves: RecentMove[] | undefined = undefined;

  @state() private preview: PlannedRoute | null = null;
  @state() private steps: RouteStep[] = [];
  @state() private pointed: string | null = null;
  @state() private bid: number | null = null;
  @state() private shownPast: number | null = null;
  @state() private arrivals: Arrival[] = [];
  @query("bx-rail-board") private board?: BxRailBoard;

  private turnKey = "";
  private suggested: Suggestion[] = [];
  private built: Built | null = null;
  private lastView: RailsView | null = null;
  private refocus = false;

  private name = (seat: number) => (seat === this.seat ? "you" : this.seatName(seat));

  /** Recent moves: the property, else the frame's answer (the frame is the sheet's shadow host). */
  private get recent(): RecentMove[] {
    if (this.recentMoves) return this.recentMoves;
    const host = (this.getRootNode() as ShadowRoot).host as (Element & { game?: { recentMoves?: RecentMove[] } }) | undefined;
    return host?.game?.recentMoves ?? [];
  }

  private get mine(): boolean {
    return this.seat !== null && this.moves.length > 0;
  }

  protected willUpdate(changed: Map<string, unknown>): void {
    const view = this.view;
    if (!view) return;
    if (changed.has("view")) {
      if (this.lastView && this.lastView !== view) {
        const arrived = arrivalsBetween(this.lastView, view);
        if (arrived.length) this.arrivals = [...arrived, ...this.arrivals].slice(0, 4);
      }
      this.lastView = view;
    }
    const t = view.turn;
    const key = `${view.phase}/${t.seat}/${t.number}/${t.step}/${t.inBonus}/${t.count}/${view.players[t.seat]?.at}/${this.mine}`;
    if (key !== this.turnKey) {
      const first = this.turnKey === "";
      this.turnKey = key;
      this.steps = [];
      this.preview = null;
      this.bid = null;
      const plan = this.mine && this.seat !== null ? planOf(view, this.seat) : null;
      this.suggested = plan ? suggestions(plan) : [];
      if (!first) this.announce(this.line(view));
    }
    this.built = this.mine && this.seat !== null && t.step === "route" && !view.sale ? build(view, this.seat, this.steps) : null;
  }

  protected updated(): void {
    if (!this.refocus) return;
    this.refocus = false;
    const next = this.board?.renderRoot.querySelector<SVGGElement>(".reach");
    if (next) next.focus();
    else this.renderRoot.querySelector<HTMLButtonElement>("[data-send]")?.focus();
  }

  play(move: RailsMove): boolean {
    const sent = super.play(move);
    if (sent) this.preview = null;
    return sent;
  }

  private line(view: RailsView): string {
    return turnLine(view, view.turn.seat === this.seat ? "you" : this.seatName(view.turn.seat));
  }

  private onDot(e: CustomEvent<{ dot: number }>): void {
    const view = this.view;
    if (!view || this.busy) return;
    const dot = e.detail.dot;
    if (view.turn.step === "home") {
      const move = this.moves.find((m) => m.type === "home" && CITIES.find((c) => c.name === m.city)?.dot === dot);
      if (move) this.play(move);
      return;
    }
    const rrs = this.built?.next.get(dot);
    if (!rrs) return;
    this.refocus = (this.board?.renderRoot as ShadowRoot | undefined)?.activeElement != null;
    this.steps = [...this.steps, { rr: rrs[0], to: dot }];
  }

  /** The railroads that could take the last step instead of the one chosen. */
  private alternatives(): string[] {
    if (!this.view || this.seat === null || this.steps.length === 0) return [];
    return build(this.view, this.seat, this.steps.slice(0, -1))?.next.get(this.steps[this.steps.length - 1].to) ?? [];
  }

  private switchRailroad = () => {
    const alts = this.alternatives(), last = this.steps[this.steps.length - 1];
    const rr = alts[(alts.indexOf(last.rr) + 1) % alts.length];
    this.steps = [...this.steps.slice(0, -1), { rr, to: last.to }];
  };

  private panel(view: RailsView) {
    if (!this.mine || this.seat === null) return html`<p class="waiting" data-waiting>${waitingWords(view, (s) => this.seatName(s))}</p>`;
    const c: PanelContext = {
      view, seat: this.seat, moves: this.moves, busy: this.busy, play: (m) => this.play(m), name: this.name,
      pointAt: (rr) => (this.pointed = rr), bid: this.bid, setBid: (v) => (this.bid = v),
    };
    if (view.sale) return view.sale.railroad === null ? salePanel(c) : auctionPanel(c);
    switch (view.turn.step) {
      case "home": return homePanel(c);
      case "region": return regionPanel(c);
      case "declare": return declarePanel(c);
      case "purchase": return purchasePanel(c);
      case "route":
        return routePanel({
          suggestions: this.suggested, steps: this.steps, built: this.built, busy: this.busy, count: view.turn.count,
          play: (m) => this.play(m), name: this.name, preview: (r) => (this.preview = r),
          undo: () => (this.steps = this.steps.slice(0, -1)), clear: () => (this.steps = []),
          switchRailroad: this.switchRailroad, alternatives: this.alternatives(),
        });
      default: return html`<p class="waiting">The dice are rolling…</p>`;
    }
  }

  private boardProps(view: RailsView) {
    const trains: RailTrain[] = view.players.flatMap((p, seat) => (p.at === null || p.out !== null ? [] : [{ seat, dot: p.at, colour: seatColour(seat), name: this.seatName(seat) }]));
    const destinations: RailMark[] = view.players.flatMap((p, seat) => {
      const dot = p.out === null ? targetOf(view, seat) : null;
      return dot === null ? [] : [{ seat, dot }];
    });
    const homes: RailMark[] = view.players.flatMap((p, seat) => (p.home === null ? [] : [{ seat, dot: CITIES[p.home].dot }]));
    const owners: Record<string, number> = {};
    view.owners.forEach((o, r) => o !== null && (owners[RAILROADS[r].id] = o));
    const mover = view.players[view.turn.seat];
    const past = this.shownPast === null ? null : routesSince(this.recent, this.seat).find((r) => r.n === this.shownPast);
    const start = mover?.at ?? 0;
    const route = this.steps.length ? drawn(start, this.steps) : this.preview ? drawn(start, this.preview.steps) : past ? past.steps : [];
    let reachable: number[] = [];
    if (this.mine && view.turn.step === "home") {
      reachable = this.moves.flatMap((m) => (m.type === "home" ? [CITIES.find((c) => c.name === m.city)!.dot] : []));
    } else if (this.built) reachable = [...this.built.next.keys()];
    return { trains, destinations, homes, owners, route, reachable };
  }

  render() {
    const view = this.view;
    if (!view) return nothing;
    const b = this.boardProps(view);
    const name = (s: number) => this.seatName(s);
    return html`<div class="layout">
      <div class="main">
        <p class="turn-line" data-turn-line>${view.phase === "play" ? this.line(view) : view.phase === "over" ? "Game over" : "Rolling for the first player…"}</p>
        <bx-rail-board .trains=${b.trains} .destinations=${b.destinations} .homes=${b.homes} .owners=${b.owners}
          .highlightRoute=${b.route} .reachable=${b.reachable} .selectedRailroad=${this.pointed} @dot-tap=${this.onDot}></bx-rail-board>
      </div>
      <div class="side">
        ${view.phase === "over" ? gameOver(view, name) : html`<div class="card act" data-act>${this.panel(view)}</div>`}
        ${recentSection(routesSince(this.recent, this.seat), this.arrivals, this.shownPast, this.name, (n) => (this.shownPast = n))}
        ${playersTable(view, this.seat, name, (rr) => (this.pointed = rr))}
      </div>
      ${this.liveRegion()}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-boxcars-rails-sheet": BxBoxcarsRailsSheet;
  }
}
