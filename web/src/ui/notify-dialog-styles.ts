/** The "Notify me" dialog's styles. */
import { css } from "lit";
import { base } from "../sheet/styles";

export const notifyDialogStyles = [
  base,
  css`
    dialog {
      width: min(36rem, calc(100vw - 1rem));
      max-height: calc(100dvh - 1rem);
      overflow: auto;
      padding: 0;
      border: 1px solid var(--bx-line);
      border-radius: var(--bx-radius);
      background: var(--bx-surface);
      color: var(--bx-ink);
      box-shadow: var(--bx-shadow);
    }
    dialog::backdrop {
      background: rgb(20 14 10 / 0.55);
    }
    .head {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: 1rem;
      padding: 0.9rem 1rem 0.4rem;
    }
    .head h2 {
      margin: 0;
    }
    .body {
      padding: 0 1rem 1rem;
    }
    fieldset.fields {
      border: 0;
      margin: 0;
      padding: 0;
      min-width: 0;
    }
    input:disabled {
      opacity: 0.55;
    }
    .hint {
      margin: 0;
      font-size: 0.82rem;
      color: var(--bx-ink-soft);
    }
    .hook {
      display: grid;
      gap: 0 0.75rem;
    }
    @media (min-width: 520px) {
      .hook {
        grid-template-columns: max-content 1fr;
      }
    }
    .actions {
      display: flex;
      flex-wrap: wrap;
      gap: 0.5rem;
      margin: 0.25rem 0 0.75rem;
    }
    .status {
      min-height: 1.5em;
      font-size: 0.9rem;
      margin: 0 0 0.5rem;
    }
    .status.bad {
      color: var(--bx-accent);
      font-weight: 650;
    }
    .secret {
      padding: 0.6rem 0.8rem;
      border-radius: 8px;
      background: var(--bx-surface-2);
      margin-bottom: 0.9rem;
    }
    .secret .key {
      display: block;
      margin: 0.2rem 0 0.4rem;
    }
    .dev {
      padding: 0.5rem 0.8rem;
      border-radius: 8px;
      border: 1px dashed var(--bx-brass);
      font-size: 0.88rem;
      margin-bottom: 0.9rem;
    }
    h3 {
      margin-top: 0.5rem;
    }
  `,
];
