/**
 * The service section's load on boardgame.io's own server (`boardgameio-server.ts`), through its
 * own client protocol, shaped like `http-load.ts`'s: N games in flight, each played to its end or
 * MAX_MOVES, then the next. A game is made through the Lobby API (create, join both seats for
 * their credentials), then each seat plays from its own `Client` with the `SocketIO` transport, as
 * two players' browsers would. The bot chooses each move from the mover's state; a move's round
 * trip is timed from the move call to the server's `update` of that move reaching the mover's socket
 * (Mr. Natural's rolls use the server's dice, so the client cannot show them before). Making a match
 * and connecting its clients are not timed.
 */
import { Client, LobbyClient } from "boardgame.io/client";
import { SocketIO } from "boardgame.io/multiplayer";
import type { State } from "boardgame.io";
import type { MrNaturalState } from "../worker/games/mr-natural/types";
import { mrNaturalGame } from "./boardgameio-mr-natural";
import { mrNaturalBotMove } from "./bot-games";
import type { Server } from "./dev-server";
import { MAX_MOVES, type RunFigures } from "./http-load";

/** boardgame.io's server: `url` its game server (socket.io), `lobbyUrl` its Lobby API. */
export interface PeerServer extends Server {
  lobbyUrl: string;
}

const GAME = mrNaturalGame();
const MOVE_TIMEOUT_MS = 15_000;

type Player = ReturnType<typeof Client<MrNaturalState>>;

/** The `_stateID` of the last state the server sent this client (sync or update), and who waits for more. */
interface Seen {
  stateID: number;
  waiting: { after: number; resolve: () => void }[];
}

/**
 * Listens on the client's own socket.io socket (the transport keeps it after `start()`): the
 * store's subscribers cannot tell the server's state from the client's optimistic one.
 */
function watch(player: Player, matchID: string): Seen {
  const seen: Seen = { stateID: -1, waiting: [] };
  const heard = (id: string, stateID: number) => {
    if (id !== matchID || stateID <= seen.stateID) return;
    seen.stateID = stateID;
    seen.waiting = seen.waiting.filter((w) => (stateID > w.after ? (w.resolve(), false) : true));
  };
  const socket = (player as unknown as { transport: { socket: import("socket.io-client").Socket } }).transport
    .socket;
  socket.on("update", (id: string, state: State) => heard(id, state._stateID));
  socket.on("sync", (id: string, sync: { state: State }) => heard(id, sync.state._stateID));
  return seen;
}

/** Resolves once the server sent a state later than `after` (rejects after MOVE_TIMEOUT_MS). */
function later(seen: Seen, after: number): Promise<void> {
  if (seen.stateID > after) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no update from the server")), MOVE_TIMEOUT_MS);
    seen.waiting.push({
      after,
      resolve: () => {
        clearTimeout(timer);
        resolve();
      },
    });
  });
}

interface Match {
  players: Player[];
  seen: Seen[];
}

/** A new match through the Lobby API, each seat joined and connected by its own client. */
async function openMatch(url: string, lobby: LobbyClient): Promise<Match> {
  const { matchID } = await lobby.createMatch(GAME.name!, { numPlayers: 2 });
  const match: Match = { players: [], seen: [] };
  try {
    for (const playerID of ["0", "1"]) {
      const joined = await lobby.joinMatch(GAME.name!, matchID, { playerID, playerName: `Bot ${playerID}` });
      const player = Client({
        game: GAME,
        numPlayers: 2,
        matchID,
        playerID,
        credentials: joined.playerCredentials,
        multiplayer: SocketIO({ server: url }),
        debug: false,
      });
      player.start();
      match.players.push(player);
      match.seen.push(watch(player, matchID));
    }
    await Promise.all(match.seen.map((s) => later(s, -1)));
    return match;
  } catch (error) {
    closeMatch(match);
    throw error;
  }
}

function closeMatch({ players }: Match): void {
  for (const player of players) player.stop();
}

/** Plays `match` to its end, MAX_MOVES or `until`, timing each move. */
async function play({ players, seen }: Match, figures: RunFigures, until: number): Promise<void> {
  for (let moves = 0; moves < MAX_MOVES && performance.now() < until; moves++) {
    const state = players[0].getState()!;
    if (state.ctx.gameover) {
      figures.games++;
      return;
    }
    const seat = Number(state.ctx.currentPlayer);
    const move = mrNaturalBotMove(state.G, seat);
    const sentAt = performance.now();
    if (move.type === "pick") players[seat].moves.pick(move.die);
    else players[seat].moves[move.type]();
    await later(seen[seat], state._stateID);
    figures.latencies.push(performance.now() - sentAt);
    figures.moves++;
    // Not timed: the other seat's client has the move too before the next one is chosen.
    await later(seen[1 - seat], state._stateID);
  }
}

/**
 * `connections` games in flight for `seconds`; the same figures as `runLoad` (response bytes not
 * counted). The clock starts once every slot's first match is connected (2N socket.io clients take
 * seconds to connect on a busy machine); the matches made after that are inside the time, as ours are.
 */
export async function runBoardgameioLoad(
  { url, lobbyUrl }: PeerServer,
  connections: number,
  seconds: number,
): Promise<RunFigures> {
  const figures: RunFigures = { latencies: [], moves: 0, seconds: 0, games: 0, responseBytes: 0, errors: {} };
  const fail = (error: Error) => {
    figures.errors[error.message] = (figures.errors[error.message] ?? 0) + 1;
    return null;
  };
  const lobby = new LobbyClient({ server: lobbyUrl });
  const first = await Promise.all(
    Array.from({ length: connections }, () => openMatch(url, lobby).catch(fail)),
  );
  const started = performance.now();
  const until = started + seconds * 1000;
  const slot = async (match: Match | null) => {
    while (performance.now() < until) {
      match ??= await openMatch(url, lobby).catch(fail);
      if (!match) continue;
      await play(match, figures, until).catch(fail);
      closeMatch(match);
      match = null;
    }
    if (match) closeMatch(match);
  };
  await Promise.all(first.map(slot));
  figures.seconds = (performance.now() - started) / 1000;
  return figures;
}
