/**
 * Plays one game over the v1 HTTP API, the way a careful client does: create, claim every seat,
 * then move for whichever seat may act, choosing from the `legalMoves` the server sent.
 * Every move carries a fresh idempotency key; when the connection fails (the server was killed)
 * the very same request (same key, same version, same move) is sent again until it is answered,
 * and that answer must be a 200. Every acknowledged move is remembered, in order, per game.
 */
import { canonical } from "../worker/engine/canonical";
import { chooseMove, Prng, type Move } from "./choose";

export interface Plan {
  game: string;
  seats: number;
  options: Record<string, unknown>;
  /** Seeds the move choices, client seeds, names and keys of this game. */
  seed: string;
}

export interface Ack {
  seat: number;
  move: Move;
  key: string;
  /** The version the move was sent with; the 200 answer's version must be one more. */
  version: number;
  /** The request failed at the network level at least once before its 200. */
  retried: boolean;
  /** When it was first sent (ms since the epoch). */
  sentAt: number;
}

export interface GameRun {
  plan: Plan;
  id: string | null;
  commitment: string | null;
  tokens: string[];
  acks: Ack[];
  finished: boolean;
  result: unknown;
  failure: string | null;
}

export interface Counters {
  requests: number;
  movesSent: number;
  networkErrors: number;
  /** Requests answered after one or more network errors (each resent with the same body). */
  retriedRequests: number;
  retriedMoves: number;
  /** Moves resent once more after their 200 (same key): each must be 200 with the same version. */
  resent: number;
  resentSame: number;
  rateLimited: number;
  /** wrangler dev's proxy answered 503 "Your worker restarted mid-request" (treated like a lost connection). */
  devProxy503: number;
  inFlightMoves: number;
  acked: number;
}

export function newCounters(): Counters {
  return {
    requests: 0,
    movesSent: 0,
    networkErrors: 0,
    retriedRequests: 0,
    retriedMoves: 0,
    resent: 0,
    resentSame: 0,
    rateLimited: 0,
    devProxy503: 0,
    inFlightMoves: 0,
    acked: 0,
  };
}

export interface ClientOptions {
  base: string;
  counters: Counters;
  /** Called after a network error before the request is sent again (e.g. waits for the restart). */
  afterNetworkError: () => Promise<void>;
  /** Give up on one request after this long of failing connections. */
  retryForMs?: number;
  /** Fraction of moves resent once more after their 200, with the same key (idempotency check). */
  resendRate?: number;
  /** Hard cap on moves per game (a game that does not end is a failure). */
  maxMoves?: number;
}

interface Answer {
  status: number;
  json: any;
}

/** A problem the soak reports as a failure (a message, no stack). */
export class SoakError extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function describe(method: string, path: string, body: unknown, answer: Answer): string {
  const text = JSON.stringify(answer.json);
  return `${method} ${path} ${body === undefined ? "" : JSON.stringify(body)} -> ${answer.status} ${text.length > 600 ? `${text.slice(0, 600)}...` : text}`;
}

export class Client {
  readonly #o: Required<ClientOptions>;

  constructor(options: ClientOptions) {
    this.#o = { retryForMs: 300_000, resendRate: 0, maxMoves: 5000, ...options };
  }

  get counters(): Counters {
    return this.#o.counters;
  }

  /**
   * One request, resent unchanged after network errors and after 429 (the limiter answers before
   * the room, so nothing was applied). Returns the first real answer and whether it needed a retry.
   */
  async call(
    method: string,
    path: string,
    opts: { token?: string; body?: unknown; ip?: string } = {},
  ): Promise<Answer & { retried: boolean }> {
    const headers: Record<string, string> = { Accept: "application/json" };
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    // Locally, wrangler dev keeps a client's CF-Connecting-IP: each seat is its own player, its own address.
    if (opts.ip) headers["CF-Connecting-IP"] = opts.ip;
    const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    if (body) headers["Content-Type"] = "application/json";
    const giveUp = Date.now() + this.#o.retryForMs;
    let retried = false;
    for (;;) {
      let response: Response;
      let json: unknown;
      this.counters.requests++;
      try {
        response = await fetch(`${this.#o.base}${path}`, {
          method,
          headers,
          body,
          signal: AbortSignal.timeout(60_000),
        });
        const text = await response.text();
        try {
          json = JSON.parse(text);
        } catch {
          json = { unparsed: text.slice(0, 300) };
        }
      } catch (error) {
        this.counters.networkErrors++;
        retried = true;
        if (Date.now() > giveUp)
          throw new SoakError(
            `${method} ${path}: no answer for ${this.#o.retryForMs} ms (${String((error as Error).cause ?? error)})`,
          );
        await this.#o.afterNetworkError();
        continue;
      }
      if (
        response.status === 503 &&
        typeof json === "object" &&
        json &&
        String((json as { unparsed?: string }).unparsed).startsWith("Your worker restarted mid-request")
      ) {
        // wrangler dev's own proxy: the Worker was reloaded while this request was in it. For the
        // client that is a lost connection; whether the room stored the move is unknown.
        this.counters.devProxy503++;
        retried = true;
        if (Date.now() > giveUp)
          throw new SoakError(
            `${method} ${path}: wrangler dev kept answering 503 (Worker restarted mid-request)`,
          );
        await this.#o.afterNetworkError();
        continue;
      }
      if (response.status === 429) {
        this.counters.rateLimited++;
        const wait = Math.min(Number(response.headers.get("Retry-After") ?? "5") || 5, 60);
        if (Date.now() + wait * 1000 > giveUp + 120_000)
          throw new SoakError(`${method} ${path}: still rate limited`);
        await sleep(wait * 1000);
        continue;
      }
      if (retried) this.counters.retriedRequests++;
      return { status: response.status, json, retried };
    }
  }

  /** Plays one game to its end. Never throws: a problem ends the game with `failure` set. */
  async play(plan: Plan): Promise<GameRun> {
    const run: GameRun = {
      plan,
      id: null,
      commitment: null,
      tokens: [],
      acks: [],
      finished: false,
      result: null,
      failure: null,
    };
    try {
      await this.#play(run);
    } catch (error) {
      run.failure =
        error instanceof SoakError ? error.message : `client error: ${(error as Error).stack ?? error}`;
    }
    return run;
  }

  async #play(run: GameRun): Promise<void> {
    const { plan } = run;
    const rng = new Prng(plan.seed);
    const ips = Array.from(
      { length: plan.seats },
      () => `10.${rng.int(256)}.${rng.int(256)}.${1 + rng.int(254)}`,
    );
    // Listed, so the check of the public finished list sees them (games of several people are unlisted by default).
    const createBody = { game: plan.game, seats: plan.seats, options: plan.options, listed: true };
    const created = await this.call("POST", "/api/games", { body: createBody, ip: ips[0] });
    if (created.status !== 201) throw new SoakError(describe("POST", "/api/games", createBody, created));
    run.id = created.json.id;
    run.commitment = created.json.commitment;
    run.tokens = (created.json.seats as { url: string }[]).map((s) => s.url.slice(s.url.indexOf("#") + 1));
    const base = `/api/games/${run.id}`;

    let state: any = null;
    for (let seat = 0; seat < plan.seats; seat++) {
      const claim = { name: `Soak ${seat + 1}`, clientSeed: rng.hex(32) };
      const claimed = await this.call("POST", `${base}/claim`, {
        token: run.tokens[seat],
        body: claim,
        ip: ips[seat],
      });
      if (claimed.status !== 200) throw new SoakError(describe("POST", `${base}/claim`, claim, claimed));
      state = claimed.json;
    }
    if (state.status !== "playing")
      throw new SoakError(`${run.id}: status ${state.status} after every seat claimed (expected playing)`);

    while (state.status === "playing") {
      if (run.acks.length >= this.#o.maxMoves)
        throw new SoakError(`${run.id}: no end after ${run.acks.length} moves`);
      const active: number[] = state.activeSeats;
      if (!active?.length)
        throw new SoakError(`${run.id}: playing at version ${state.version} but no active seat`);
      // Simultaneous turns: usually carry on with the seat that just moved (its answer holds its legal
      // moves, saving a read); otherwise any active seat.
      const mover: number | undefined = state.you?.seat;
      const seat =
        mover !== undefined && active.includes(mover) && state.legalMoves && rng.next() < 0.75
          ? mover
          : rng.pick(active);
      if (!(state.you?.seat === seat && state.legalMoves)) {
        const read = await this.call("GET", base, { token: run.tokens[seat] });
        if (read.status !== 200) throw new SoakError(describe("GET", base, undefined, read));
        state = read.json;
        if (state.status !== "playing") break;
        if (!state.activeSeats.includes(seat)) continue;
        if (!state.legalMoves?.length)
          throw new SoakError(
            `GET ${base} as seat ${seat}: active but no legalMoves (version ${state.version})`,
          );
      }
      const move = chooseMove(state.legalMoves, rng);
      const body = {
        move,
        version: state.version as number,
        key: `soak-${plan.seed}-${run.acks.length}-${rng.hex(16)}`.slice(0, 100),
      };
      const path = `${base}/moves`;
      this.counters.movesSent++;
      this.counters.inFlightMoves++;
      const sentAt = Date.now();
      let answer: Answer & { retried: boolean };
      try {
        answer = await this.call("POST", path, { token: run.tokens[seat], body, ip: ips[seat] });
      } finally {
        this.counters.inFlightMoves--;
      }
      if (answer.status !== 200) {
        throw new SoakError(
          `${answer.retried ? "RETRIED after a network error: " : ""}${describe("POST", path, body, answer)} (expected 200)`,
        );
      }
      if (answer.json.version !== body.version + 1) {
        throw new SoakError(
          `${describe("POST", path, body, answer)}: answered version ${answer.json.version}, expected ${body.version + 1}`,
        );
      }
      run.acks.push({ seat, move, key: body.key, version: body.version, retried: answer.retried, sentAt });
      this.counters.acked++;
      if (answer.retried) this.counters.retriedMoves++;
      // After a retry, and for a sample of the rest: the same request once more must change nothing.
      if (answer.retried || rng.next() < this.#o.resendRate) {
        this.counters.resent++;
        const again = await this.call("POST", path, { token: run.tokens[seat], body, ip: ips[seat] });
        if (again.status !== 200 || again.json.version !== body.version + 1) {
          throw new SoakError(
            `resent ${describe("POST", path, body, again)}: expected 200 at version ${body.version + 1} (the first answer was 200 at ${answer.json.version})`,
          );
        }
        this.counters.resentSame++;
      }
      state = answer.json;
    }
    if (state.status !== "finished")
      throw new SoakError(`${run.id}: status ${state.status}, expected finished`);
    run.finished = true;
    run.result = state.result;
  }
}

/** Compares a record's moves with the acknowledged ones: the same seats and moves, in order. */
export function compareMoves(
  record: { moves: { n: number; seat: number; move: unknown; by: string }[] },
  acks: Ack[],
): string | null {
  const moves = record.moves;
  for (let i = 0; i < Math.max(moves.length, acks.length); i++) {
    const m = moves[i],
      a = acks[i];
    if (!m)
      return `the record has ${moves.length} moves; ${acks.length} were acknowledged (first missing: #${i + 1} seat ${a.seat} ${canonical(a.move)}, key ${a.key})`;
    if (!a)
      return `the record has ${moves.length} moves; only ${acks.length} were acknowledged (extra: #${m.n} seat ${m.seat} ${canonical(m.move)})`;
    if (m.n !== i + 1 || m.seat !== a.seat || m.by !== "player" || canonical(m.move) !== canonical(a.move)) {
      return `move #${i + 1}: record n=${m.n} seat ${m.seat} by ${m.by} ${canonical(m.move)}; acknowledged seat ${a.seat} ${canonical(a.move)} (key ${a.key}${a.retried ? ", retried" : ""})`;
    }
  }
  return null;
}
