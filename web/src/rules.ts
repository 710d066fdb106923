/**
 * The rules of one game, for client-side replay (the verify and replay pages): the very definition
 * the server registers, loaded from the game's own folder through the web registry
 * (games/index.ts), so a page downloads only the game it shows.
 */
import type { GameDefinition } from "../../worker/engine/types";
import { sheets } from "./games";

function isDefinition(value: unknown, id: string): value is GameDefinition {
  return typeof value === "object" && value !== null && (value as GameDefinition).id === id &&
    typeof (value as GameDefinition).apply === "function";
}

export async function loadRules(id: string): Promise<GameDefinition | null> {
  const entry = Object.hasOwn(sheets, id) ? sheets[id] : undefined;
  if (!entry) return null;
  return Object.values(await entry.rules()).find((value): value is GameDefinition => isDefinition(value, id)) ?? null;
}
