/** Making a league and joining it (the league room's RPC `create` and `join`), and its start. */
import { fingerprintOf, leagueJoinText, signatureProblem } from "../engine/seat-keys";
import { newToken, hashToken, sameDigest } from "../room/tokens";
import { fail, ok, type Reply } from "../wire";
import type { Contact } from "../notify/contacts";
import type { League } from "./model";
import { atStart } from "./plan";
import { planRound } from "./run";
import type { JoinInput, LeagueCreated, LeagueCreateInput } from "./wire";

export function newLeague(input: LeagueCreateInput, now: number): { league: League; created: LeagueCreated } {
  const hostToken = newToken();
  const joinToken = newToken();
  const league: League = {
    id: input.id,
    game: input.game,
    options: input.options,
    clock: input.clock,
    format: input.format,
    size: input.size,
    tableSize: input.tableSize,
    plannedRounds: input.rounds,
    roundDays: input.roundDays,
    origin: input.origin,
    rated: input.rated,
    hostHash: hashToken(hostToken),
    joinToken,
    createdAt: new Date(now).toISOString(),
    startedAt: null,
    endedAt: null,
    players: [],
    schedule: null,
    rounds: [],
    notices: [],
  };
  return { league, created: { status: 201, created: { hostToken, joinToken } } };
}

export type LeagueCaller = { role: "host" } | { role: "invite" } | { role: "player"; player: number };

/** Who a bearer token is in this league; null for none or a token of no one here. */
export function callerOf(league: League, token: string | null): LeagueCaller | null {
  if (token === null) return null;
  const hash = hashToken(token);
  if (sameDigest(hash, league.hostHash)) return { role: "host" };
  if (sameDigest(hash, hashToken(league.joinToken))) return { role: "invite" };
  const player = league.players.findIndex((p) => sameDigest(hash, hashToken(p.token)));
  return player >= 0 ? { role: "player", player } : null;
}

export function playerUrl(league: League, player: number): string {
  return `${league.origin}/leagues/${league.id}#${league.players[player].token}`;
}

const sameName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: "base" }) === 0;

/**
 * A player joins with the join link: refused once the league has started or is full, or under a name
 * someone has (case aside). With a player key, the join's signature must be the key's over the
 * league's join text, and a key joins once; a rated league takes keyed joins only. A retried join
 * (same key and name) answers the same player link again. The join that fills the league starts it.
 * Returns the answer and whether the league changed.
 */
export async function join(
  league: League,
  token: string | null,
  input: JoinInput,
  now: number,
): Promise<{ reply: Reply; changed: boolean }> {
  const refuse = (status: 400 | 403 | 409, code: string, message: string) => ({
    reply: fail(status, code, message),
    changed: false,
  });
  if (callerOf(league, token)?.role !== "invite")
    return refuse(
      403,
      "not_invite",
      "Joining needs the league's join link (its token as 'Authorization: Bearer').",
    );
  const again = league.players.findIndex((p) => p.joinKey === input.key && sameName(p.name, input.name));
  if (again >= 0)
    return {
      reply: ok(
        { player: again, url: playerUrl(league, again), contact: league.players[again].contact },
        201,
      ),
      changed: false,
    };
  if (league.startedAt)
    return refuse(409, "league_started", "This league has started; it takes no more players.");
  if (league.players.length >= league.size)
    return refuse(409, "league_full", `This league is full (${league.size} players).`);
  if (league.players.some((p) => sameName(p.name, input.name)))
    return refuse(
      409,
      "name_taken",
      `Someone in this league is called ${input.name} already; pick another name.`,
    );
  if (league.rated && !input.player)
    return refuse(400, "key_required", "This league is rated: join it with your player key.");
  const key = input.player && { ...input.player, fingerprint: fingerprintOf(input.player.publicKey) ?? "" };
  if (key) {
    const problem = await signatureProblem(key, leagueJoinText(league.id));
    if (problem) return refuse(400, "bad_signature", problem);
    if (league.players.some((p) => p.key?.fingerprint === key.fingerprint))
      return refuse(409, "key_taken", "This player key has joined this league already.");
  }
  const contact: Contact | null = input.contact && {
    email: input.contact.email,
    webhook: input.contact.webhook && { ...input.contact.webhook, secret: newToken() },
    push: input.contact.push ?? null,
    digestHours: input.contact.digestHours,
    enabled: input.contact.enabled,
  };
  league.players.push({
    name: input.name,
    token: newToken(),
    joinKey: input.key,
    key: key ?? null,
    bot: false,
    dropped: false,
    joinedAt: new Date(now).toISOString(),
    contact,
  });
  const player = league.players.length - 1;
  if (league.players.length === league.size) start(league, now);
  return { reply: ok({ player, url: playerUrl(league, player), contact }, 201), changed: true };
}

/** Fixes what the format fixes at the start and plans the first round (the alarm creates its games). */
export function start(league: League, now: number): void {
  league.startedAt = new Date(now).toISOString();
  Object.assign(league, atStart(league));
  planRound(league, now);
}
