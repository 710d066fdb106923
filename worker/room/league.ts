/**
 * A league's game tells its league when it has ended, from the alarm set at once at its end. The league
 * reads the result from the room itself (and polls its games too), so a lost call only makes it late.
 * The link (which league, whether it was told) is made with the room and held in its value.
 */
import type { Env } from "../env";
import { leagueJoinText, signatureProblem, type ClaimKey, type SeatPlayer } from "../engine/seat-keys";
import { fail, type Reply } from "../wire";
import { seatPlayerOf } from "./claim-key";
import type { Ledger } from "./ledger";
import type { RoomRows } from "./rows";

/** Whether this room is a league's game whose end the league has not yet been told. */
export function leagueWaiting(rows: RoomRows): boolean {
  return rows.league !== null && !rows.league.told;
}

export async function tellLeague(ledger: Ledger, env: Env): Promise<void> {
  const rows = ledger.rows();
  const link = rows?.league;
  if (!rows?.meta.ended_at || !link || link.told) return;
  try {
    const reply = await env.LEAGUE_ROOM.get(env.LEAGUE_ROOM.idFromName(link.id)).gameEnded(rows.meta.game_id);
    if (reply.status < 500) ledger.transaction(() => ledger.leagueTold());
  } catch (error) {
    console.warn(`telling league ${link.id} that ${rows.meta.game_id} ended failed:`, error);
  }
}

/**
 * A league claims a player's seat with the key the player joined the league with: the seat carries the
 * join's signature, checked here against this room's league (docs/leagues.md, "Joining with a key").
 */
export async function leagueSeatKey(rows: RoomRows | null, key: ClaimKey): Promise<SeatPlayer | Reply> {
  const link = rows?.league;
  if (!link) return fail(403, "not_a_league_game", "Only a league's game takes a league's key.");
  const problem = await signatureProblem(key, leagueJoinText(link.id));
  if (problem) return fail(400, "bad_signature", problem);
  return { ...seatPlayerOf(key, link.id), via: "league" };
}
