/** A game's id: 12 characters without look-alike letters, drawn by the API (a new game) and the room (a rematch), or made from a fixed seed or a fork's key. */
import { sha256Hex } from "./engine/random";

const ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789"; // no look-alikes (l, o, 0, 1)

export const GAME_ID = /^[a-km-np-z2-9]{12}$/;

export function newGameId(): string {
  return [...crypto.getRandomValues(new Uint8Array(12))].map((b) => ALPHABET[b & 31]).join("");
}

/**
 * The id of a game created with a fixed server seed (development and test servers only): fixed by the
 * seed too, since every die depends on the id, so one seed names one game and its every roll.
 */
export function seededGameId(serverSeed: string): string {
  return idOfHex(sha256Hex(`game-id|${serverSeed}`));
}

/** A fork's id, fixed by its parent and its request's key: a retry reaches the room the first try made (worker/api/fork.ts). */
export function forkGameId(parentId: string, key: string): string {
  return idOfHex(sha256Hex(`fork-id|${parentId}|${key}`));
}

function idOfHex(hex: string): string {
  return Array.from(
    { length: 12 },
    (_, i) => ALPHABET[Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16) & 31],
  ).join("");
}
