/**
 * Taking a seat from the play page: with the claim form's name and seed, or a rematch's seat as its
 * player took the last one (storage.rematchSeat). Loaded when a seat is taken: a claimed seat's visits
 * never need it. Each answers whether the claim went through.
 */
import type { ClaimKey } from "#engine/seat-keys";
import { api, randomHex } from "./api";
import type { GameController } from "./live";
import { storage, type RematchSeat } from "./storage";

/** The claim form's answer; a signed claim when the room asks for one (its nonce). */
export async function claimWithForm(
  c: GameController,
  id: string,
  token: string,
  form: { name: string; seed: string; oneTime: boolean },
): Promise<boolean> {
  const nonce = c.game?.claimNonce;
  const player = nonce
    ? await import("./player-key").then((k) => k.signedClaim(id, nonce, form.oneTime))
    : null;
  return take(c, id, token, form.name, form.seed || undefined, player);
}

/** The seat of a rematch this browser's player played before: claimed as before, no form. */
export async function claimAgain(
  c: GameController,
  id: string,
  token: string,
  again: RematchSeat,
): Promise<boolean> {
  const nonce = c.game?.claimNonce;
  const player = nonce
    ? await import("./player-key").then((k) => k.rematchClaim(id, nonce, again.player))
    : null;
  return take(c, id, token, again.name, randomHex(16), player);
}

async function take(
  c: GameController,
  id: string,
  token: string,
  name: string,
  seed: string | undefined,
  player: ClaimKey | null,
): Promise<boolean> {
  if (!(await c.act(() => api.claim(id, token, name, seed, player)))) return false;
  // A new seat (a rematch's too) takes this browser's notification defaults.
  const defaults = storage.notifyDefaults();
  if (defaults)
    void import("./seat-api").then(({ seatApi }) => seatApi.saveNotifications(id, token, defaults));
  return true;
}
