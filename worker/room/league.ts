/**
 * A league's game tells its league when it has ended, from the alarm set at once at its end. The league
 * reads the result from the room itself (and polls its games too), so a lost call only makes it late.
 */
import type { Env } from "../env";
import { leagueJoinText, signatureProblem, type ClaimKey, type SeatPlayer } from "../engine/seat-keys";
import { fail, type CreateInput, type Reply } from "../wire";
import { seatPlayerOf } from "./claim-key";
import type { RoomRows } from "./rows";

const KEY = "league";

interface LeagueLink {
  id: string;
  told: boolean;
}

export async function rememberLeague(storage: DurableObjectStorage, input: CreateInput): Promise<void> {
  if (input.league) await storage.put<LeagueLink>(KEY, { id: input.league.id, told: false });
}

/** Whether this room is a league's game whose end the league has not yet been told. */
export async function leagueWaiting(storage: DurableObjectStorage): Promise<boolean> {
  const link = await storage.get<LeagueLink>(KEY);
  return link !== undefined && !link.told;
}

export async function tellLeague(
  storage: DurableObjectStorage,
  env: Env,
  rows: RoomRows | null,
): Promise<void> {
  if (!rows?.meta.ended_at) return;
  const link = await storage.get<LeagueLink>(KEY);
  if (!link || link.told) return;
  try {
    const reply = await env.LEAGUE_ROOM.get(env.LEAGUE_ROOM.idFromName(link.id)).gameEnded(rows.meta.game_id);
    if (reply.status < 500) await storage.put<LeagueLink>(KEY, { ...link, told: true });
  } catch (error) {
    console.warn(`telling league ${link.id} that ${rows.meta.game_id} ended failed:`, error);
  }
}

/**
 * A league claims a player's seat with the key the player joined the league with: the seat carries the
 * join's signature, checked here against this room's league (docs/leagues.md, "Joining with a key").
 */
export async function leagueSeatKey(
  storage: DurableObjectStorage,
  key: ClaimKey,
): Promise<SeatPlayer | Reply> {
  const link = await storage.get<LeagueLink>(KEY);
  if (!link) return fail(403, "not_a_league_game", "Only a league's game takes a league's key.");
  const problem = await signatureProblem(key, leagueJoinText(link.id));
  if (problem) return fail(400, "bad_signature", problem);
  return { ...seatPlayerOf(key, link.id), via: "league" };
}
