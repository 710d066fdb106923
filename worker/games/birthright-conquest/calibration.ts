/**
 * Ruling 12's figures for `npm run simulate -- birthright-conquest`: wins by side and by bot, attacks
 * blocked, and each card's usage (drawn, played, on the winning side). It watches whole states between
 * moves, so it sees hidden draws: a simulation tool only, never the room's.
 */
import type { Move, Seat } from "../../engine/types";
import { cardOf, designId } from "./data/cards";
import { SAFETY_TURNS } from "./rules/state";
import type { BcMove, BcState, PlayerState } from "./types";

interface CardCount {
  /** Games in which someone drew / played it. */
  drawn: number;
  played: number;
  /** Games in which both sides drew it (Common cards only). */
  bothDrew: number;
  /** Games in which exactly one side played it, and those that side won. */
  oneSided: number;
  oneSidedWon: number;
  /** Games the winner played it in. */
  byWinner: number;
}

/** Multiset difference: the entries of `after` not matched in `before`. */
function added(before: readonly string[], after: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const c of before) left.set(c, (left.get(c) ?? 0) + 1);
  return after.filter((c) => {
    const n = left.get(c) ?? 0;
    if (n > 0) left.set(c, n - 1);
    return n === 0;
  });
}

const held = (p: PlayerState) => [...p.hand, ...p.realmHand];

function playedBy(move: BcMove): string[] {
  if (move.type === "orders")
    return [...(move.recruit ?? []).map((r) => r.card), ...(move.events ?? []).map((e) => e.card)];
  if (move.type === "plan") return (move.cards ?? []).map((c) => c.card);
  return [];
}

export function tally() {
  const cards = new Map<string, CardCount>();
  const count = (id: string) =>
    cards.get(id) ??
    cards.set(id, { drawn: 0, played: 0, bothDrew: 0, oneSided: 0, oneSidedWon: 0, byWinner: 0 }).get(id)!;
  let games = 0,
    evilWins = 0,
    draws = 0,
    attacks = 0,
    blockable = 0,
    safety = 0,
    blocked = 0;
  const kindWins = new Map<string, { evil: [number, number]; good: [number, number] }>();
  // Per game: designs drawn and played by each seat.
  let drawn: [Set<string>, Set<string>] = [new Set(), new Set()];
  let played: [Set<string>, Set<string>] = [new Set(), new Set()];

  return {
    start(s: BcState) {
      drawn = [new Set(), new Set()];
      played = [new Set(), new Set()];
      s.players.forEach((p, seat) => held(p).forEach((c) => drawn[seat].add(designId(c))));
    },
    observe(before: BcState, seat: Seat, move: Move, after: BcState) {
      const m = move as BcMove;
      for (const c of playedBy(m)) played[seat].add(designId(c));
      if (m.type === "orders") {
        const n = m.attack?.length ?? 0;
        const free = before.players[1 - seat].lords.filter((l) => l.attacked !== before.turn - 1).length;
        attacks += n;
        blockable += Math.min(n, free);
      }
      if (m.type === "block") blocked += m.blocks?.length ?? 0;
      for (const k of [0, 1] as Seat[])
        for (const c of added(held(before.players[k]), held(after.players[k]))) drawn[k].add(designId(c));
    },
    end(s: BcState, seating: string[]) {
      games++;
      const winner = typeof s.outcome === "number" ? s.outcome : null;
      if (s.outcome === "draw") draws++;
      if (s.turn >= SAFETY_TURNS) safety++;
      if (winner !== null && s.players[winner].side === "evil") evilWins++;
      s.players.forEach((p, seat) => {
        const k = kindWins.get(seating[seat]) ?? { evil: [0, 0], good: [0, 0] };
        k[p.side][1]++;
        if (winner === seat) k[p.side][0]++;
        kindWins.set(seating[seat], k);
      });
      for (const id of new Set([...drawn[0], ...drawn[1]])) {
        const c = count(id);
        c.drawn++;
        if (played[0].has(id) || played[1].has(id)) c.played++;
        if (winner !== null && played[winner].has(id)) c.byWinner++;
        if (drawn[0].has(id) && drawn[1].has(id)) {
          c.bothDrew++;
          if (played[0].has(id) !== played[1].has(id)) {
            c.oneSided++;
            if (winner !== null && played[winner].has(id)) c.oneSidedWon++;
          }
        }
      }
    },
    report(): string[] {
      const pc = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(0)}%` : "–");
      const lines = [
        `Evil wins ${pc(evilWins, games)} of ${games} games (target 45–55%), ${draws} drawn, ${safety} ended by the safety limit`,
        `attacks blocked: ${blocked} of ${attacks} (${pc(blocked, attacks)}; target 30–60%); ${pc(blockable, attacks)} met a Lord free to block`,
        ...[...kindWins].map(
          ([kind, k]) =>
            `${kind} wins as Evil ${pc(k.evil[0], k.evil[1])} (${k.evil[0]}/${k.evil[1]}), as Good ${pc(k.good[0], k.good[1])} (${k.good[0]}/${k.good[1]})`,
        ),
        "card: games drawn / played / played by the winner; Common cards drawn by both sides: one side only played it, and that side won",
      ];
      const kinds = ["realm", "lord", "army", "spell", "event", "blood"];
      const rows = [...cards].sort(
        ([a], [b]) => kinds.indexOf(cardOf(a)!.kind) - kinds.indexOf(cardOf(b)!.kind) || a.localeCompare(b),
      );
      for (const [id, c] of rows) {
        const both = c.bothDrew ? `   one-sided ${c.oneSided}, won ${pc(c.oneSidedWon, c.oneSided)}` : "";
        lines.push(
          `  ${cardOf(id)!.name.padEnd(22)} ${pc(c.drawn, games).padStart(5)} ${pc(c.played, games).padStart(5)} ${pc(c.byWinner, games).padStart(5)}${both}`,
        );
      }
      return lines;
    },
  };
}
