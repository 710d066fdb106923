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
import { MAX_MOVES, type RunFigures, startedGame } from "./http-load";

type Reply = Extract<LiveMessage, { type: "reply" }>;

/** One game from create to its end (or MAX_MOVES, or `until`), its moves on the socket. */
async function playOne(url: string, until: number, figures: RunFigures): Promise<void> {
  const { id, tokens, ip, game: started } = await startedGame(url);
  let game = started;
  const socket = new WebSocket(`${url.replace(/^http/, "ws")}/api/games/${id}/live`, {
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
        key: `${id}-${game.version}`,
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
