/** A game's id: 12 characters without look-alike letters, drawn by the API (a new game) and the room (a rematch). */
const ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789"; // no look-alikes (l, o, 0, 1)

export const GAME_ID = /^[a-km-np-z2-9]{12}$/;

export function newGameId(): string {
  return [...crypto.getRandomValues(new Uint8Array(12))].map((b) => ALPHABET[b & 31]).join("");
}
