/**
 * The "confirm moves" setting: when on, the frame asks before sending a move (lichess-style).
 * Stored in this browser; on by default on touch screens, where a stray tap is easy.
 */
const KEY = "boxcars:confirm-moves";

export function confirmMoves(): boolean {
  try {
    const stored = localStorage.getItem(KEY);
    if (stored === "on" || stored === "off") return stored === "on";
  } catch {
    /* no storage: the default */
  }
  return typeof matchMedia === "function" && matchMedia("(pointer: coarse)").matches;
}

export function setConfirmMoves(on: boolean): void {
  try {
    localStorage.setItem(KEY, on ? "on" : "off");
  } catch {
    /* not remembered, fine */
  }
}
