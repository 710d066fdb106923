/** What the table waits for, in words: the panel of a viewer who may not act (loaded only then). */
import { boardOf } from "#games/boxcars-rails/client";
import type { RailsView } from "#games/boxcars-rails/client";

/** What the table waits for, when the viewer may not act. */
export function waitingWords(
  view: RailsView,
  name: (seat: number) => string,
  seat: number | null = null,
): string {
  if (view.phase === "over") return "The game is over.";
  const sale = view.sale;
  if (sale) {
    if (sale.railroad === null) return `${name(sale.seller)} is choosing a railroad to sell.`;
    const board = boardOf(view.options);
    // The view shows a bidder its own sealed maximum alone (0: it passed).
    const mine =
      seat === null || seat === sale.seller || sale.stage.waiting.includes(seat)
        ? ""
        : sale.bids[seat] > 0
          ? ` You bid up to ${board.money(sale.bids[seat])}, sealed.`
          : " You passed.";
    return `Auction of the ${board.railroads[sale.railroad].id}: waiting for ${sale.stage.waiting.map(name).join(", ") || "the result"}.${mine}`;
  }
  const who = name(view.turn.seat);
  const what: Record<string, string> = {
    home: "a home city",
    declare: "whether to declare",
    region: "a region",
    route: "a route",
    purchase: "what to buy",
  };
  return what[view.turn.step] ? `Waiting for ${who} to choose ${what[view.turn.step]}.` : `${who}'s turn.`;
}
