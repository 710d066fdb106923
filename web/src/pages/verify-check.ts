/**
 * What the verify page checks in this browser: the server seed against its commitment (WebCrypto,
 * apart from the engine), the seats' player-key signatures, and the replay of every move with the
 * engine's `replay`, the same code the server runs (a fork from its parent's position).
 */
import type { AnyRules, GameState } from "#engine/define";
import { parentPosition, replay, type ShownRecord, type Verdict } from "#engine/record";
import { seatKeyProblems } from "#engine/seat-keys";

/** sha256 of a hex string's bytes, as hex; null where this browser has no WebCrypto or the hex is not. */
export async function sha256OfHex(hex: string): Promise<string | null> {
  if (!crypto.subtle || !/^([0-9a-f]{2})+$/.test(hex)) return null;
  const bytes = new Uint8Array(hex.match(/../g)!.map((b) => parseInt(b, 16)));
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The seats' claim signatures checked: how many seats are keyed, and what does not hold. */
export type KeyCheck = { keyed: number; problems: string[] };

export const checkSeatKeys = (record: ShownRecord): Promise<KeyCheck> =>
  seatKeyProblems(record).catch(() => ({ keyed: 0, problems: ["this browser cannot check signatures"] }));

const nextFrame = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Replays the record from its seed, telling `progress` each move replayed and yielding to the page
 * now and then so it stays responsive; null once `stale()` says a newer check has begun.
 */
export async function replayVerdict(
  game: AnyRules,
  record: ShownRecord,
  serverSeed: string,
  progress: (moves: number) => void,
  stale: () => boolean,
): Promise<Verdict | null> {
  let from: GameState | undefined;
  if (record.forkedFrom) {
    const { forkParents } = await import("../fork-parents");
    const position = parentPosition({ [record.game]: game }, record, await forkParents(record));
    if (stale()) return null;
    if ("ok" in position) return position;
    from = position.state;
  }
  const steps = replay(game, record, serverSeed, from);
  let lastStarted = Date.now();
  for (;;) {
    if (stale()) return null;
    const step = steps.next();
    if (step.done) return step.value;
    progress(step.value.n);
    if (Date.now() - lastStarted > 30) {
      await nextFrame();
      lastStarted = Date.now();
    }
  }
}
