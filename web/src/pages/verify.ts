/**
 * `/verify/:id`: checks a finished game in this browser. Fetches the record, recomputes
 * sha256(server seed) against the commitment published at creation (WebCrypto, independently of
 * the engine), then replays every roll and every state with the engine's `replay`, the same code
 * the server runs, and says either "Verified" or exactly where the record and the replay differ.
 * `/verify` (no id): the same for a record file the player imports, which is then also replayed.
 */
import type { AnyRules, GameState } from "#engine/define";
import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { parentPosition, replay, type ShownRecord, type Verdict } from "#engine/record";
import { seatKeyProblems } from "#engine/seat-keys";
import { api } from "../api";
import { sheets } from "../games";
import { describeIn } from "../moves";
import { loadRules } from "../rules";
import { drawValue } from "../ui/drawn";
import "../ui/record-links";
import { base } from "../sheet/styles";

async function sha256OfHex(hex: string): Promise<string | null> {
  if (!crypto.subtle || !/^([0-9a-f]{2})+$/.test(hex)) return null;
  const bytes = new Uint8Array(hex.match(/../g)!.map((b) => parseInt(b, 16)));
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

const nextFrame = () => new Promise((resolve) => setTimeout(resolve, 0));

@customElement("bx-verify")
export class BxVerify extends LitElement {
  static styles = [
    base,
    css`
      .verdict {
        display: grid;
        grid-template-columns: auto 1fr;
        gap: 0.2rem 0.9rem;
        align-items: center;
        padding: 1rem 1.1rem;
        border-radius: var(--bx-radius);
        border: 2px solid var(--bx-line);
        margin: 1rem 0;
        background: var(--bx-surface);
      }
      .verdict.ok {
        border-color: var(--bx-green);
        background: var(--bx-green-soft);
      }
      .verdict.bad {
        border-color: var(--bx-accent);
        background: var(--bx-warn-soft);
      }
      .verdict .icon {
        grid-row: span 2;
        width: 2.5rem;
        height: 2.5rem;
        border-radius: 50%;
        display: grid;
        place-items: center;
        font-size: 1.4rem;
        font-weight: 800;
        line-height: 1;
        background: var(--bx-surface-2);
        color: var(--bx-ink-soft);
      }
      .verdict [data-fork-of] {
        grid-column: 2;
      }
      .verdict.ok .icon {
        background: var(--bx-green);
        color: var(--bx-surface);
      }
      .verdict.bad .icon {
        background: var(--bx-accent);
        color: var(--bx-on-accent);
      }
      .verdict strong {
        font-family: var(--bx-slab);
        font-size: 1.2rem;
      }
      dl {
        display: grid;
        grid-template-columns: minmax(7rem, max-content) 1fr;
        gap: 0.35rem 1rem;
        margin: 0;
      }
      dt {
        font-weight: 650;
      }
      dd {
        margin: 0;
        min-width: 0;
      }
      .match {
        color: var(--bx-green);
        font-weight: 650;
      }
      .differ {
        color: var(--bx-accent);
        font-weight: 650;
      }
      progress {
        width: 100%;
        accent-color: var(--bx-accent);
      }
      details {
        margin-top: 1rem;
      }
      summary {
        cursor: pointer;
        font-weight: 650;
        min-height: 44px;
        padding: 0.6rem 0;
      }
      .moves {
        max-height: 28rem;
        overflow: auto;
        border: 1px solid var(--bx-line);
        border-radius: 8px;
      }
      table {
        width: 100%;
        border-collapse: collapse;
        font-size: 0.88rem;
      }
      th,
      td {
        text-align: left;
        padding: 0.35rem 0.6rem;
        border-bottom: 1px solid var(--bx-line);
        vertical-align: top;
      }
      th {
        position: sticky;
        top: 0;
        background: var(--bx-surface-2);
      }
      tr.bad td {
        background: var(--bx-warn-soft);
      }
      section {
        margin-top: 1.25rem;
      }
      .drop {
        display: grid;
        gap: 0.6rem;
        grid-template-columns: minmax(0, 1fr);
        overflow-wrap: anywhere;
        padding: 1.1rem;
        margin: 1rem 0;
        border: 2px dashed var(--bx-line);
        border-radius: var(--bx-radius);
        background: var(--bx-surface-2);
      }
      .drop.over {
        border-color: var(--bx-focus);
      }
      .drop input[type="file"] {
        width: 100%;
        font: inherit;
      }
      .drop input[type="file"]::file-selector-button {
        min-height: 40px;
        margin-right: 0.75rem;
        padding: 0.4rem 0.9rem;
        border-radius: 8px;
        border: 2px solid var(--bx-accent);
        background: var(--bx-accent);
        color: var(--bx-on-accent);
        font: 600 0.95rem var(--bx-font);
        cursor: pointer;
      }
      .head-links {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.3rem 1.1rem;
        margin-bottom: 0.5rem;
        font-size: 0.92rem;
        font-weight: 600;
      }
      .drop .notice {
        margin: 0;
      }
      pre {
        white-space: pre-wrap;
        overflow-wrap: anywhere;
        font-size: 0.85rem;
        background: var(--bx-surface-2);
        padding: 0.6rem 0.8rem;
        border-radius: 8px;
      }
    `,
  ];

  @property() gameId = "";
  @state() private record: ShownRecord | null = null;
  @state() private error: string | null = null;
  @state() private computed: string | null = null;
  @state() private checked = 0;
  @state() private verdict: Verdict | null = null;
  /** The seats' player-key signatures checked (null: not yet). */
  @state() private keys: { keyed: number; problems: string[] } | null = null;
  @state() private failedMove: number | null = null;
  @state() private game: AnyRules | null = null;
  /** Import: the file's name, and why it was refused. */
  @state() private fileName: string | null = null;
  @state() private fileProblem: string | null = null;
  @state() private dragging = false;
  @state() private blobUrl: string | null = null;
  private runs = 0;

  connectedCallback(): void {
    super.connectedCallback();
    document.title = "Verify · Boxcars";
    if (this.gameId) void this.fetchRecord();
  }

  disconnectedCallback(): void {
    if (this.blobUrl) URL.revokeObjectURL(this.blobUrl);
    super.disconnectedCallback();
  }

  private async fetchRecord() {
    try {
      await this.run(await api.record(this.gameId));
    } catch (error) {
      this.error = (error as Error).message;
    }
  }

  private async importFile(file: File | undefined) {
    if (!file) return;
    this.fileName = file.name;
    this.fileProblem = null;
    // Only an import needs the record schema: loaded then.
    const { readRecordFile, recordBlobUrl } = await import("../record-file");
    const read = await readRecordFile(file);
    if ("problem" in read) {
      this.fileProblem = read.problem;
      return;
    }
    if (this.blobUrl) URL.revokeObjectURL(this.blobUrl);
    this.blobUrl = recordBlobUrl(read.record);
    await import("../ui/replay-viewer");
    await this.run(read.record);
  }

  private async run(record: ShownRecord) {
    const run = ++this.runs;
    this.record = record;
    this.verdict = null;
    this.computed = null;
    this.checked = 0;
    this.failedMove = null;
    this.game = null;
    this.keys = null;
    void seatKeyProblems(record)
      .catch(() => ({ keyed: 0, problems: ["this browser cannot check signatures"] }))
      .then((keys) => {
        if (run === this.runs) this.keys = keys;
      });
    if (!record.serverSeed) return;
    const computed = await sha256OfHex(record.serverSeed).catch(() => null);
    const game = await loadRules(record.game, record.options).catch(() => null);
    if (run !== this.runs) return;
    this.computed = computed;
    this.game = game;
    if (!game) {
      this.verdict = { ok: false, at: "game", message: `This page does not know the game ${record.game}.` };
      return;
    }
    // A fork verifies with its parents (fetched from this server) and starts from the parent's position.
    let from: GameState | undefined;
    if (record.forkedFrom) {
      const { forkParents } = await import("../fork-parents");
      const position = parentPosition({ [record.game]: game }, record, await forkParents(record));
      if (run !== this.runs) return;
      if ("ok" in position) {
        this.verdict = position;
        return;
      }
      from = position.state;
    }
    // Step through the replay, yielding to the page now and then so it stays responsive.
    const steps = replay(game, record, record.serverSeed, from);
    let lastStarted = Date.now();
    for (;;) {
      if (run !== this.runs) return;
      const step = steps.next();
      if (step.done) {
        this.verdict = step.value;
        if (!step.value.ok && step.value.at.startsWith("move "))
          this.failedMove = Number(step.value.at.slice(5));
        break;
      }
      this.checked = step.value.n;
      if (Date.now() - lastStarted > 30) {
        await nextFrame();
        lastStarted = Date.now();
      }
    }
  }

  private verdictBox(record: ShownRecord) {
    if (!record.serverSeed) {
      return html`<div class="verdict" data-verdict="pending">
        <span class="icon" aria-hidden="true">…</span>
        <strong>Not finished yet</strong>
        <span>The server seed stays sealed until the game ends; come back then. The commitment below is already fixed.</span>
      </div>`;
    }
    const v = this.verdict;
    if (!v) {
      return html`<div class="verdict" aria-busy="true">
        <span class="icon" aria-hidden="true">↻</span>
        <strong>Replaying…</strong>
        <progress max=${record.moves.length} value=${this.checked} aria-label="Moves replayed"></progress>
      </div>`;
    }
    if (v.ok && this.keys?.problems.length) {
      return html`<div class="verdict bad" role="alert" data-verdict="failed">
        <span class="icon" aria-hidden="true">✗</span>
        <strong>Does not verify at the player keys</strong>
        <span>${this.keys.problems.join("; ")}</span>
      </div>`;
    }
    if (v.ok) {
      return html`<div class="verdict ok" role="status" data-verdict="ok">
        <span class="icon" aria-hidden="true">✓</span>
        <strong>Verified: ${v.moves} moves, commitment matches</strong>
        <span>Every ${this.record && sheets[this.record.game]?.cards ? "shuffle and draw" : "die"} and every state after every move were recomputed here from the revealed seed and the players' seeds,
          and all agree with the record.</span>
        ${
          record.forkedFrom
            ? html`<span data-fork-of=${record.forkedFrom.id}>A fork of <a href=${`/verify/${encodeURIComponent(record.forkedFrom.id)}`}>${record.forkedFrom.id}</a>
                from move ${record.forkedFrom.move}, never rated: its parent verified too, up to that position.</span>`
            : nothing
        }
      </div>`;
    }
    return html`<div class="verdict bad" role="alert" data-verdict="failed">
      <span class="icon" aria-hidden="true">✗</span>
      <strong>Does not verify at ${v.at}</strong>
      <span>${v.message}</span>
    </div>`;
  }

  private seedRows(record: ShownRecord) {
    const matches = this.computed === null ? null : this.computed === record.commitment;
    return html`<dl>
      <dt>Game</dt>
      <dd>${this.game?.title ?? record.game} · <a href=${`/watch/${encodeURIComponent(record.id)}`}>${record.id}</a></dd>
      <dt>Players</dt>
      <dd>${record.seats.map((s) => s.name).join(", ") || "—"}</dd>
      <dt>Commitment</dt>
      <dd class="mono">${record.commitment}</dd>
      <dt>Server seed</dt>
      <dd class="mono">${record.serverSeed ?? "sealed until the end"}</dd>
      ${
        record.serverSeed
          ? html`<dt>sha256(seed)</dt>
            <dd class="mono">${this.computed ?? "(WebCrypto unavailable here; the replay checks it too)"}
              ${
                matches === null
                  ? nothing
                  : matches
                    ? html`<span class="match">= commitment ✓</span>`
                    : html`<span class="differ">≠ commitment ✗</span>`
              }</dd>`
          : nothing
      }
      ${
        record.seats.some((s) => s.player)
          ? html`<dt>Player keys</dt>
            <dd data-keys=${this.keys === null ? "checking" : this.keys.problems.length ? "bad" : "ok"}>
              ${record.seats.map((s) => (s.player ? html`<div>${s.name}: <a class="mono" href=${`/players/${s.player.fingerprint}`}>${s.player.fingerprint}</a> (${s.player.alg})</div>` : nothing))}
              ${this.keys === null ? "checking…" : this.keys.problems.length ? html`<span class="differ">${this.keys.problems.join("; ")} ✗</span>` : html`<span class="match">every claim signature good ✓</span>`}
            </dd>`
          : nothing
      }
      <dt>Client seeds</dt>
      <dd>${record.seats.map((s) => html`<div>${s.name}: <span class="mono">${s.clientSeed || "(none)"}</span></div>`)}</dd>
    </dl>`;
  }

  private movesTable(record: ShownRecord) {
    if (record.moves.length === 0) return nothing;
    const name = (seat: number) => record.seats[seat]?.name ?? `Seat ${seat + 1}`;
    const dice = sheets[record.game]?.cards ? "Draws" : "Dice";
    // The moves in the game's own words once its sheet's module is here (loaded when the list is opened).
    const words = (e: Event) =>
      (e.target as HTMLDetailsElement).open && sheets[record.game]?.load().then(() => this.requestUpdate());
    return html`<details @toggle=${words}>
      <summary>Every move and its ${dice.toLowerCase()} (${record.moves.length})</summary>
      <div class="moves">
        <table>
          <thead><tr><th scope="col">#</th><th scope="col">Player</th><th scope="col">Move</th><th scope="col">${dice}</th></tr></thead>
          <tbody>
            ${record.moves.map(
              (m) => html`<tr class=${m.n === this.failedMove ? "bad" : ""}>
                <td class="num">${m.n}</td>
                <td>${name(m.seat)}${m.by === "bot" ? " (bot)" : ""}</td>
                <td>${describeIn(record.game, m.move, m.seat, null)}</td>
                <td class="num">${m.draws.map(drawValue).join(" ") || "—"}</td>
              </tr>`,
            )}
          </tbody>
        </table>
      </div>
    </details>`;
  }

  private importer() {
    return html`<div class="drop ${this.dragging ? "over" : ""}"
      @dragover=${(e: DragEvent) => {
        e.preventDefault();
        this.dragging = true;
      }}
      @dragleave=${() => (this.dragging = false)}
      @drop=${(e: DragEvent) => {
        e.preventDefault();
        this.dragging = false;
        void this.importFile(e.dataTransfer?.files[0]);
      }}>
      <label for="record-file">A game record (.json, format boxcars-record/2 or /1, at most 2 MB)</label>
      <input id="record-file" type="file" accept=".json,application/json"
        @change=${(e: Event) => void this.importFile((e.target as HTMLInputElement).files?.[0])} />
      <span class="muted small">or drop the file here. It is checked in this browser; nothing is uploaded.</span>
      ${this.fileProblem ? html`<p class="notice" role="alert" data-import-error>${this.fileProblem}</p>` : nothing}
    </div>`;
  }

  private checkYourself(record: ShownRecord) {
    const imported = !this.gameId;
    return html`<section>
      <h2>Check it yourself</h2>
      <p>Each die is HMAC-SHA256(server seed, <span class="mono">gameId|clientSeeds|stream|counter</span>), first four bytes as a
        big-endian number, rejecting values past the largest multiple of the number of faces
        (<a href="/fairness">the details</a>). From a checkout of Boxcars:</p>
      <pre>${
        imported
          ? `npm run verify -- ${this.fileName ?? "record.json"}`
          : `npm run verify -- ${location.origin}/verify/${record.id}

# or from a saved copy of the record:
curl -s ${location.origin}/api/games/${record.id}/record > record.json
npm run verify -- record.json`
      }</pre>
    </section>`;
  }

  render() {
    if (this.error) {
      return html`<div class="card" role="alert"><h1>Cannot load the record</h1><p>${this.error}</p>
        <p><a href="/verify">Verify a saved record instead</a></p></div>`;
    }
    const record = this.record;
    const imported = !this.gameId;
    if (!record && !imported) return html`<p class="muted" aria-busy="true">Fetching the game record…</p>`;
    return html`<div class="card">
      <p class="eyebrow">Provably fair</p>
      <h1>${record ? `Verify game ${record.id}` : "Verify a saved game record"}</h1>
      <p class="muted">This page checks the game right here in your browser, with the same rules code the server runs.
        <a href="/fairness">How the dice are fair</a>.</p>
      ${imported ? this.importer() : nothing}
      ${
        record
          ? html`
            ${
              imported
                ? html`<div class="head-links"><a href=${this.blobUrl ?? ""} download=${this.fileName ?? `boxcars-${record.id}.json`}>Download record (JSON)</a></div>`
                : html`<div class="head-links"><bx-record-links game-id=${record.id} omit="verify"></bx-record-links>
                  <a href="/verify">Import a record</a></div>`
            }
            ${this.verdictBox(record)}
            ${this.seedRows(record)}
            ${this.movesTable(record)}
            ${
              imported
                ? html`<section aria-labelledby="replay-title">
                  <h2 id="replay-title">Replay</h2>
                  <bx-replay-viewer .record=${record}></bx-replay-viewer>
                </section>`
                : nothing
            }
            ${this.checkYourself(record)}`
          : nothing
      }
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-verify": BxVerify;
  }
}
