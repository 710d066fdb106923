/**
 * What the purchase panel says about each item: its price, its share of destination chances, the
 * cities it adds to the buyer's network, and who would pay whom once it is bought (ruling 7's rates).
 */
import { RAILROADS_AT_CITY, railroadShares } from "../../../../worker/games/boxcars-rails/analysis";
import { CITIES, EXPRESS_PRICE, RAILROADS, SUPER_CHIEF_PRICE } from "../../../../worker/games/boxcars-rails/data";
import { BANK_FEE, HIGH_PLAYER_FEE, PLAYER_FEE } from "../../../../worker/games/boxcars-rails/fees";
import type { RailsView } from "../../../../worker/games/boxcars-rails/types";
import { dollars } from "./words";

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

let shares: Map<string, number> | null = null;
const shareOf = (id: string) => (shares ??= new Map(railroadShares().map((s) => [s.id, s.share]))).get(id) ?? 0;

export function offer(view: RailsView, seat: number, item: string, name: (seat: number) => string): Offer {
  if (item === "express") return { item, title: "Express", price: EXPRESS_PRICE, effect: "Doubles of any kind give a bonus move (not only 6 + 6)." };
  if (item === "superchief") return { item, title: "Super Chief", price: SUPER_CHIEF_PRICE, effect: "A bonus move on every turn." };
  const r = RAILROADS.findIndex((rr) => rr.id === item);
  const mine = new Set(view.owners.flatMap((o, i) => (o === seat ? [i] : [])));
  const added = CITIES.flatMap((c, i) => (RAILROADS_AT_CITY[i].includes(r) && !RAILROADS_AT_CITY[i].some((x) => mine.has(x)) ? [c.name] : []));
  const others = view.players.flatMap((p, s) => (s !== seat && p.out === null ? [name(s)] : []));
  const last = view.owners.filter((o) => o === null).length === 1;
  const rate = view.highFees || last ? HIGH_PLAYER_FEE : PLAYER_FEE;
  const effect = `Today you pay the bank ${dollars(BANK_FEE)} a turn on it; bought, it is free for you${
    others.length ? ` and ${others.join(", ")} pay${others.length === 1 ? "s" : ""} you ${dollars(rate)} a turn they use it` : ""
  }${last ? " (the last railroad: every player's rate becomes $10,000)" : ""}.`;
  return { item, title: `${item} · ${RAILROADS[r].name}`, price: RAILROADS[r].price, share: shareOf(item), added: [...new Set(added)], effect };
}
