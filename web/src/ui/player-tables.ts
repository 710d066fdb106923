/** What the player pages, the leaderboards and the league page share: their tables' styles and how a key is named. */
import { css } from "lit";

export const tableStyles = css`
  .table-wrap {
    overflow-x: auto;
  }
  table {
    border-collapse: collapse;
    width: 100%;
  }
  th,
  td {
    text-align: left;
    padding: 0.3rem 0.6rem 0.3rem 0;
    border-bottom: 1px solid var(--bx-line);
  }
`;

/** A key's chosen name, or "Player" and the fingerprint's first 8 characters. */
export function playerName(fingerprint: string, name: string | null | undefined): string {
  return name ?? `Player ${fingerprint.slice(0, 8)}`;
}
