/** A new game's room: its seed and commitment, a token per seat and the host's, and a fork's or league's link. */
import { checkedOptions } from "../engine/options";
import { commitmentOf } from "../engine/random";
import { games } from "../games";
import type { CreateInput, ForkInput } from "../wire";
import type { ForkRow } from "./rows";
import { create } from "./storage/game";
import { setFork, setLeague } from "./storage/links";
import type { RoomStore } from "./storage/room-store";
import { hashToken, newServerSeed, newToken } from "./tokens";

export interface NewGame {
  commitment: string;
  hostToken: string;
  /** A token per seat (null for a bot seat: never handed out). */
  seatTokens: (string | null)[];
}

/** Stores the new game (call inside a transaction); `start` starts it when a league seats bots alone. */
export function createGame(store: RoomStore, input: CreateInput, start: () => void): NewGame {
  const game = games[input.game];
  const serverSeed = input.serverSeed ?? newServerSeed();
  const hostToken = input.league?.hostToken ?? input.fork?.hostToken ?? newToken();
  const tokens =
    input.league?.seatTokens ?? input.fork?.seatTokens ?? Array.from({ length: input.seats }, newToken);
  const commitment = commitmentOf(serverSeed);
  create(
    store,
    {
      game_id: input.id,
      game: input.game,
      options: JSON.stringify(checkedOptions(game.options, input.options)),
      clock: JSON.stringify(input.clock),
      origin: input.origin,
      server_seed: serverSeed,
      commitment,
      host_hash: hashToken(hostToken),
      created_at: new Date().toISOString(),
      listed: input.listed ? 1 : 0,
      record_format: 2,
      rated: input.rated ? 1 : 0,
    },
    tokens.map((token, seat) => ({ tokenHash: hashToken(token), bot: input.bots.includes(seat) })),
  );
  if (input.fork) setFork(store, forkRow(input.fork));
  if (input.league) setLeague(store, { id: input.league.id, told: false });
  // Only a league seats bots alone (its players handed to the bot): nobody will claim, so it starts now.
  if (input.league && input.bots.length === input.seats) start();
  return {
    commitment,
    hostToken,
    seatTokens: tokens.map((token, seat) => (input.bots.includes(seat) ? null : token)),
  };
}

function forkRow(fork: ForkInput): ForkRow {
  return {
    parent_id: fork.from.id,
    move: fork.from.move,
    state_hash: fork.from.stateHash,
    position: JSON.stringify(fork.position),
    request_hash: fork.requestHash,
  };
}
