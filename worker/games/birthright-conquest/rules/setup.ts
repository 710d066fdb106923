/**
 * Setup (ruling 1): each deck shuffled from its own stream, the draws hidden from everyone; then 5
 * Action cards and 4 Realm cards each, taken from the tops, and 5 gold. Evil moves first.
 */
import type { Random } from "../../../engine/dice";
import type { SetupContext } from "../../../engine/types";
import { DECKS } from "../data/cards";
import type { BcOptions, BcState, PlayerState, Side } from "../types";
import { drawCommon, drawRealm, shuffled, START_ACTIONS, START_GOLD, START_REALMS } from "./state";

function player(side: Side, rng: Random): PlayerState {
  const p: PlayerState = {
    side,
    gold: START_GOLD,
    deck: shuffled(DECKS[side], rng, `${side}/shuffle`),
    realmHand: [],
    hand: [],
    realms: [],
    lords: [],
    discard: [],
  };
  drawRealm(p, START_REALMS);
  return p;
}

export function setup(ctx: SetupContext<BcOptions>, rng: Random): BcState {
  const choice = ctx.options.evil ?? "first seat";
  // A public draw: who plays which side is no secret.
  const evil = choice === "second seat" ? 1 : choice === "random" ? rng.die("sides", 2) - 1 : 0;
  const players = (
    evil === 0 ? [player("evil", rng), player("good", rng)] : [player("good", rng), player("evil", rng)]
  ) as [PlayerState, PlayerState];
  const s: BcState = {
    turn: 1,
    active: evil,
    phase: "draw",
    choice: null,
    players,
    common: { deck: shuffled(DECKS.common, rng, "common/shuffle:0"), discard: [], shuffles: 0 },
    attacks: [],
    plans: [null, null],
    victors: [],
    last: null,
    outcome: null,
  };
  drawCommon(s, evil, START_ACTIONS, rng);
  drawCommon(s, 1 - evil, START_ACTIONS, rng);
  return s;
}
