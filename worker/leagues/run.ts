/**
 * The league's alarm work, step by step, each step stored before the next: plan a round (game ids
 * and tokens chosen and stored before any room is asked), create its games, seat the players
 * (claims under their names, their contacts, a message with their seat link), follow results,
 * end games still running at the round's deadline, then plan the next round or end the league.
 * Every step is safe to run twice: a room answers a second create of the same game "exists" and a
 * second claim with the same name as the first; a result is recorded once per game.
 */
import type { Env } from "../env";
import { newGameId } from "../game-id";
import { rememberRated } from "../players/rated";
import { newToken } from "../room/tokens";
import type { GameResponse } from "../wire";
import type { League, LeagueGame, LeagueRound } from "./model";
import { contactInput, deliverNotices, queueGameLinks } from "./notices";
import { nextRound } from "./plan";
import { handOver } from "./hand-over";
import type { Rooms } from "./rooms";
import type { LeagueStore } from "./store";

/** How often the league looks at its running games when none has told it it ended. */
export const POLL_MS = 10 * 60 * 1000;

export async function runLeague(store: LeagueStore, rooms: Rooms, env: Env, now: number): Promise<void> {
  const league = await store.load();
  if (!league?.startedAt || league.endedAt) return;
  // A round whose games all end at once (or that has none) leads straight to the next.
  for (let guard = 0; guard < 64; guard++) {
    const round = league.rounds.at(-1)!;
    for (const game of round.games) await createGame(store, league, game, rooms, env);
    for (const game of round.games) await seatGame(store, league, game, rooms, now);
    for (const game of round.games) await followGame(store, league, game, rooms);
    if (now >= Date.parse(round.deadline)) await endLateGames(store, league, round, rooms);
    if (!round.games.every((g) => g.result)) break;
    planRound(league, now);
    await store.save(league);
    if (league.endedAt) break;
  }
  await deliverNotices(store, league, env, now);
}

/** When the alarm is next needed: the round's deadline, the next poll, a message's retry; null when nothing waits. */
export function nextAlarmAt(league: League, now: number): number | null {
  const times = league.notices.map((n) => n.nextAt);
  if (league.startedAt && !league.endedAt) {
    const round = league.rounds.at(-1);
    times.push(now + POLL_MS);
    if (round) times.push(Date.parse(round.deadline));
  }
  return times.length ? Math.max(now, Math.min(...times)) : null;
}

/** Adds the next round (its games' ids and tokens chosen now), or ends the league. */
export function planRound(league: League, now: number): void {
  const pairing = nextRound(league);
  if (!pairing) {
    league.endedAt = new Date(now).toISOString();
    return;
  }
  const round = league.rounds.length;
  league.rounds.push({
    startedAt: new Date(now).toISOString(),
    deadline: new Date(now + league.roundDays * 86_400_000).toISOString(),
    byes: pairing.byes,
    games: pairing.tables.map((table) => ({
      id: newGameId(),
      round,
      table,
      hostToken: newToken(),
      seatTokens: table.map(() => newToken()),
      created: false,
      seated: false,
      result: null,
    })),
  });
}

async function createGame(
  store: LeagueStore,
  league: League,
  game: LeagueGame,
  rooms: Rooms,
  env: Env,
): Promise<void> {
  if (game.created) return;
  // Noted first (a repeat changes nothing), so the game's unrated mark works like any rated game's.
  if (league.rated) await rememberRated(env.DB, game.id, game.hostToken);
  const reply = await rooms.create({
    id: game.id,
    game: league.game,
    seats: game.table.length,
    options: league.options,
    clock: league.clock,
    origin: league.origin,
    bots: game.table.flatMap((p, seat) => (league.players[p].bot ? [seat] : [])),
    listed: false,
    rated: league.rated,
    league: { id: league.id, hostToken: game.hostToken, seatTokens: game.seatTokens },
  });
  // "exists": an earlier run created it (with these tokens) and stopped before storing that.
  if (reply.status !== 201 && !reply.json.includes('"exists"')) {
    console.warn(`league ${league.id}: creating ${game.id} failed: ${reply.json}`);
    return;
  }
  game.created = true;
  await store.save(league);
}

/**
 * Claims each person's seat under their name, hands them their contact, and queues their link. A player
 * handed to the bot or dropped since the game was made (a restart between its creation and this) is
 * claimed too, so the game starts, then handed over as the host's action would have.
 */
async function seatGame(
  store: LeagueStore,
  league: League,
  game: LeagueGame,
  rooms: Rooms,
  now: number,
): Promise<void> {
  if (!game.created || game.seated) return;
  const leaving: [seat: number, action: "substitute" | "drop"][] = [];
  for (const [seat, p] of game.table.entries()) {
    const player = league.players[p];
    const claim = await rooms.claim(game.id, game.seatTokens[seat], {
      name: player.name,
      clientSeed: "",
      ...(player.key
        ? {
            leaguePlayer: {
              publicKey: player.key.publicKey,
              alg: player.key.alg,
              signature: player.key.signature,
            },
          }
        : {}),
    });
    // The bot's already (a bot entrant's seat, or one handed over before): nobody to seat there.
    if (claim.json.includes('"seat_is_bot"')) continue;
    // 409: the seat was claimed by an earlier run, or the game went on without it (ended early).
    if (claim.status !== 200 && claim.status !== 409) {
      console.warn(`league ${league.id}: claiming ${game.id} seat ${seat} failed: ${claim.json}`);
      return;
    }
    if (player.bot || player.dropped) leaving.push([seat, player.dropped ? "drop" : "substitute"]);
    else if (player.contact)
      await rooms.contact(game.id, game.seatTokens[seat], contactInput(player.contact));
  }
  for (const [seat, action] of leaving) await handOver(rooms, game, seat, action);
  game.seated = true;
  queueGameLinks(league, game, now);
  await store.save(league);
}

/** Reads a game's result from its room (or the archive) and records it once. */
export async function followGame(
  store: LeagueStore,
  league: League,
  game: LeagueGame,
  rooms: Rooms,
): Promise<void> {
  if (!game.seated || game.result) return;
  const summary = await rooms.summary(game.id);
  const result = summary && resultOf(summary);
  if (!result || game.result) return;
  game.result = result;
  await store.save(league);
}

function resultOf(game: GameResponse): LeagueGame["result"] {
  if (game.status !== "finished") return null;
  if (game.result && !game.aborted) return { ranking: game.result.ranking, scores: game.result.scores };
  // Aborted (at the deadline, or by hand): every seat shares the place, with no score.
  return { ranking: [game.seats.map((s) => s.seat)], scores: game.seats.map(() => 0), aborted: true };
}

/** At the round's deadline, games still running are ended (aborted) and read again. */
async function endLateGames(
  store: LeagueStore,
  league: League,
  round: LeagueRound,
  rooms: Rooms,
): Promise<void> {
  for (const game of round.games) {
    if (game.result) continue;
    const reply = game.created ? await rooms.host(game.id, game.hostToken, { action: "abort" }) : null;
    // Its room never answered, or never started (a seat never claimed): scored as an unfinished game.
    if (!reply || reply.json.includes('"not_started"')) {
      game.result = {
        ranking: [game.table.map((_, seat) => seat)],
        scores: game.table.map(() => 0),
        aborted: true,
      };
      await store.save(league);
      continue;
    }
    if (reply.status !== 200 && reply.status !== 409) continue;
    game.seated = true;
    await followGame(store, league, game, rooms);
  }
}
