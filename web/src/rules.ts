/**
 * The rules of one game, for client-side replay (the verify and replay pages): the rules the server
 * plays by (`GameRules`: the game's definition.ts, without its move schema, bot and hints), loaded
 * through the web registry (games/index.ts), so a page downloads only the game it shows.
 */
import type { AnyRules } from "../../worker/engine/define";
import { sheets } from "./games";

function isDefinition(value: unknown, id: string): value is AnyRules {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as AnyRules).id === id &&
    typeof (value as AnyRules).apply === "function"
  );
}

/** `options`: the record's, for a game whose tables depend on them (the rail game's board). */
export async function loadRules(id: string, options?: unknown): Promise<AnyRules | null> {
  const entry = Object.hasOwn(sheets, id) ? sheets[id] : undefined;
  if (!entry) return null;
  return (
    Object.values(await entry.rules(options)).find((value): value is AnyRules => isDefinition(value, id)) ??
    null
  );
}
