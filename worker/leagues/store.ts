/**
 * The league room's storage: one JSON document (the runtime keeps recent reads in memory, so each
 * change reads it afresh), and a queue so that changes (joins, host actions, the alarm's work, a
 * game's end) run one at a time even across the awaits of their calls to game rooms.
 */
import { LEAGUE_KEY, type League } from "./model";

export class LeagueStore {
  #queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly storage: DurableObjectStorage) {}

  async load(): Promise<League | null> {
    return (await this.storage.get<League>(LEAGUE_KEY)) ?? null;
  }

  /** Stores the league as it is now; nothing is answered or called on before this resolves. */
  async save(league: League): Promise<void> {
    await this.storage.put(LEAGUE_KEY, league);
  }

  /** Runs `fn` after every change queued before it has finished. */
  exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(fn, fn);
    this.#queue = run.catch(() => undefined);
    return run;
  }
}
