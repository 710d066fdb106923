/**
 * `<bx-boxcars-rails-sheet>`: the rail game's sheet, a `GameSheet` (the sheet contract in
 * games/index.ts). The turn line, the map (`<bx-rail-board>`) with every train, destination and
 * home, the decision panel of the moment (routes, home city, region, declaring, purchase, forced
 * sale, auction), arrivals, the other players' routes since the viewer's last move, everyone's money
 * and railroads, and the game-over figures. The route cards are the answer's legal moves (the
 * server's planner); the route builder checks steps in the page on the board tables, which arrive as
 * cacheable files (see data-plugin.ts), never in the answer. The route tools and the other
 * decision panels load only when the viewer has such a decision, so watching costs neither.
 */
import { adoptStyles, type CSSResult, html, nothing, supportsAdoptingStyleSheets } from "lit";
import { ready } from "virtual:rail-tables";
import { boardIfLoaded, boardOf, type Board } from "#games/boxcars-rails/client";
import type { RailsMove, RailsView, RouteStep } from "#games/boxcars-rails/client";
import { GameSheet } from "../../sheet/game-sheet";
import { base } from "../../sheet/styles";
import "./board"; // defines <bx-rail-board>
import type { BxRailBoard, RouteStep as BoardStep } from "./board";
import { loadRailMap } from "./map-data";
import { marks, targetOf } from "./marks";
import type { PanelContext } from "./panels";
import { playersTable } from "./players";
import { arrivalsBetween, routesSince, type Arrival, type PastRoute } from "./recent";
import type { Built, SuggestedRoute, Suggestion } from "./routes";
import { sheetStyles } from "./styles";
import { moveWords, turnLine } from "./words";

type RouteTools = typeof import("./route-tools");
type Panels = typeof import("./panels");
type Purchase = typeof import("./purchase");
type Over = typeof import("./over");
type Recent = typeof import("./recent-section");
type Waiting = typeof import("./waiting");

export class BxBoxcarsRailsSheet extends GameSheet<RailsView, RailsMove> {
  static styles = [base, sheetStyles];
  // Its state in `static properties` rather than decorators: their calls cost this first-screen chunk about 0.1 KB gzipped.
  // What only the class uses is #private: the minifier shortens those names (0.1 KB of the chunk).
  static properties = {
    preview: { state: true },
    steps: { state: true },
    pointed: { state: true },
    bid: { state: true },
    shownPast: { state: true },
    arrivals: { state: true },
    tools: { state: true },
    panels: { state: true },
    purchase: { state: true },
    over: { state: true },
    recentCard: { state: true },
    waiting: { state: true },
    boards: { state: true },
  };

  /** The move list's words for a move (web/src/moves.ts); a bid's sum stays unsaid. */
  static describe(move: RailsMove, _seat: number, view: RailsView): string {
    return moveWords(boardIfLoaded(view.options), move);
  }

  private preview: SuggestedRoute | null = null;
  private steps: RouteStep[] = [];
  private pointed: string | null = null;
  private bid: number | null = null;
  private shownPast: number | null = null;
  private arrivals: Arrival[] = [];
  private tools: RouteTools | null = null;
  private panels: Panels | null = null;
  private purchase: Purchase | null = null;
  private over: Over | null = null;
  private recentCard: Recent | null = null;
  private waiting: Waiting | null = null;
  /** The boards whose tables have arrived (the US ones come before the sheet; a British game fetches its own). */
  private boards: ReadonlySet<string> = new Set(["us"]);

  get #board(): BxRailBoard | null {
    return this.renderRoot?.querySelector("bx-rail-board") ?? null;
  }

  #turnKey = "";
  #suggested: Suggestion[] = [];
  #built: Built | null = null;
  #lastView: RailsView | null = null;
  #lastLine = "";
  #refocus = false;

  #name = (seat: number) => (seat === this.seat ? "you" : this.seatName(seat));

  get #mine(): boolean {
    return this.seat !== null && this.moves.length > 0;
  }

  get #routing(): boolean {
    return this.#mine && this.view?.turn.step === "route" && !this.view.sale;
  }

  get #buying(): boolean {
    return this.#mine && this.view?.turn.step === "purchase" && !this.view.sale;
  }

  /** The view's board, once its tables have arrived (else null: they are fetched, and the sheet waits). */
  #boardFor(view: RailsView): Board | null {
    const id = view.options.board ?? "us";
    if (this.boards.has(id)) return boardOf(view.options);
    // The map too (as the loader does for the US board), so the words name every dot from the first render.
    Promise.all([ready(id), loadRailMap(id)]).then(
      () => (this.boards = new Set([...this.boards, id])),
      () => {},
    );
    return null;
  }

  protected willUpdate(changed: Map<string, unknown>): void {
    const view = this.view;
    if (!view || !this.#boardFor(view)) return;
    const board = boardOf(view.options);
    if (changed.has("view")) {
      if (this.#lastView && this.#lastView !== view) {
        const arrived = arrivalsBetween(this.#lastView, view);
        if (arrived.length) this.arrivals = [...arrived, ...this.arrivals].slice(0, 4);
      }
      this.#lastView = view;
      // Screen readers hear the turn line whenever it changes (a new turn, a roll, a destination).
      const line = view.phase === "play" ? this.#line(view) : "";
      if (this.#lastLine && line && line !== this.#lastLine) this.announce(line);
      this.#lastLine = line;
    }
    if (this.#routing && !this.tools) import("./route-tools").then((m) => (this.tools = this.#styled(m)));
    if (this.#buying && !this.purchase) import("./purchase").then((m) => (this.purchase = this.#styled(m)));
    else if (this.#mine && !this.#routing && !this.#buying && !this.panels)
      import("./panels").then((m) => (this.panels = this.#styled(m)));
    if (!this.#mine && view.phase !== "over" && !this.waiting)
      import("./waiting").then((m) => (this.waiting = m));
    if (view.phase === "over" && !this.over) import("./over").then((m) => (this.over = m));
    // Once the game is over too: a player back after days sees what happened since their last move.
    const recent = this.arrivals.length > 0 || routesSince(board, this.recentMoves, this.seat).length > 0;
    if (recent && !this.recentCard)
      import("./recent-section").then((m) => (this.recentCard = this.#styled(m)));
    const t = view.turn;
    const key = `${view.phase}/${t.seat}/${t.number}/${t.step}/${t.inBonus}/${t.count}/${view.players[t.seat]?.at}/${this.#mine}/${!!this.tools}`;
    if (key !== this.#turnKey) {
      this.#turnKey = key;
      // A railroad pointed at by a touch (no mouseleave follows a tap) stays pointed no longer.
      this.pointed = null;
      this.steps = [];
      this.preview = null;
      this.bid = null;
      this.#suggested =
        this.#routing && this.tools ? this.tools.suggestions(view, this.seat!, this.moves) : [];
    }
    this.#built = this.#routing && this.tools ? this.tools.build(view, this.seat!, this.steps) : null;
  }

  /**
   * A part loaded on demand brings its own styles (so the first screen does not carry them): they join
   * the sheet's before the part first renders.
   */
  #styled<Part extends { styles: CSSResult }>(part: Part): Part {
    const root = this.renderRoot as ShadowRoot;
    // adoptStyles replaces the adopted sheets where the browser has them, and appends <style>s where not.
    if (supportsAdoptingStyleSheets)
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, part.styles.styleSheet!];
    else adoptStyles(root, [part.styles]);
    return part;
  }

  protected updated(): void {
    this.#spreadTargets();
    if (!this.#refocus) return;
    this.#refocus = false;
    const next = this.#board?.renderRoot.querySelector<SVGGElement>(".reach");
    if (next) next.focus();
    else this.renderRoot.querySelector<HTMLButtonElement>("[data-send]")?.focus();
  }

  #spreadFor = "";

  /**
   * When the dots offered for the next step sit closer than a finger's 40 px target at the current
   * zoom, or off the part of the map in view, zooms the map to them and the train, so each is a
   * 40 px target. Runs after each render and when the board has drawn and measured its map.
   */
  #spreadTargets(): void {
    const board = this.#board,
      map = board?.map,
      dots = this.#reachable();
    const key = dots.join(",");
    if (!board || !map || dots.length === 0 || key === this.#spreadFor) return;
    this.#spreadFor = key;
    const { k, x, y } = board.transform;
    const svg = board.renderRoot.querySelector("svg.map")?.getBoundingClientRect();
    const [w, h] = [svg?.width ?? 0, svg?.height ?? 0];
    const hidden = dots.some((d) => {
      const [sx, sy] = [map.dots[d][0] * k + x, map.dots[d][1] * k + y];
      return sx < 20 || sy < 20 || sx > w - 20 || sy > h - 20;
    });
    const close = dots.some((a, i) =>
      dots
        .slice(i + 1)
        .some((b) => Math.hypot(map.dots[a][0] - map.dots[b][0], map.dots[a][1] - map.dots[b][1]) * k < 40),
    );
    const view = this.view!,
      at = view.players[view.turn.seat]?.at;
    // 48 px apart at the closest (where the zoom allows): each a 40 px target, with the map around in view.
    // The first view of a decision shows the destination too, however far (taps between close dots then
    // ask which); later steps zoom to the dots, and the map points to the destination from its edge.
    if (close || hidden)
      board.show(
        [
          ...(at == null ? [] : [at]),
          ...dots,
          ...(this.steps.length ? [] : [targetOf(view, view.turn.seat) ?? -1]),
        ],
        48,
      );
  }

  /** The turn line once the game is over: who won (the frame's panel says why; the replay has only this). */
  #overLine(view: RailsView): string {
    if (view.winner === null) return "Game over.";
    return `Game over: ${view.winner === this.seat ? "you win" : `${this.seatName(view.winner)} wins`}.`;
  }

  play(move: RailsMove, how: { label?: string; costly?: boolean } = {}): boolean {
    const sent = super.play(move, how);
    if (sent) this.preview = null;
    return sent;
  }

  #line(view: RailsView): string {
    return turnLine(view, view.turn.seat === this.seat ? "you" : this.seatName(view.turn.seat));
  }

  #onDot(e: CustomEvent<{ dot: number }>): void {
    const view = this.view;
    if (!view || this.busy) return;
    const dot = e.detail.dot;
    if (view.turn.step === "home") {
      const move = this.moves.find(
        (m) =>
          m.type === "home" && boardOf(this.view!.options).cities.find((c) => c.name === m.city)?.dot === dot,
      );
      if (move) this.play(move);
      return;
    }
    const rrs = this.#built?.next.get(dot);
    if (!rrs) return;
    this.#refocus = (this.#board?.renderRoot as ShadowRoot | undefined)?.activeElement != null;
    this.steps = [...this.steps, { rr: rrs[0], to: dot }];
  }

  #panel(view: RailsView) {
    if (!this.#mine || this.seat === null)
      return this.waiting
        ? html`<p class="waiting" data-waiting>${this.waiting.waitingWords(view, (s) => this.seatName(s), this.seat)}</p>`
        : html`<p class="waiting">…</p>`;
    if (this.#routing) {
      if (!this.tools) return html`<p class="waiting">Planning routes…</p>`;
      return this.tools.routePanel({
        board: boardOf(view.options),
        suggestions: this.#suggested,
        steps: this.steps,
        built: this.#built,
        busy: this.busy,
        count: view.turn.count,
        play: (m) => this.play(m),
        name: this.#name,
        preview: (r) => (this.preview = r),
        setSteps: (steps) => (this.steps = steps),
        view,
        seat: this.seat,
      });
    }
    const p = this.#buying ? this.purchase : this.panels;
    if (!p) return html`<p class="waiting">…</p>`;
    const c: PanelContext = {
      view,
      seat: this.seat,
      moves: this.moves,
      busy: this.busy,
      play: (m, how) => this.play(m, how),
      name: this.#name,
      pointAt: (rr) => (this.pointed = rr),
      bid: this.bid,
      setBid: (v) => (this.bid = v),
      arrivals: this.arrivals,
    };
    if ("purchasePanel" in p) return p.purchasePanel(c);
    if (view.sale) return view.sale.railroad === null ? p.salePanel(c) : p.auctionPanel(c);
    switch (view.turn.step) {
      case "home":
        return p.homePanel(c);
      case "region":
        return p.regionPanel(c);
      case "declare":
        return p.declarePanel(c);
      default:
        return html`<p class="waiting">The dice are rolling…</p>`;
    }
  }

  /** The route on the map: the one being built, else the suggestion pointed at, else a past route shown. */
  #route(view: RailsView): BoardStep[] {
    const start = view.players[view.turn.seat]?.at ?? 0;
    if (this.tools && this.steps.length) return this.tools.drawn(start, this.steps);
    if (this.tools && this.preview) return this.tools.drawn(start, this.preview.steps);
    if (this.shownPast !== null)
      return (
        routesSince(boardOf(view.options), this.recentMoves, this.seat).find((r) => r.n === this.shownPast)
          ?.steps ?? []
      );
    return [];
  }

  #reachable(): number[] {
    if (this.#mine && this.view?.turn.step === "home" && !this.view.sale) {
      // None until the board's tables are here (the British ones load after the first render).
      const board = boardIfLoaded(this.view.options);
      return board
        ? this.moves.flatMap((m) =>
            m.type === "home" ? [board.cities.find((c) => c.name === m.city)!.dot] : [],
          )
        : [];
    }
    return this.#built ? [...this.#built.next.keys()] : [];
  }

  /** The card of the others' routes since the viewer's last move and the arrivals seen, when there are any. */
  #recent(board: Board, routes: PastRoute[]) {
    if ((routes.length === 0 && this.arrivals.length === 0) || !this.recentCard) return nothing;
    return this.recentCard.recentSection(
      board,
      routes,
      this.arrivals,
      this.shownPast,
      this.#name,
      (n) => (this.shownPast = n),
      this.seat !== null,
    );
  }

  render() {
    const view = this.view;
    if (!view) return nothing;
    const board = this.#boardFor(view);
    // As tall as the sheet will be, so what lies below it (and loads when it comes on screen) stays below.
    if (!board) return html`<p class="turn-line" style="min-height: 100vh">Loading the board…</p>`;
    const m = marks(view, (s) => this.seatName(s));
    const name = (s: number) => this.seatName(s);
    return html`<div class="layout">
      <div class="main">
        <p class="turn-line" data-turn-line>${view.phase === "play" ? this.#line(view) : view.phase === "over" ? this.#overLine(view) : "Rolling for the first player…"}</p>
        <bx-rail-board board=${board.id} .trains=${m.trains} .destinations=${m.destinations} .homes=${m.homes} .owners=${m.owners}
          .highlightRoute=${this.#route(view)} .reachable=${this.#reachable()} .selectedRailroad=${this.pointed} @dot-tap=${this.#onDot}
          @board-ready=${() => ((this.#spreadFor = ""), this.#spreadTargets())}></bx-rail-board>
      </div>
      <div class="side">
        ${view.phase === "over" ? nothing : html`<div class="card act" data-act>${this.#panel(view)}</div>`}
        ${this.#recent(board, routesSince(board, this.recentMoves, this.seat))}
      </div>
      <div class="table">
        ${view.phase === "over" ? (this.over?.gameOver(view, name) ?? html`<div class="card over"></div>`) : nothing /* under the map, where its seven columns have room */}
        ${playersTable(view, this.seat, name, (rr) => (this.pointed = rr))}
      </div>
      ${this.liveRegion()}
    </div>`;
  }
}

customElements.define("bx-boxcars-rails-sheet", BxBoxcarsRailsSheet);

declare global {
  interface HTMLElementTagNameMap {
    "bx-boxcars-rails-sheet": BxBoxcarsRailsSheet;
  }
}
