/**
 * How the 28 railroads are told apart: 14 colours, each worn by two railroads, one drawn solid and
 * one dashed. scripts/make-rail-assets.ts gives every railroad its colour and dash (stored in
 * network.json) so that railroads that meet or run near each other differ as much as possible, and
 * the two railroads sharing a colour lie far apart. The colours are chosen to read on the board's
 * paper in both page themes (the paper stays light, like the dice).
 */
export const PALETTE = [
  "#d7263d", // red
  "#2a56c6", // blue
  "#2e9443", // green
  "#ef7d12", // orange
  "#8a2dae", // purple
  "#1597b8", // cyan
  "#8f5a23", // brown
  "#d63ba6", // magenta
  "#23211f", // black
  "#7d8e00", // olive
  "#7a0f1e", // maroon
  "#15246b", // navy
  "#3d8f84", // teal
  "#c59a00", // mustard
] as const;

/** The dash of a dashed railroad, in board units (segments are 10 to 31 units long). */
export const DASH = "3.2 2";

/** The colours of players' trains when the sheet gives none (seat order). */
export const SEAT_COLOURS = ["#d7263d", "#2a56c6", "#2e9443", "#ef7d12", "#8a2dae", "#1597b8"] as const;
