/**
 * `<bx-key-panel>`: this browser's player key, to keep and to carry: save it to a file, show it as a
 * phrase, import one (a file or a phrase). Says plainly that losing every copy loses the history.
 * Emits `key-changed` after an import.
 */
import { LitElement, css, html, nothing } from "lit";
import { customElement, property, state } from "lit/decorators.js";
import { base } from "../sheet/styles";
import { fingerprint, importKey, keyOfPhrase, phraseOf, type KeptKey } from "../player-key";

@customElement("bx-key-panel")
export class BxKeyPanel extends LitElement {
  static styles = [
    base,
    css`
      .phrase {
        font-family: var(--bx-mono);
        font-size: 0.8rem;
        overflow-wrap: anywhere;
        background: var(--bx-surface-2);
        padding: 0.5rem 0.7rem;
        border-radius: 6px;
      }
      textarea {
        width: 100%;
        font-family: var(--bx-mono);
        font-size: 0.85rem;
      }
      .row {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        align-items: center;
        margin-bottom: 0.8rem;
      }
      .mono {
        font-family: var(--bx-mono);
        overflow-wrap: anywhere;
      }
    `,
  ];

  /** This browser's key (null: none yet). */
  @property({ attribute: false }) key: KeptKey | null = null;
  @state() private showPhrase = false;
  @state() private typed = "";
  @state() private message: string | null = null;
  @state() private askReplace: KeptKey | null = null;

  private save() {
    if (!this.key) return;
    const url = URL.createObjectURL(new Blob([`${phraseOf(this.key)}\n`], { type: "text/plain" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = `boxcars-player-key-${fingerprint(this.key).slice(0, 8)}.txt`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  private async read(text: string) {
    const key = await keyOfPhrase(text);
    if (!key) {
      this.message = "That is not a Boxcars player key (it starts with boxcars-key-1.).";
      return;
    }
    await this.adopt(key, false);
  }

  private async adopt(key: KeptKey, replace: boolean) {
    const done = await importKey(key, replace);
    this.askReplace = done === "kept-other" ? key : null;
    this.message =
      done === "kept-other"
        ? null
        : done === "same"
          ? "This browser already holds that key."
          : `Imported: this browser now plays as ${fingerprint(key)}.`;
    if (done === "imported")
      this.dispatchEvent(new CustomEvent("key-changed", { bubbles: true, composed: true }));
  }

  render() {
    const key = this.key;
    return html`<section class="card" aria-labelledby="key-title">
      <h2 id="key-title">Your player key</h2>
      <p><strong>There is no account behind your page: this key is your history here.</strong> It lives in this
        browser only. Keep a copy (a file, the phrase, or the carry link on the home page); if you lose every
        copy, nobody can give your page or your rating back.</p>
      ${
        key
          ? html`<p>Fingerprint: <a class="mono" href=${`/players/${fingerprint(key)}`}>${fingerprint(key)}</a> (${key.alg})</p>
            <div class="row">
              <button class="btn quiet small" type="button" @click=${this.save}>Save to a file</button>
              <button class="btn quiet small" type="button" aria-expanded=${this.showPhrase ? "true" : "false"}
                @click=${() => (this.showPhrase = !this.showPhrase)}>${this.showPhrase ? "Hide the phrase" : "Show as a phrase"}</button>
            </div>
            ${this.showPhrase ? html`<p class="phrase" data-phrase>${phraseOf(key)}</p><p class="muted small">Whoever has this phrase can play as you: keep it to yourself.</p>` : nothing}`
          : html`<p>This browser has no player key yet: one is made when you first claim a seat. Or bring yours here:</p>`
      }
      <div class="field">
        <label for="phrase">Import a key (paste its phrase)</label>
        <textarea id="phrase" rows="2" spellcheck="false" autocomplete="off" .value=${this.typed}
          @input=${(e: Event) => (this.typed = (e.target as HTMLTextAreaElement).value)}></textarea>
      </div>
      <div class="row">
        <button class="btn small" type="button" ?disabled=${!this.typed.trim()} @click=${() => this.read(this.typed)}>Import</button>
        <label class="btn quiet small">Import a file
          <input type="file" accept=".txt,text/plain" hidden
            @change=${async (e: Event) => {
              const file = (e.target as HTMLInputElement).files?.[0];
              if (file) await this.read(await file.text());
            }} /></label>
      </div>
      ${
        this.askReplace
          ? html`<p class="notice" role="alert">This browser already holds another key. Replacing it loses it here unless you saved it.
              <button class="btn small" type="button" @click=${() => this.adopt(this.askReplace!, true)}>Replace it</button></p>`
          : nothing
      }
      ${this.message ? html`<p role="status">${this.message}</p>` : nothing}
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-key-panel": BxKeyPanel;
  }
}
