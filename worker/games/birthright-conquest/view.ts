/**
 * What each viewer sees (ruling 3): Realm hands, tableaux, gold, discards and deck sizes are public;
 * an Action hand only to its owner (the others see its size); no deck's order to anyone; a battle
 * plan only to its author until both are in. Standings and the headline read a view.
 */
import type { Seat, Standings, Viewed } from "../../engine/types";
import { realmCount } from "./rules/state";
import type { BcState, BcView, PlayerState, PlayerView } from "./types";

function playerView(p: PlayerState, own: boolean): PlayerView {
  return {
    side: p.side,
    gold: p.gold,
    deckSize: p.deck.length,
    realmHand: p.realmHand,
    handSize: p.hand.length,
    hand: own ? p.hand : null,
    realms: p.realms,
    lords: p.lords,
    discard: p.discard,
  };
}

export function view(s: BcState, seat: Seat | null): BcView {
  return {
    turn: s.turn,
    active: s.active,
    phase: s.phase,
    seat,
    players: [playerView(s.players[0], seat === 0), playerView(s.players[1], seat === 1)],
    common: { deckSize: s.common.deck.length, discard: s.common.discard },
    attacks: s.attacks,
    plansIn: [s.plans[0] !== null, s.plans[1] !== null],
    plan: seat === null ? null : s.plans[seat],
    victors: s.victors,
    last: s.last,
    ...(s.earlier ? { earlier: s.earlier } : {}),
    outcome: s.outcome,
    ...(s.conceded === undefined ? {} : { conceded: s.conceded }),
  };
}

/** A finished game's position with both Action hands shown (the replay after the end). */
export function openView(s: BcState): BcView {
  const open = view(s, null);
  return { ...open, players: [playerView(s.players[0], true), playerView(s.players[1], true)] };
}

/** Each seat's Realm cards left (deck and in play): what the attacks wear down. */
export function standings(v: Viewed<BcView>): Standings {
  return {
    unit: "Realm cards",
    scores: v.players.map((p) => realmCount({ deck: p.deckSize, realms: p.realms })),
  };
}

export function headline(v: Viewed<BcView>, names: string[]): string {
  const line = v.players
    .map(
      (p, seat) =>
        `${names[seat]} (${p.side === "evil" ? "Evil" : "Good"}) ${realmCount({ deck: p.deckSize, realms: p.realms })}`,
    )
    .join(" · ");
  return `Turn ${v.turn}, Realm cards left: ${line}`;
}

/** Figures about a finished game for `npm run simulate`. */
export function stats(s: BcState): Record<string, number> {
  return { turns: Math.ceil(s.turn / 2), gold0: s.players[0].gold, gold1: s.players[1].gold };
}
