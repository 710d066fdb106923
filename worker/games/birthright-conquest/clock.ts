/** What happens when a seat's time runs out (ruling 11): the bot by default, or `skip`; and conceding (ruling 15). */
export { concede, skip } from "./rules/apply";
