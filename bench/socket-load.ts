/**
 * The service section's load on the live socket: as `http-load.ts` (N games in flight, each created
 * and both seats claimed by HTTP, then played by the bot to its end or MAX_MOVES), but each game's
 * moves go on its live WebSocket, as the play page sends them while it listens there. A move is timed
 * from its message sent to its reply read (the reply comes after the move is stored).
 */
import WebSocket from "ws";
import type { GameResponse, LiveMessage, SocketMove } from "../worker/wire";
import type { MrNaturalState } from "../worker/games/mr-natural/types";
import { mrNaturalBotMove } from "./bot-games";
import { JSON_HEADERS, MAX_MOVES, nextClient, type RunFigures } from "./http-load";

type Reply = Extract<LiveMessage, { type: "reply" }>;

/** One game from create to its end (or MAX_MOVES, or `until`), its moves on the socket. */
async function playOne(url: string, until: number, figures: RunFigures): Promise<void> {
  const ip = nextClient();
  const post = async <T>(path: string, token: string | null, body: unknown, expected: number): Promise<T> => {
    const res = await fetch(`${url}${path}`, {
      method: "POST",
      headers: {
        ...JSON_HEADERS,
        "cf-connecting-ip": ip,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    if (res.status !== expected) throw new Error(`${path.split("/").pop()} ${res.status}`);
    return (await res.json()) as T;
  };
  const created = await post<{ id: string; seats: { url: string }[] }>(
    "/api/games",
    null,
    { game: "mr-natural", seats: 2 },
    201,
  );
  const tokens = created.seats.map((s) => s.url.split("#")[1]);
  let game!: GameResponse;
  for (const [seat, token] of tokens.entries())
    game = await post(
      `/api/games/${created.id}/claim`,
      token,
      { name: `Bot ${seat + 1}`, clientSeed: "bench" },
      200,
    );
  const socket = new WebSocket(`${url.replace(/^http/, "ws")}/api/games/${created.id}/live`, {
    headers: { "cf-connecting-ip": ip },
  });
  let waiting: ((reply: Reply) => void) | null = null;
  socket.on("message", (data) => {
    const message = JSON.parse(String(data)) as LiveMessage;
    if (message.type === "reply") waiting?.(message);
  });
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
  try {
    for (let moves = 0; moves < MAX_MOVES && performance.now() < until; moves++) {
      const seat = game.activeSeats[0];
      const message: SocketMove = {
        type: "move",
        token: tokens[seat],
        move: mrNaturalBotMove(game.view as MrNaturalState, seat),
        version: game.version,
        key: `${created.id}-${game.version}`,
      };
      const sentAt = performance.now();
      const text = JSON.stringify(message);
      const reply = await new Promise<Reply>((resolve) => {
        waiting = resolve;
        socket.send(text);
      });
      if (reply.status !== 200) throw new Error(`move ${reply.status}`);
      figures.latencies.push(performance.now() - sentAt);
      figures.moves++;
      figures.responseBytes += JSON.stringify(reply.body).length;
      game = reply.body as GameResponse;
      if (game.status === "finished") {
        figures.games++;
        break;
      }
    }
  } finally {
    socket.close();
  }
}

export async function runSocketLoad(url: string, connections: number, seconds: number): Promise<RunFigures> {
  const figures: RunFigures = { latencies: [], moves: 0, seconds: 0, games: 0, responseBytes: 0, errors: {} };
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        try {
          await playOne(url, until, figures);
        } catch (error) {
          const what = error instanceof Error ? error.message : String(error);
          figures.errors[what] = (figures.errors[what] ?? 0) + 1;
        }
      }
    }),
  );
  figures.seconds = (performance.now() - started) / 1000;
  return figures;
}
