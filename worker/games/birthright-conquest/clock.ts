/** What happens when a seat's time runs out (ruling 11): the bot by default, or `skip`. */
export { skip } from "./rules/apply";
