/**
 * The rules of one game, for client-side replay (the verify and replay pages): the rules the server
 * plays by (`rules` of the game's client.ts: its definition.ts, without its move schema, bot and
 * hints), loaded through the web registry (games/index.ts), so a page downloads only the game it shows.
 */
import type { AnyRules } from "#engine/define";
import { sheets } from "./games";

/** `options`: the record's, for a game whose tables depend on them (the rail game's board). */
export async function loadRules(id: string, options?: unknown): Promise<AnyRules | null> {
  const entry = Object.hasOwn(sheets, id) ? sheets[id] : undefined;
  return entry ? entry.rules(options) : null;
}
