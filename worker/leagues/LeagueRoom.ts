/**
 * One Durable Object per league: the RPC surface the Worker calls and the alarm. What a call does is
 * in the modules beside it (entry.ts, host.ts, run.ts, view.ts); every change runs through the
 * store's queue, one at a time, and is stored before it is answered.
 */
import { DurableObject } from "cloudflare:workers";
import type { Env, LeagueRpc } from "../env";
import { fail, ok, type Reply } from "../wire";
import { join, newLeague } from "./entry";
import { hostAction } from "./host";
import { roomsOf } from "./rooms";
import { followGame, nextAlarmAt, runLeague } from "./run";
import type { League } from "./model";
import { LeagueStore } from "./store";
import { leagueResponse } from "./view";
import type { JoinInput, LeagueCreated, LeagueCreateInput, LeagueHostAction } from "./wire";

const noLeague = () => fail(404, "not_found", "No league with this id.");

export class LeagueRoom extends DurableObject<Env> implements LeagueRpc {
  readonly #store: LeagueStore;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.#store = new LeagueStore(ctx.storage);
  }

  async create(input: LeagueCreateInput): Promise<LeagueCreated | Reply> {
    return this.#store.exclusive(async () => {
      if (await this.#store.load()) return fail(409, "exists", "A league with this id exists.");
      const { league, created } = newLeague(input, Date.now());
      await this.#store.save(league);
      return created;
    });
  }

  async read(token: string | null): Promise<Reply> {
    const league = await this.#store.load();
    return league ? ok(leagueResponse(league, token)) : noLeague();
  }

  async join(token: string | null, input: JoinInput): Promise<Reply> {
    return this.#store.exclusive(async () => {
      const league = await this.#store.load();
      if (!league) return noLeague();
      const { reply, changed } = await join(league, token, input, Date.now());
      if (changed) await this.#changed(league);
      return reply;
    });
  }

  async host(token: string | null, input: LeagueHostAction): Promise<Reply> {
    return this.#store.exclusive(async () => {
      const league = await this.#store.load();
      if (!league) return noLeague();
      const { reply, changed } = await hostAction(league, token, input, roomsOf(this.env), Date.now());
      if (changed) await this.#changed(league);
      return reply;
    });
  }

  /** A game's room says it ended: the league reads the result from the room itself, then moves on at once. */
  async gameEnded(gameId: string): Promise<Reply> {
    return this.#store.exclusive(async () => {
      const league = await this.#store.load();
      if (!league) return noLeague();
      const game = league.rounds.flatMap((r) => r.games).find((g) => g.id === gameId && g.created);
      if (!game) return fail(404, "not_in_league", "That game is not one of this league's.");
      await followGame(this.#store, league, game, roomsOf(this.env));
      if (game.result) await this.ctx.storage.setAlarm(Date.now());
      return ok({ game: gameId, ended: game.result !== null });
    });
  }

  async alarm(): Promise<void> {
    await this.#store.exclusive(async () => {
      await runLeague(this.#store, roomsOf(this.env), this.env, Date.now());
      await this.#schedule();
    });
  }

  /** Stores a change and wakes the alarm for what it made due (a start's first round). */
  async #changed(league: League): Promise<void> {
    await this.#store.save(league);
    if (league.startedAt && !league.endedAt) await this.ctx.storage.setAlarm(Date.now());
    else await this.#schedule();
  }

  async #schedule(): Promise<void> {
    const league = await this.#store.load();
    const at = league && nextAlarmAt(league, Date.now());
    if (at === null) await this.ctx.storage.deleteAlarm();
    else await this.ctx.storage.setAlarm(at);
  }
}
