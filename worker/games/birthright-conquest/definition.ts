/**
 * Birthright Conquest (`birthright-conquest`): the rules, all that replay and verification need
 * (the rule text, in our words with its rulings in docs/rulings.md). index.ts
 * adds the move schema, the hints, the bots and the server's hooks. The decks are a reconstruction.
 */
import type { GameRules } from "../../engine/types";
import { concede, skip } from "./clock";
import { options } from "./options";
import { result } from "./result";
import { activeSeats, apply, auto, setup } from "./rules";
import { fork } from "./fork";
import { secrets } from "./secrets";
import type { BcMove, BcOptions, BcState, BcView } from "./types";
import { openView, standings, view } from "./view";

export const definition: GameRules<BcState, BcMove, BcOptions, BcView> = {
  id: "birthright-conquest",
  title: "Birthright Conquest",
  summary:
    "Good against Evil with Lords, Realms and Armies: raise your host, hide your hand, and wear the other side's realm down to nothing. A fan game after the text's title: every card here is our own.",
  players: { min: 2, max: 2 },
  options,
  setup,
  activeSeats,
  apply,
  auto,
  view,
  openView,
  standings,
  result,
  secrets,
  fork,
  // Ruling 11: the bot plays a seat out of time by default; skip is the other policy. No drop: two players.
  skip,
  // Ruling 15: a player may concede; the other side wins at once.
  concede,
  // `earlier` is the `last` of a state before (hashed there): records from before it verify as they did.
  hashed: ({ earlier: _, ...rest }) => rest,
};
