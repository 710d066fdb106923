/**
 * What the purchase panel says: who would pay whom once a railroad is bought (ruling 7's rates,
 * said once for all of them), and about each item its price, its share of destination chances and
 * the cities it adds to the buyer's network; the offers in order of use to the buyer.
 */
import { railroadShares, railroadsAtCity } from "#games/boxcars-rails/client-purchase";
import { EXPRESS_PRICE, SUPER_CHIEF_PRICE, boardOf, perBoard } from "#games/boxcars-rails/client";
import { BANK_FEE, HIGH_PLAYER_FEE, PLAYER_FEE } from "#games/boxcars-rails/client";
import type { RailsView } from "#games/boxcars-rails/client";

export interface Offer {
  item: string;
  title: string;
  price: number;
  /** Railroads only: share of destination rolls that land on a city it serves (0..1). */
  share?: number;
  /** Railroads only: cities it serves that the buyer's railroads do not yet. */
  added?: string[];
  /** What only this item does, in words (the trains); railroads share `feeRule`. */
  effect?: string;
}

const shares = perBoard((board) => new Map(railroadShares(board).map((s) => [s.id, s.share])));

/** The last railroad for sale: buying it raises every player's rate. */
const lastForSale = (view: RailsView) => view.owners.filter((o) => o === null).length === 1;

/** Who pays whom for any railroad bought now, in one sentence, in the board's money. */
export function feeRule(view: RailsView, seat: number, name: (seat: number) => string): string {
  const money = boardOf(view.options).money;
  const others = view.players.flatMap((p, s) => (s !== seat && p.out === null ? [name(s)] : []));
  const rate = view.highFees || lastForSale(view) ? HIGH_PLAYER_FEE : PLAYER_FEE;
  return `A railroad you do not own costs you ${money(BANK_FEE)} a turn you use it; bought, it is free for you${
    others.length
      ? ` and ${others.join(", ")} pay${others.length === 1 ? "s" : ""} you ${money(rate)} a turn they use it`
      : ""
  }${lastForSale(view) ? ` (this is the last railroad: every player's rate becomes ${money(HIGH_PLAYER_FEE)})` : ""}.`;
}

export function offer(view: RailsView, seat: number, item: string): Offer {
  if (item === "express")
    return {
      item,
      title: "Express",
      price: EXPRESS_PRICE,
      effect: "Doubles of any kind give a bonus move (not only 6 + 6).",
    };
  if (item === "superchief")
    return { item, title: "Super Chief", price: SUPER_CHIEF_PRICE, effect: "A bonus move on every turn." };
  const board = boardOf(view.options);
  const at = railroadsAtCity(board);
  const r = board.railroads.findIndex((rr) => rr.id === item);
  const mine = new Set(view.owners.flatMap((o, i) => (o === seat ? [i] : [])));
  const added = board.cities.flatMap((c, i) =>
    at[i].includes(r) && !at[i].some((x) => mine.has(x)) ? [c.name] : [],
  );
  return {
    item,
    title: `${item} · ${board.railroads[r].name}`,
    price: board.railroads[r].price,
    share: shares(board).get(item) ?? 0,
    added: [...new Set(added)],
  };
}

/** Trains first (two offers, each a different kind), then railroads by the cities they add, then by share. */
export function byUse(a: Offer, b: Offer): number {
  if (a.share === undefined || b.share === undefined)
    return Number(a.share !== undefined) - Number(b.share !== undefined);
  return b.added!.length - a.added!.length || b.share - a.share;
}
