/** Why a BOXCARS game ended, from its view (see sheet/ending.ts). */
import type { RailsView } from "#games/boxcars-rails/client";
import type { EndReason } from "../../sheet/ending";

export const endReason: EndReason = (raw, name) => {
  const view = raw as RailsView;
  const winner = view.winner === null ? "" : name(view.winner);
  switch (view.ended) {
    // The winner heads the table even when another player is worth more: the others follow by net worth.
    case "home":
      return winner
        ? `${winner} reached home with the cash to win; the others follow by net worth (cash and railroads), the figure shown.`
        : null;
    case "alone":
      return winner ? `${winner} was the last player left.` : "Only one player was left.";
    case "limit":
      return `The turn limit ended the game${winner ? `; ${winner} was ahead` : ""}.`;
    case "out":
      return "The railroad went out of business.";
    default:
      return null;
  }
};
