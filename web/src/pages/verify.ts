/**
 * `/verify/:id`: checks a finished game in this browser. Fetches the record, recomputes
 * sha256(server seed) against the commitment published at creation (WebCrypto, independently of
 * the engine), then replays every roll and every state with the engine's `replay`, the same code
 * the server runs, and says either "Verified" or exactly where the record and the replay differ.
 * `/verify` (no id): the same for a record file the player imports, which is then also replayed.
 */
import type { AnyRules } from "#engine/define";
import { LitElement, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import type { ShownRecord, Verdict } from "#engine/record";
import { api } from "../api";
import { loadRules } from "../rules";
import "../ui/record-links";
import { checkSeatKeys, replayVerdict, sha256OfHex, type KeyCheck } from "./verify-check";
import { checkYourself, movesTable, seedRows, verdictBox } from "./verify-sections";
import { verifyStyles } from "./verify-styles";

@customElement("bx-verify")
export class BxVerify extends LitElement {
  static styles = verifyStyles;

  @property() gameId = "";
  @state() private record: ShownRecord | null = null;
  @state() private error: string | null = null;
  @state() private computed: string | null = null;
  @state() private checked = 0;
  @state() private verdict: Verdict | null = null;
  /** The seats' player-key signatures checked (null: not yet). */
  @state() private keys: KeyCheck | null = null;
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
    const stale = () => run !== this.runs;
    this.record = record;
    this.verdict = null;
    this.computed = null;
    this.checked = 0;
    this.failedMove = null;
    this.game = null;
    this.keys = null;
    void checkSeatKeys(record).then((keys) => {
      if (!stale()) this.keys = keys;
    });
    if (!record.serverSeed) return;
    const computed = await sha256OfHex(record.serverSeed).catch(() => null);
    const game = await loadRules(record.game, record.options).catch(() => null);
    if (stale()) return;
    this.computed = computed;
    this.game = game;
    if (!game) {
      this.verdict = { ok: false, at: "game", message: `This page does not know the game ${record.game}.` };
      return;
    }
    const verdict = await replayVerdict(game, record, record.serverSeed, (n) => (this.checked = n), stale);
    if (!verdict) return;
    this.verdict = verdict;
    if (!verdict.ok && verdict.at.startsWith("move ")) this.failedMove = Number(verdict.at.slice(5));
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
            ${verdictBox(record, this.verdict, this.checked, this.keys)}
            ${seedRows(record, this.game?.title ?? record.game, this.computed, this.keys)}
            ${movesTable(record, this.failedMove, () => this.requestUpdate())}
            ${
              imported
                ? html`<section aria-labelledby="replay-title">
                  <h2 id="replay-title">Replay</h2>
                  <bx-replay-viewer .record=${record}></bx-replay-viewer>
                </section>`
                : nothing
            }
            ${checkYourself(record, imported, this.fileName)}`
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
