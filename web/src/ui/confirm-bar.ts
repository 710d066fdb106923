/**
 * The game frame's confirm bar ("confirm moves", or a costly move): the move held for Send or Cancel.
 * Loaded with the first move held (most moves are sent at once); its styles come with it.
 */
import { html } from "lit";

export function confirmBar(label: string, busy: boolean, send: () => void, cancel: () => void) {
  return html`<style>
      .confirm-bar {
        position: sticky;
        bottom: 0;
        z-index: 5;
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.5rem 0.75rem;
        margin-top: 0.75rem;
        padding: 0.75rem 1rem;
        border-radius: var(--bx-radius);
        background: var(--bx-head);
        color: var(--bx-on-head);
        border: 2px solid var(--bx-brass);
        box-shadow: var(--bx-shadow);
      }
      .confirm-bar :focus-visible {
        outline-color: var(--bx-focus-on-head);
      }
      .confirm-bar p {
        margin: 0;
        flex: 1 1 12rem;
        font-weight: 600;
      }
    </style>
    <div class="confirm-bar" role="group" aria-label="Confirm your move" data-confirm-bar>
      <p>${label}?</p>
      <button class="btn" type="button" ?disabled=${busy} @click=${send}>Send</button>
      <button class="btn quiet" type="button" @click=${cancel}>Cancel</button>
    </div>`;
}
