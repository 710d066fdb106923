/** The room's links to other games: the rematch it made, the game it was forked from, the league it plays for. */
import type { ForkRow, LeagueLink, RematchRow } from "../rows";
import type { RoomStore } from "./room-store";
import { LEAGUE_KEY } from "./sql";

export function setRematch(store: RoomStore, row: RematchRow): void {
  store.sql.exec(
    "INSERT INTO rematch (id, game_id, host_token, seat_tokens) VALUES (1, ?, ?, ?)",
    row.game_id,
    row.host_token,
    row.seat_tokens,
  );
  store.set(() => ({ rematch: row }));
}

export function setFork(store: RoomStore, row: ForkRow): void {
  store.sql.exec(
    "INSERT INTO fork (id, parent_id, move, state_hash, position, request_hash) VALUES (1, ?, ?, ?, ?, ?)",
    row.parent_id,
    row.move,
    row.state_hash,
    row.position,
    row.request_hash,
  );
  store.set(() => ({ fork: row }));
}

export function setLeague(store: RoomStore, link: LeagueLink): void {
  store.kv.put(LEAGUE_KEY, link);
  store.set(() => ({ league: link }));
}
