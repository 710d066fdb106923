/**
 * The "confirm moves" setting: when on, the frame asks before sending every move (lichess-style).
 * Stored in this browser; off by default everywhere: asking on every tap doubled a phone's taps,
 * and the moves that cost money or cannot be undone ask anyway (the sheets mark them costly).
 */
const KEY = "boxcars:confirm-moves";

export function confirmMoves(): boolean {
  try {
    const stored = localStorage.getItem(KEY);
    if (stored === "on" || stored === "off") return stored === "on";
  } catch {
    /* no storage: the default */
  }
  return false;
}

export function setConfirmMoves(on: boolean): void {
  try {
    localStorage.setItem(KEY, on ? "on" : "off");
  } catch {
    /* not remembered, fine */
  }
}
