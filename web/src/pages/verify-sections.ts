/** The verify page's sections, drawn from what it has checked: the verdict, the seeds, the moves, how to check it yourself. */
import { html, nothing } from "lit";
import type { ShownRecord, Verdict } from "#engine/record";
import { sheets } from "../games";
import { describeIn } from "../moves";
import { drawValue } from "../ui/drawn";
import type { KeyCheck } from "./verify-check";

/** The verdict: sealed, replaying (with progress), verified, or where it fails. */
export function verdictBox(record: ShownRecord, v: Verdict | null, checked: number, keys: KeyCheck | null) {
  if (!record.serverSeed) {
    return html`<div class="verdict" data-verdict="pending">
      <span class="icon" aria-hidden="true">…</span>
      <strong>Not finished yet</strong>
      <span>The server seed stays sealed until the game ends; come back then. The commitment below is already fixed.</span>
    </div>`;
  }
  if (!v) {
    return html`<div class="verdict" aria-busy="true">
      <span class="icon" aria-hidden="true">↻</span>
      <strong>Replaying…</strong>
      <progress max=${record.moves.length} value=${checked} aria-label="Moves replayed"></progress>
    </div>`;
  }
  if (v.ok && keys?.problems.length) {
    return html`<div class="verdict bad" role="alert" data-verdict="failed">
      <span class="icon" aria-hidden="true">✗</span>
      <strong>Does not verify at the player keys</strong>
      <span>${keys.problems.join("; ")}</span>
    </div>`;
  }
  if (v.ok) {
    return html`<div class="verdict ok" role="status" data-verdict="ok">
      <span class="icon" aria-hidden="true">✓</span>
      <strong>Verified: ${v.moves} moves, commitment matches</strong>
      <span>Every ${sheets[record.game]?.cards ? "shuffle and draw" : "die"} and every state after every move were recomputed here from the revealed seed and the players' seeds,
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

/** The seeds and keys: the commitment and the revealed seed's hash, the player keys, the client seeds. */
export function seedRows(record: ShownRecord, title: string, computed: string | null, keys: KeyCheck | null) {
  const matches = computed === null ? null : computed === record.commitment;
  return html`<dl>
    <dt>Game</dt>
    <dd>${title} · <a href=${`/watch/${encodeURIComponent(record.id)}`}>${record.id}</a></dd>
    <dt>Players</dt>
    <dd>${record.seats.map((s) => s.name).join(", ") || "—"}</dd>
    <dt>Commitment</dt>
    <dd class="mono">${record.commitment}</dd>
    <dt>Server seed</dt>
    <dd class="mono">${record.serverSeed ?? "sealed until the end"}</dd>
    ${
      record.serverSeed
        ? html`<dt>sha256(seed)</dt>
          <dd class="mono">${computed ?? "(WebCrypto unavailable here; the replay checks it too)"}
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
          <dd data-keys=${keys === null ? "checking" : keys.problems.length ? "bad" : "ok"}>
            ${record.seats.map((s) => (s.player ? html`<div>${s.name}: <a class="mono" href=${`/players/${s.player.fingerprint}`}>${s.player.fingerprint}</a> (${s.player.alg})</div>` : nothing))}
            ${keys === null ? "checking…" : keys.problems.length ? html`<span class="differ">${keys.problems.join("; ")} ✗</span>` : html`<span class="match">every claim signature good ✓</span>`}
          </dd>`
        : nothing
    }
    <dt>Client seeds</dt>
    <dd>${record.seats.map((s) => html`<div>${s.name}: <span class="mono">${s.clientSeed || "(none)"}</span></div>`)}</dd>
  </dl>`;
}

/** Every move and its dice or draws, the failing one marked; `wordsLoaded` is called once the game's own words are here. */
export function movesTable(record: ShownRecord, failedMove: number | null, wordsLoaded: () => void) {
  if (record.moves.length === 0) return nothing;
  const name = (seat: number) => record.seats[seat]?.name ?? `Seat ${seat + 1}`;
  const dice = sheets[record.game]?.cards ? "Draws" : "Dice";
  // The moves in the game's own words once its sheet's module is here (loaded when the list is opened).
  const words = (e: Event) =>
    (e.target as HTMLDetailsElement).open && sheets[record.game]?.load().then(() => wordsLoaded());
  return html`<details @toggle=${words}>
    <summary>Every move and its ${dice.toLowerCase()} (${record.moves.length})</summary>
    <div class="moves">
      <table>
        <thead><tr><th scope="col">#</th><th scope="col">Player</th><th scope="col">Move</th><th scope="col">${dice}</th></tr></thead>
        <tbody>
          ${record.moves.map(
            (m) => html`<tr class=${m.n === failedMove ? "bad" : ""}>
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

/** How to check the game without this page (an imported record by its file's name). */
export function checkYourself(record: ShownRecord, imported: boolean, fileName: string | null) {
  return html`<section>
    <h2>Check it yourself</h2>
    <p>Each die is HMAC-SHA256(server seed, <span class="mono">gameId|clientSeeds|stream|counter</span>), first four bytes as a
      big-endian number, rejecting values past the largest multiple of the number of faces
      (<a href="/fairness">the details</a>). From a checkout of Boxcars:</p>
    <pre>${
      imported
        ? `npm run verify -- ${fileName ?? "record.json"}`
        : `npm run verify -- ${location.origin}/verify/${record.id}

# or from a saved copy of the record:
curl -s ${location.origin}/api/games/${record.id}/record > record.json
npm run verify -- record.json`
    }</pre>
  </section>`;
}
