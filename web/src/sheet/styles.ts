/** Shared component styles: buttons, fields, cards. Colours come from the tokens in index.html. */
import { css } from "lit";

export const base = css`
  :host {
    display: block;
    color: var(--bx-ink);
    font-family: var(--bx-font);
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  h1,
  h2,
  h3 {
    font-family: var(--bx-slab);
    font-weight: 700;
    line-height: 1.2;
    margin: 0 0 0.5rem;
    letter-spacing: 0.01em;
  }
  h1 {
    font-size: clamp(1.5rem, 4.5vw, 2.1rem);
  }
  h2 {
    font-size: 1.25rem;
  }
  h3 {
    font-size: 1.05rem;
  }
  p {
    margin: 0 0 0.75rem;
  }
  a {
    color: var(--bx-accent);
    text-underline-offset: 0.18em;
  }
  a:hover {
    color: var(--bx-accent-strong);
  }
  :focus-visible {
    outline: 3px solid var(--bx-focus);
    outline-offset: 2px;
    border-radius: 6px;
  }
  .card {
    background: var(--bx-surface);
    border: 1px solid var(--bx-line);
    border-radius: var(--bx-radius);
    box-shadow: var(--bx-shadow);
    padding: 1rem;
  }
  @media (min-width: 640px) {
    .card {
      padding: 1.25rem 1.5rem;
    }
  }
  .eyebrow {
    font-family: var(--bx-slab);
    font-size: 0.78rem;
    font-weight: 700;
    letter-spacing: 0.14em;
    text-transform: uppercase;
    color: var(--bx-brass);
    margin: 0 0 0.25rem;
  }
  .eyebrow .id {
    text-transform: none;
    letter-spacing: 0.02em;
    font-family: var(--bx-mono);
    font-weight: 600;
  }
  .muted {
    color: var(--bx-ink-soft);
  }
  .small {
    font-size: 0.875rem;
  }
  .mono {
    font-family: var(--bx-mono);
    font-size: 0.85em;
    overflow-wrap: anywhere;
  }
  .num {
    font-variant-numeric: tabular-nums;
  }
  .btn {
    appearance: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.45em;
    min-height: 44px;
    padding: 0.55rem 1.1rem;
    border-radius: 10px;
    border: 2px solid var(--bx-accent);
    background: var(--bx-accent);
    color: var(--bx-on-accent);
    font: 600 1rem/1.2 var(--bx-font);
    text-decoration: none;
    cursor: pointer;
    transition: background-color 120ms, border-color 120ms, transform 80ms;
    -webkit-tap-highlight-color: transparent;
  }
  .btn:hover:not(:disabled) {
    background: var(--bx-accent-strong);
    border-color: var(--bx-accent-strong);
    color: var(--bx-on-accent);
  }
  .btn:active:not(:disabled) {
    transform: translateY(1px);
  }
  .btn.secondary {
    background: transparent;
    color: var(--bx-accent);
  }
  .btn.secondary:hover:not(:disabled) {
    color: var(--bx-on-accent);
  }
  .btn.quiet {
    background: var(--bx-surface-2);
    border-color: var(--bx-line);
    color: var(--bx-ink);
  }
  .btn.quiet:hover:not(:disabled) {
    background: var(--bx-line);
    border-color: var(--bx-line);
    color: var(--bx-ink);
  }
  .btn.small {
    min-height: 40px;
    padding: 0.3rem 0.75rem;
    font-size: 0.9rem;
  }
  .btn:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  .btn:focus-visible {
    outline: 3px solid var(--bx-focus);
    outline-offset: 3px;
    border-radius: 10px;
  }
  label {
    font-weight: 600;
  }
  input[type="text"],
  input[type="email"],
  input[type="url"],
  input[type="number"],
  input:not([type]),
  select {
    width: 100%;
    min-height: 44px;
    padding: 0.5rem 0.7rem;
    border-radius: 8px;
    border: 1.5px solid var(--bx-line);
    background: var(--bx-surface);
    color: var(--bx-ink);
    font: 1rem/1.3 var(--bx-font);
  }
  input:focus-visible,
  select:focus-visible {
    outline: 3px solid var(--bx-focus);
    outline-offset: 1px;
    border-color: var(--bx-focus);
  }
  input[type="checkbox"] {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: var(--bx-accent);
    margin: 0;
  }
  .field {
    display: grid;
    gap: 0.3rem;
    margin-bottom: 0.9rem;
  }
  .check {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    margin-bottom: 0.9rem;
    font-weight: 600;
  }
  .notice {
    border-radius: 10px;
    padding: 0.65rem 0.9rem;
    background: var(--bx-warn-soft);
    border: 1px solid var(--bx-line);
    margin: 0 0 1rem;
  }
  .notice.good {
    background: var(--bx-green-soft);
  }
  .pill {
    display: inline-flex;
    align-items: center;
    gap: 0.35em;
    padding: 0.1rem 0.6rem;
    border-radius: 999px;
    font-size: 0.8rem;
    font-weight: 600;
    background: var(--bx-surface-2);
    border: 1px solid var(--bx-line);
    white-space: nowrap;
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    * {
      animation: none !important;
      transition: none !important;
    }
  }
`;
