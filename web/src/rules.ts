/**
 * The rules of one game, for client-side replay (the verify page). Each game's folder under
 * worker/games exports its one definition object; loading only the folder of the game being
 * verified keeps the page small however many games are registered. If no folder is named after
 * the game id, it falls back to the registry (worker/games/index.ts). Either way these are the
 * very definitions the server registers.
 */
import type { GameDefinition } from "../../worker/engine/types";

const folders = import.meta.glob<Record<string, unknown>>("../../worker/games/*/index.ts");

function isDefinition(value: unknown, id: string): value is GameDefinition {
  return typeof value === "object" && value !== null && (value as GameDefinition).id === id &&
    typeof (value as GameDefinition).apply === "function";
}

export async function loadRules(id: string): Promise<GameDefinition | null> {
  const load = folders[`../../worker/games/${id}/index.ts`];
  if (load) {
    const found = Object.values(await load()).find((value) => isDefinition(value, id));
    if (found) return found as GameDefinition;
  }
  const { games } = await import("../../worker/games");
  return games[id] ?? null;
}
