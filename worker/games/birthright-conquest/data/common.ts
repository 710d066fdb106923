/**
 * The Common (Action) deck: a RECONSTRUCTION (ruling 2), names and texts ours. 45 cards: 15 Spells
 * (need a Priest, Wizard or Beast of yours in play), 15 Events (need nothing), 15 Blood Abilities
 * (need a Lord of yours in play). Each is timed for the Event phase or for a battle. Numbers: NOTES.md.
 */
import type { ActionDesign, Effect } from "./model";

const card = (kind: ActionDesign["kind"], id: string, name: string, copies: number, timing: ActionDesign["timing"], effect: Effect, text: string): ActionDesign =>
  ({ kind, id, name, copies, timing, effect, text });
const boost = (amount: number): Effect => ({ kind: "boost", amount });

export const COMMON: readonly ActionDesign[] = [
  card("spell", "sp-ward", "Warding Light", 4, "battle", boost(2), "Battle: a shield of light over your Lord. +2 Force."),
  card("spell", "sp-firebolt", "Firebolt", 3, "battle", boost(3), "Battle: fire falls on the enemy line. +3 Force."),
  card("spell", "sp-unweave", "Unweaving", 3, "battle", { kind: "cancel" }, "Battle: undo the enemy's magic. Cancel the opponent's strongest Force card in this battle."),
  card("spell", "sp-wither", "Wither Host", 3, "event", { kind: "slay" }, "Event: a plague in the enemy camp. Discard an Army attached to an opposing Lord."),
  card("spell", "sp-scry", "Scrying Pool", 2, "event", { kind: "draw", amount: 2 }, "Event: see what is coming. Draw 2 Common cards."),
  card("event", "evt-harvest", "Good Harvest", 4, "event", { kind: "gold", amount: 2 }, "Event: full granaries. Gain 2 gold."),
  card("event", "evt-tribute", "Tribute", 2, "event", { kind: "gold", amount: 3 }, "Event: a neighbour pays for peace. Gain 3 gold."),
  card("event", "evt-envoys", "Envoys Return", 3, "event", { kind: "draw", amount: 2 }, "Event: news from abroad. Draw 2 Common cards."),
  card("event", "evt-desertion", "Desertion", 3, "event", { kind: "recall" }, "Event: unpaid soldiers go home. Return an Army attached to an opposing Lord to its owner's Realm hand."),
  card("event", "evt-high-ground", "High Ground", 3, "battle", boost(1), "Battle: you chose the field. +1 Force."),
  card("blood", "bl-might", "Blood Might", 5, "battle", boost(2), "Battle: the old blood wakes in your Lord. +2 Force."),
  card("blood", "bl-resolve", "Heir's Resolve", 3, "battle", boost(1), "Battle: your Lord will not yield. +1 Force."),
  card("blood", "bl-ward", "Blood Ward", 3, "battle", { kind: "cancel" }, "Battle: your blood refuses the foe's. Cancel the opponent's strongest Force card in this battle."),
  card("blood", "bl-levy", "Royal Levy", 2, "event", { kind: "gold", amount: 2 }, "Event: your blood commands a tax. Gain 2 gold."),
  card("blood", "bl-insight", "Blood Insight", 2, "event", { kind: "draw", amount: 1 }, "Event: a vision in the blood. Draw 1 Common card."),
];
