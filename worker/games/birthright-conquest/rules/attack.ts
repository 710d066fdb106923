/**
 * The defender's part of the Attack phase (ruling 7): blockers (at most one to an attack, each Lord
 * once, none that attacked in its owner's last turn) and, in the same move, which Realms in play go
 * to hits that land on an empty deck. Then the unblocked hits land: 3 cards off the top of the
 * Realm deck each (as many as are left), or one Realm once the deck was already empty.
 */
import type { MoveError } from "../../../engine/types";
import { lordOf } from "../data/cards";
import type { BcMove, BcState, PlayerState } from "../types";
import { checkDestroyed, cloneState, defender, HIT_MILL, lordIn, refuse } from "./state";
import { endTurn } from "./turn";

export type BlockMove = Extract<BcMove, { type: "block" }>;

/** Whether a defending Lord may block this turn: not if he attacked in his owner's last turn. */
export const mayBlock = (s: BcState, card: string): boolean =>
  (lordIn(s.players[defender(s)], card)?.attacked ?? -1) !== s.turn - 1;

/** Hits among `unblocked` that land when the deck is already empty, and how many Realms they take. */
export function razesNeeded(p: PlayerState, unblocked: number): number {
  const milling = Math.ceil(p.deck.length / HIT_MILL);
  return Math.min(p.realms.length, Math.max(0, unblocked - milling));
}

export function applyBlocks(s: BcState, move: BlockMove): BcState | MoveError {
  const w = cloneState(s);
  const me = w.players[defender(w)];
  const blocks = move.blocks ?? [],
    raze = move.raze ?? [];
  const used = new Set<string>();
  for (const [k, { attacker, blocker }] of blocks.entries()) {
    const part = `blocks[${k}]`;
    const attack = w.attacks.find((a) => a.attacker === attacker);
    if (!attack) return refuse("no_attack", `${part}: ${attacker} is not attacking.`);
    if (attack.blocker !== null)
      return refuse("twice", `${part}: that attack is already blocked; one blocker an attack.`);
    if (!lordIn(me, blocker)) return refuse("no_lord", `${part}: ${blocker} is not a Lord of yours in play.`);
    if (used.has(blocker))
      return refuse("twice", `${part}: ${lordOf(blocker)!.name} already blocks; a Lord blocks once.`);
    if (!mayBlock(w, blocker))
      return refuse(
        "cannot_block",
        `${part}: ${lordOf(blocker)!.name} attacked last turn and may not block.`,
      );
    used.add(blocker);
    attack.blocker = blocker;
  }
  const unblocked = w.attacks.filter((a) => a.blocker === null);
  const needed = razesNeeded(me, unblocked.length);
  if (raze.length !== needed)
    return refuse(
      "wrong_count",
      `raze: ${needed} hit${needed === 1 ? "" : "s"} land on your empty deck; name exactly ${needed} of your Realms in play.`,
    );
  for (const [k, realm] of raze.entries()) {
    if (!me.realms.includes(realm) || raze.indexOf(realm) !== k)
      return refuse(
        "not_in_play",
        `raze[${k}]: ${realm} is not a Realm of yours in play (or is named twice).`,
      );
  }
  const razing = [...raze];
  for (const _hit of unblocked) {
    if (me.deck.length > 0) {
      const milled = me.deck.splice(0, HIT_MILL);
      me.discard.push(...milled);
      w.last!.milled.push(...milled);
    } else if (razing.length > 0) {
      const realm = razing.shift()!;
      me.realms.splice(me.realms.indexOf(realm), 1);
      me.discard.push(realm);
      w.last!.razed.push(realm);
    }
  }
  checkDestroyed(w);
  if (w.outcome !== null) return w;
  if (w.attacks.every((a) => a.blocker === null)) return endTurn(w);
  w.phase = "plans";
  return w;
}

/** Whether the block move holds no decision: no Lord may block and the Realms to raze are all or none. */
export function blockIsForced(s: BcState): boolean {
  const me = s.players[defender(s)];
  const needed = razesNeeded(me, s.attacks.length);
  return !me.lords.some((l) => mayBlock(s, l.card)) && (needed === 0 || needed === me.realms.length);
}
