/**
 * A fork's parents (its parent, the parent's parent, ...), fetched from this server: the replay
 * and verify pages play a fork from its parent's position (docs/sharing.md, "Forks").
 */
import type { ShownRecord } from "#engine/record";

export async function forkParents(record: ShownRecord): Promise<ShownRecord[]> {
  const parents: ShownRecord[] = [];
  for (let at = record; at.forkedFrom && parents.length < 32; ) {
    const response = await fetch(`/api/games/${encodeURIComponent(at.forkedFrom.id)}/record`);
    if (!response.ok) break;
    at = (await response.json()) as ShownRecord;
    parents.push(at);
  }
  return parents;
}
