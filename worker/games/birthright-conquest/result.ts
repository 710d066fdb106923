/** How a game of Birthright Conquest ends: its ranking and scores (rules/apply.ts decides the outcome). */
export { result } from "./rules/apply";
