/**
 * The league's calls to game rooms, as one small port: the alarm's work takes it as a parameter, so
 * a test can stand a failing one in (a restart between a room's change and the league's record of it).
 * Every call is one the API makes too; a room's answer is the same `Reply`.
 */
import { archivedGame } from "../archive/reader";
import type { Env } from "../env";
import type { ContactInput } from "../notify/contacts";
import type { ClaimInput, Created, CreateInput, GameResponse, HostAction, Reply } from "../wire";

export interface Rooms {
  create(input: CreateInput): Promise<Created | Reply>;
  claim(id: string, token: string, input: ClaimInput): Promise<Reply>;
  contact(id: string, token: string, input: ContactInput): Promise<Reply>;
  host(id: string, token: string, action: HostAction): Promise<Reply>;
  /** The game as a spectator sees it, from its room or (once the room is gone) the archive; null for no game. */
  summary(id: string): Promise<GameResponse | null>;
}

export function roomsOf(env: Env): Rooms {
  const room = (id: string) => env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id));
  return {
    create: (input) => room(input.id).create(input),
    claim: (id, token, input) => room(id).claim(token, input),
    contact: (id, token, input) => room(id).contact(token, input),
    host: (id, token, action) => room(id).host(token, action),
    summary: async (id) => (await room(id).summary()) ?? (await archivedGame(env, id)),
  };
}
