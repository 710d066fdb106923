/** Birthright Conquest's rules, named in one place: a new game, who acts, a move applied, the steps that need no decision. */
export { activeSeats, apply, auto } from "./apply";
export { setup } from "./setup";
