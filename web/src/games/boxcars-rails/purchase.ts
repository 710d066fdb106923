/**
 * What the purchase panel says about each item: its price, its share of destination chances, the
 * cities it adds to the buyer's network, and who would pay whom once it is bought (ruling 7's rates).
 */
import { railroadShares, railroadsAtCity } from "../../../../worker/games/boxcars-rails/analysis";
import { EXPRESS_PRICE, SUPER_CHIEF_PRICE, boardOf, perBoard } from "../../../../worker/games/boxcars-rails/data";
import { BANK_FEE, HIGH_PLAYER_FEE, PLAYER_FEE } from "../../../../worker/games/boxcars-rails/fees";
import type { RailsView } from "../../../../worker/games/boxcars-rails/types";

export interface Offer {
  item: string;
  title: string;
  price: number;
  /** Railroads only: share of destination rolls that land on a city it serves (0..1). */
  share?: number;
  /** Railroads only: cities it serves that the buyer's railroads do not yet. */
  added?: string[];
  /** Who would pay whom, in words. */
  effect: string;
}

const shares = perBoard((board) => new Map(railroadShares(board).map((s) => [s.id, s.share])));

export function offer(view: RailsView, seat: number, item: string, name: (seat: number) => string): Offer {
  if (item === "express") return { item, title: "Express", price: EXPRESS_PRICE, effect: "Doubles of any kind give a bonus move (not only 6 + 6)." };
  if (item === "superchief") return { item, title: "Super Chief", price: SUPER_CHIEF_PRICE, effect: "A bonus move on every turn." };
  const board = boardOf(view.options);
  const dollars = board.money, at = railroadsAtCity(board);
  const r = board.railroads.findIndex((rr) => rr.id === item);
  const mine = new Set(view.owners.flatMap((o, i) => (o === seat ? [i] : [])));
  const added = board.cities.flatMap((c, i) => (at[i].includes(r) && !at[i].some((x) => mine.has(x)) ? [c.name] : []));
  const others = view.players.flatMap((p, s) => (s !== seat && p.out === null ? [name(s)] : []));
  const last = view.owners.filter((o) => o === null).length === 1;
  const rate = view.highFees || last ? HIGH_PLAYER_FEE : PLAYER_FEE;
  const effect = `Today you pay the bank ${dollars(BANK_FEE)} a turn on it; bought, it is free for you${
    others.length ? ` and ${others.join(", ")} pay${others.length === 1 ? "s" : ""} you ${dollars(rate)} a turn they use it` : ""
  }${last ? " (the last railroad: every player's rate becomes ${dollars(HIGH_PLAYER_FEE)})" : ""}.`;
  return { item, title: `${item} · ${board.railroads[r].name}`, price: board.railroads[r].price, share: shares(board).get(item) ?? 0, added: [...new Set(added)], effect };
}
