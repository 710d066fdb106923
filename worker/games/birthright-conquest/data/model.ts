/** The card model: three kinds in each Realm deck, three in the Common deck, each Action card with a timing and one effect. */

export type Role = "priest" | "wizard" | "beast";

export type Effect =
  /** Battle: + amount to your Lord's Force in this battle; with `blocking`, only for a Lord who blocks. */
  | { kind: "boost"; amount: number; blocking?: true }
  /** Battle: cancels the opponent's strongest boost on this battle. */
  | { kind: "cancel" }
  /** Event: draw this many Common cards. */
  | { kind: "draw"; amount: number }
  /** Event: gain this much gold. */
  | { kind: "gold"; amount: number }
  /** Event: an opposing Army attached to a Lord goes to its owner's Realm discard. */
  | { kind: "slay" }
  /** Event: an opposing attached Army goes back to its owner's Realm hand. */
  | { kind: "recall" };

interface Design {
  id: string;
  name: string;
  copies: number;
  text: string;
}
export interface RealmDesign extends Design {
  kind: "realm";
}
export interface LordDesign extends Design {
  kind: "lord";
  force: number;
  /** The id of his home Realm's design (his own side's). */
  home: string;
  roles: Role[];
}
export interface ArmyDesign extends Design {
  kind: "army";
  /** Its Force bonus, which is also its gold cost. */
  force: number;
}
export interface ActionDesign extends Design {
  kind: "spell" | "event" | "blood";
  timing: "event" | "battle";
  effect: Effect;
}
export type RealmDeckDesign = RealmDesign | LordDesign | ArmyDesign;
export type CardDesign = RealmDeckDesign | ActionDesign;
