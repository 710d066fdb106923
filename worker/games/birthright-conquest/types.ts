/**
 * Birthright Conquest's state, moves and view. The state holds secrets (both Action hands, every
 * deck's order, a battle plan before the reveal); `view` hides them (view.ts).
 */
import type { Seat } from "../../engine/types";

export type Side = "evil" | "good";
/** Who plays Evil (ruling 1): the first seat, the second, or one drawn from the committed seed. */
export interface BcOptions {
  evil: "first seat" | "second seat" | "random";
}

/** A Lord in play with his attached Armies (Allies), earliest attached first. */
export interface LordInPlay {
  card: string;
  allies: string[];
  /** The turn he came into play: he may not attack in it (ruling 6). */
  arrived: number;
  /** The last turn he attacked in (0: never): he may not block in the next turn (ruling 7). */
  attacked: number;
}

export interface PlayerState {
  side: Side;
  gold: number;
  /** The Realm deck, top first: secret from everyone. */
  deck: string[];
  /** Face up on the table. */
  realmHand: string[];
  /** The Action hand: its owner's secret. */
  hand: string[];
  realms: string[];
  lords: LordInPlay[];
  /** Realm cards out of the game (milled, razed, beaten), public. */
  discard: string[];
}

export interface Attack {
  /** The attacking Lord's card. */
  attacker: string;
  /** The defending Lord blocking it, or null when unblocked. */
  blocker: string | null;
}

/** One battle-timed card of a plan, on the battle of the named attacking Lord. */
export interface PlanCard {
  card: string;
  battle: string;
}

export interface BattleReport {
  attacker: string;
  blocker: string;
  /** The cards each side played on it (attacker's first), and those cancelled. */
  cards: [string[], string[]];
  cancelled: string[];
  force: [number, number];
  winner: "attacker" | "defender";
}

/** What happened in the last attack phase, public once it has happened. */
export interface TurnReport {
  turn: number;
  milled: string[];
  razed: string[];
  battles: BattleReport[];
  /** Armies the winners discarded at the end of the turn. */
  spent: string[];
}

export type Phase = "draw" | "drawing" | "orders" | "blocks" | "plans" | "ended";

export interface DrawChoice {
  realm: "one" | "fill";
  buyRealm: boolean;
  buyAction: boolean;
}

export interface BcState {
  /** Turns are counted across both players: Evil plays the odd ones. */
  turn: number;
  active: Seat;
  phase: Phase;
  /** The draw choice waiting to be carried out (phase "drawing"). */
  choice: DrawChoice | null;
  players: [PlayerState, PlayerState];
  common: { deck: string[]; discard: string[]; shuffles: number };
  attacks: Attack[];
  /** Battle plans by seat while they are chosen (null: not in yet); the cards stay in the hand until the reveal. */
  plans: [PlanCard[] | null, PlanCard[] | null];
  /** Lords that won a battle this turn: each discards one Ally at the end of it (ruling 8). */
  victors: string[];
  last: TurnReport | null;
  /**
   * The attack phase before `last`, kept on show for one more turn so that a player who comes back
   * after the other's turn still reads what their own attacks did. Absent until a second attack phase
   * (and in rooms made before it existed); a copy of an earlier `last`, so the state hash leaves it out.
   */
  earlier?: TurnReport;
  /** The winner's seat, "draw", or null while the game runs. */
  outcome: GameOutcome | null;
  /** The seat that conceded (ruling 15); absent otherwise, so older records hash as they did. */
  conceded?: Seat;
}

export type GameOutcome = Seat | "draw";

export interface RecruitItem {
  card: string;
  /** For an Army: the Lord of yours it attaches to. */
  lord?: string;
}

export interface EventItem {
  card: string;
  /** For a card that acts on an Army: the Army. */
  target?: string;
}

export type BcMove =
  /** Alliance and Planning draws: one Realm card or fill to 4; buy an extra Realm card (3 gold) and/or Action card (2 gold). */
  | { type: "draw"; realm: "one" | "fill"; buyRealm: boolean; buyAction: boolean }
  /**
   * The rest of the turn in phase order: the Realm hand's excess to the deck bottom, the Action hand's
   * excess discarded, Realm/Lords/Armies into play in the order listed, Event cards in order, attackers.
   */
  | {
      type: "orders";
      bottom?: string[];
      discard?: string[];
      recruit?: RecruitItem[];
      events?: EventItem[];
      attack?: string[];
    }
  /** The defender's blockers, and the Realms in play given up to hits on an empty deck. */
  | { type: "block"; blocks?: { attacker: string; blocker: string }[]; raze?: string[] }
  /** A sealed battle plan. */
  | { type: "plan"; cards?: PlanCard[] };

export interface PlayerView {
  side: Side;
  gold: number;
  deckSize: number;
  realmHand: string[];
  handSize: number;
  /** Only for the seat's own view. */
  hand: string[] | null;
  realms: string[];
  lords: LordInPlay[];
  discard: string[];
}

export interface BcView {
  turn: number;
  active: Seat;
  phase: Phase;
  seat: Seat | null;
  players: [PlayerView, PlayerView];
  common: { deckSize: number; discard: string[] };
  attacks: Attack[];
  /** Whose plan is in; the viewer's own plan. */
  plansIn: [boolean, boolean];
  plan: PlanCard[] | null;
  victors: string[];
  last: TurnReport | null;
  earlier?: TurnReport;
  outcome: GameOutcome | null;
  conceded?: Seat;
}
