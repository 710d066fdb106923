/**
 * `<bx-notify-dialog>`: the "Notify me" dialog, for the seat's owner only (it needs the seat's
 * token), loaded and opened by the "Notify me" button of `<bx-seat-actions>`: "Notify this browser" (Web Push, where the server offers it and the browser
 * can), email, webhook (Discord, Slack or signed generic JSON) and its URL, digest,
 * on/off, whether this browser's new seats and rematches take these settings, Save, "Send a test message", the signing secret of a JSON webhook, and the latest
 * deliveries with failures plainly shown. On a development server it links to /dev/messages.
 */
import { LitElement, html, nothing } from "lit";
import { customElement, property, query, state } from "lit/decorators.js";
import type { NotificationSettings } from "#wire";
import { ApiError } from "../api";
import { savedPush, seatApi, type ContactInput } from "../seat-api";

/** The browser side of push, loaded when the dialog first opens (not with the sheet). */
const browserPush = () => import("../browser-push");
import { copyText } from "../clipboard";
import { storage } from "../storage";
import { notifyDialogStyles } from "./notify-dialog-styles";
import { changed, DIGESTS, isDevServer, type Kind, PLACEHOLDER, testOutcome } from "./notify-settings";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

@customElement("bx-notify-dialog")
export class BxNotifyDialog extends LitElement {
  static styles = notifyDialogStyles;

  @property() gameId = "";
  @property({ attribute: false }) token: string | null = null;
  @state() private settings: NotificationSettings | null = null;
  @state() private email = "";
  @state() private kind: Kind = "";
  @state() private url = "";
  @state() private digest = 0;
  /** Keep these settings in this browser for new seats and rematches (storage.ts notifyDefaults). */
  @state() private asDefault = storage.notifyDefaults() !== null;
  @state() private enabled = true;
  @state() private working: "" | "loading" | "saving" | "testing" = "";
  @state() private message = "";
  @state() private bad = false;
  @state() private dev = false;
  /** This browser's push: not offered by the server (null), or whether this seat's saved subscription is this browser's. */
  @state() private push: null | "unsupported" | "off" | "here" | "elsewhere" = null;
  @state() private pushEndpoint: string | null = null;
  @query("dialog") private dialog!: HTMLDialogElement;
  private watching = 0;

  async open() {
    void import("./deliveries"); // the delivery list is only in the dialog
    this.dialog.showModal();
    this.message = "";
    void isDevServer().then((dev) => (this.dev = dev));
    if (!this.token) return;
    void browserPush().then(async ({ currentSubscription, pushKey, pushSupported }) => {
      const key = await pushKey();
      this.pushEndpoint = (await currentSubscription().catch(() => null))?.endpoint ?? null;
      this.push = !key ? null : pushSupported() ? this.pushState() : "unsupported";
    });
    this.working = "loading";
    try {
      this.take(await seatApi.notifications(this.gameId, this.token));
    } catch (error) {
      this.say((error as Error).message, true);
    } finally {
      this.working = "";
    }
  }

  private close() {
    this.watching++;
    this.dialog.close();
  }

  private pushState(): "off" | "here" | "elsewhere" {
    const saved = this.settings && savedPush(this.settings);
    return !saved ? "off" : saved.endpoint === this.pushEndpoint ? "here" : "elsewhere";
  }

  /** Takes the server's settings into the form. */
  private take(settings: NotificationSettings, form = true) {
    this.settings = settings;
    if (this.push && this.push !== "unsupported") this.push = this.pushState();
    if (!form) return;
    const c = settings.contact;
    this.email = c.email ?? "";
    this.kind = c.webhook?.kind ?? "";
    this.url = c.webhook?.url ?? "";
    this.digest = c.digestHours;
    // A player with nothing saved yet means to switch it on by filling the form.
    this.enabled = c.enabled || (!c.email && !c.webhook && !savedPush(settings));
  }

  private say(message: string, bad = false) {
    this.message = message;
    this.bad = bad;
  }

  private input(): ContactInput {
    const email = this.email.trim();
    const url = this.url.trim();
    return {
      email: email || null,
      webhook: this.kind && url ? { kind: this.kind, url } : null,
      digestHours: this.digest,
      enabled: this.enabled,
    };
  }

  private async save(event?: SubmitEvent) {
    event?.preventDefault();
    if (!this.token || this.working) return false;
    if (this.kind && !this.url.trim()) {
      this.say("Paste the webhook's URL, or choose “No webhook”.", true);
      return false;
    }
    this.working = "saving";
    try {
      this.take(await seatApi.saveNotifications(this.gameId, this.token, this.input()));
      const c = this.settings!.contact;
      storage.saveNotifyDefaults(
        this.asDefault ? { ...this.input(), push: savedPush(this.settings!) } : null,
      );
      this.say(
        !c.email && !c.webhook && !savedPush(this.settings!)
          ? "Saved: no notifications for this game."
          : c.enabled
            ? "Saved. You will be told when it is your turn."
            : "Saved, but switched off.",
      );
      return true;
    } catch (error) {
      this.say(error instanceof ApiError ? error.message : String(error), true);
      return false;
    } finally {
      this.working = "";
    }
  }

  /** "Notify this browser": subscribes this browser and saves it for this seat, or forgets it (the browser stays subscribed for other games). */
  private async togglePush(on: boolean) {
    if (!this.token || this.working) return;
    this.working = "saving";
    try {
      let push = null;
      if (on) {
        const { pushKey, subscribe } = await browserPush();
        push = await subscribe((await pushKey())!);
        this.pushEndpoint = push.endpoint;
      }
      this.take(await seatApi.saveNotifications(this.gameId, this.token, { ...this.input(), push }));
      this.say(on ? "This browser will be notified." : "This browser will not be notified for this game.");
    } catch (error) {
      this.say((error as Error).message, true);
    } finally {
      this.working = "";
      this.push = this.pushState();
      // The state may not have changed (a refused permission): put the switch back as it is.
      await this.updateComplete;
      const box = this.renderRoot.querySelector<HTMLInputElement>("#notify-push");
      if (box) box.checked = this.push === "here";
    }
  }

  private pushField() {
    if (!this.push) return nothing;
    if (this.push === "unsupported") {
      return html`<p class="hint" data-push="unsupported">This browser cannot show notifications from Boxcars (on an iPhone or iPad, add Boxcars to the Home Screen first: Share, then “Add to Home Screen”).</p>`;
    }
    return html`<div class="field">
      <label class="check" for="notify-push">
        <input id="notify-push" type="checkbox" role="switch" data-push=${this.push} .checked=${this.push === "here"} ?disabled=${Boolean(this.working)}
          @change=${(e: Event) => this.togglePush((e.target as HTMLInputElement).checked)} />
        Notify this browser
      </label>
      <p class="hint">${this.push === "elsewhere" ? "Another browser gets these notifications; switching on moves them here." : "A notification on this device, even with the page closed."}</p>
    </div>`;
  }

  private async test() {
    if (!this.token || this.working) return;
    if (changed(this.settings?.contact, this.input()) && !(await this.save())) return;
    this.working = "testing";
    try {
      await seatApi.testNotification(this.gameId, this.token);
      this.say("Test message queued; it goes out within a few seconds.");
    } catch (error) {
      this.say((error as Error).message, true);
      return;
    } finally {
      this.working = "";
    }
    void this.follow();
  }

  /** After a test: refreshes the deliveries until the test message is out (or failing), for up to half a minute. */
  private async follow() {
    const run = ++this.watching;
    const since = Date.now() - 60_000; // allows for some clock difference with the server
    for (let i = 0; i < 20 && run === this.watching && this.token; i++) {
      await sleep(1500);
      if (run !== this.watching) return;
      try {
        this.take(await seatApi.notifications(this.gameId, this.token), false);
      } catch {
        continue;
      }
      const outcome = testOutcome(this.settings!.deliveries, since);
      if (outcome) return this.say(outcome.message, outcome.failed);
    }
  }

  private secret() {
    const hook = this.settings?.contact.webhook;
    if (hook?.kind !== "json") return nothing;
    return html`<div class="secret">
      <strong>Signing secret</strong>
      <code class="mono key" data-secret>${hook.secret}</code>
      <button class="btn quiet small" type="button" @click=${() => copyText(hook.secret).then((ok) => this.say(ok ? "Secret copied." : "Could not copy; select it by hand."))}>Copy secret</button>
      <p class="hint">To check a message came from Boxcars: its <code>X-Boxcars-Signature</code> header equals
        <code>sha256=</code> + hex HMAC-SHA256(secret, the raw request body).</p>
    </div>`;
  }

  private devHint() {
    if (!this.dev) return nothing;
    const sink = `${location.origin}/dev/hooks/me`;
    return html`<p class="dev">Development server: nothing leaves this machine. Emails, this browser's notifications and webhooks to
      <code class="mono">${sink}</code> are captured on <a href="/dev/messages" target="_blank" rel="noopener">/dev/messages</a>.
      <button class="btn quiet small" type="button" @click=${() => {
        this.kind = "json";
        this.url = sink;
      }}>Use the local sink</button></p>`;
  }

  private form() {
    const busy = Boolean(this.working);
    // Nothing to edit until the saved settings are in: they would overwrite what was typed meanwhile.
    return html`<form @submit=${this.save}>
      <fieldset class="fields" ?disabled=${this.working === "loading"}>
      <label class="check" for="notify-on">
        <input id="notify-on" type="checkbox" .checked=${this.enabled} @change=${(e: Event) => (this.enabled = (e.target as HTMLInputElement).checked)} />
        Tell me when it is my turn
      </label>
      ${this.pushField()}
      <div class="field">
        <label for="notify-email">Email address</label>
        <input id="notify-email" type="email" autocomplete="email" maxlength="254" .value=${this.email}
          aria-describedby="notify-email-hint" @input=${(e: Event) => (this.email = (e.target as HTMLInputElement).value)} />
        <p class="hint" id="notify-email-hint">Optional. Kept with this game only, and dropped when it is archived.</p>
      </div>
      <div class="hook">
        <div class="field">
          <label for="notify-kind">Webhook</label>
          <select id="notify-kind" @change=${(e: Event) => (this.kind = (e.target as HTMLSelectElement).value as Kind)}>
            ${(
              [
                ["", "No webhook"],
                ["discord", "Discord"],
                ["slack", "Slack"],
                ["json", "Generic JSON (signed)"],
              ] as const
            ).map(
              ([value, label]) =>
                html`<option value=${value} .selected=${value === this.kind}>${label}</option>`,
            )}
          </select>
        </div>
        <div class="field">
          <label for="notify-url">Webhook URL</label>
          <input id="notify-url" type="url" inputmode="url" spellcheck="false" maxlength="500" .value=${this.url}
            placeholder=${PLACEHOLDER[this.kind]} ?disabled=${!this.kind}
            @input=${(e: Event) => (this.url = (e.target as HTMLInputElement).value)} />
        </div>
      </div>
      <div class="field">
        <label for="notify-digest">How often</label>
        <select id="notify-digest" @change=${(e: Event) => (this.digest = Number((e.target as HTMLSelectElement).value))}>
          ${DIGESTS.map(([h, label]) => html`<option value=${h} .selected=${h === this.digest}>${label}</option>`)}
        </select>
      </div>
      <label class="check" for="notify-default">
        <input id="notify-default" type="checkbox" .checked=${this.asDefault} @change=${(e: Event) => (this.asDefault = (e.target as HTMLInputElement).checked)} />
        Use these for my new games and rematches (kept in this browser)
      </label>
      </fieldset>
      <div class="actions">
        <button class="btn" type="submit" ?disabled=${busy}>${this.working === "saving" ? "Saving…" : "Save"}</button>
        <button class="btn secondary" type="button" ?disabled=${busy || (!this.email.trim() && !(this.kind && this.url.trim()) && this.push !== "here")}
          @click=${this.test}>${this.working === "testing" ? "Sending…" : "Send a test message"}</button>
      </div>
      <p class="status ${this.bad ? "bad" : ""}" role="status" aria-live="polite">${this.working === "loading" ? "Loading your settings…" : this.message}</p>
    </form>`;
  }

  render() {
    return html`
      <dialog aria-labelledby="notify-title" @close=${() => this.watching++}>
        <div class="head">
          <h2 id="notify-title">Notify me</h2>
          <button class="btn quiet small" type="button" @click=${this.close}>Close</button>
        </div>
        <div class="body">
          <p class="hint">Get a message when it is your turn in this game (and a reminder before your time runs out).</p>
          ${this.devHint()}
          ${this.form()}
          ${this.secret()}
          <h3>Latest messages</h3>
          <bx-deliveries .deliveries=${this.settings?.deliveries ?? []}></bx-deliveries>
        </div>
      </dialog>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "bx-notify-dialog": BxNotifyDialog;
  }
}
