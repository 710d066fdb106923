/** Scores (stars, train bonuses, warehouse) and the result. */
import type { GameResult, Seat } from "../../engine/types";
import { filled, WAREHOUSE } from "./board";
import { SHEET } from "./data";
import type { BoxcarsState, ScoreLine, Sheet } from "./types";

export function warehouseOf(sheet: Sheet): { total: number; boxes: number } {
  const { total, empty } = filled(sheet, WAREHOUSE);
  return { total, boxes: SHEET.warehouse.boxes - empty };
}

/**
 * Warehouse points for every seat: totals are ranked (a tie shares the place, the next total takes the
 * place after all of them: 1st, 1st, 3rd); places 1 to 3 score one point per 1, 2 or 3 filled boxes.
 */
export function warehousePoints(sheets: Sheet[]): number[] {
  const ware = sheets.map(warehouseOf);
  return ware.map(({ total, boxes }) => {
    const place = ware.filter((w) => w.total > total).length;
    const per = SHEET.warehouse.per[place];
    return per ? Math.floor(boxes / per) : 0;
  });
}

export function scores(s: BoxcarsState): ScoreLine[] {
  const ware = s.solo ? [0] : warehousePoints(s.sheets);
  return s.sheets.map((sheet, seat) => {
    const stars = Object.keys(sheet.done).length;
    const trains = Object.values(sheet.trains).reduce((a, t) => a + t.bonus, 0);
    return { stars, trains, warehouse: ware[seat], total: stars + trains + ware[seat] };
  });
}

export function result(s: BoxcarsState): GameResult | null {
  if (s.phase !== "over") return null;
  const totals = scores(s).map((l) => l.total);
  const order: Seat[] = totals.map((_, seat) => seat).sort((a, b) => totals[b] - totals[a] || a - b);
  return { ranking: order.map((seat) => [seat]), scores: totals };
}
