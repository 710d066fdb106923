/** How to play Boxcars roll & write, in our own words (the rules page, `/rules/boxcars-rw`). */
import type { Guide } from "../../sheet/sheet-types";

export const guide: Guide = {
  title: "Boxcars roll & write",
  summary:
    "Seven shared dice, one scorepad each: load boxcars with the numbers rolled, finish trains before the others do, and build loaders that bend the dice your way.",
  facts: "1–5 players · seven six-sided dice shared by the table · everyone writes on every turn",
  sections: [
    {
      heading: "Your pad",
      body: [
        "Six trains, from the easy Durango to the long Denver. Each train is one or two boxcars, and each boxcar shows the sum it needs. Below them are eight loaders and a warehouse.",
        "You write one die's number in one empty box. A boxcar is loaded when its numbers add up to its sum exactly.",
        "Every boxcar also has a red unloader box: the number written there is taken away from the total. It lets a boxcar that ran over come back to its sum. While the unloader is empty the total may run past the sum; once it is used, the boxcar must land exactly.",
        "Within a train, the front boxcar must be loaded before you write in the one behind it, unless an Order loader lets you skip ahead.",
      ],
    },
    {
      heading: "A turn",
      body: [
        [
          "The player whose turn it is rolls. The very first roll uses all seven dice; after that you must roll the dice the previous player used, and you may also roll any of the others or leave them lying.",
          "Pick one number showing and take every die of that number. Write each of them in a box of your pad.",
          "Then every other player may write that number once on their own pad, or pass. They can answer in any order; the turn ends when all have answered.",
          "The dice just used are the ones the next player must roll.",
        ],
      ],
    },
    {
      heading: "Loaders",
      body: [
        "A loader is filled like a boxcar but has no unloader: its boxes must add up to exactly its number. Once it is full, its power works from your next turn on.",
        [
          "Loaders of 5 work when you answer another player's turn, at most one per turn: Even Split (write an even number as two halves), Up (write one more), Down (write one less) and Order (write in any boxcar of a train).",
          "Loaders of 7 work on your own turn, as many as you have: Order (write in any boxcar of a train), Re-roll (roll any dice once more after your roll), Bonus (also take one die of another number, for yourself only) and Change (turn one die to any face).",
        ],
      ],
    },
    {
      heading: "Scoring",
      body: [
        [
          "1 point for every loaded boxcar and every full loader.",
          "A finished train scores its engine bonus: the big number if nobody finished that train before your turn (everyone who finishes it in the same turn gets the big number), otherwise the small one.",
          "Warehouse: any number may go there. At the end the warehouse totals are ranked: the biggest scores a point per filled box, the second a point per two boxes, the third a point per three (rounded down). Tied players share the better rate.",
        ],
      ],
    },
    {
      heading: "The end",
      body: [
        "When someone has finished three trains, the current round is played out and then one more full round, so everybody has had the same number of turns. The most points wins; a tie goes to the player earlier in turn order.",
      ],
    },
    {
      heading: "Playing alone",
      body: [
        "Pick a number and write it once for each die showing it, then lock one of the dice you used. You may not pick a number that a locked die shows. When every number showing is locked, you bust: one die leaves the game for good and the locked dice are freed. The game ends when the dice run out. Trains always score their big bonus, and there is no warehouse.",
      ],
    },
  ],
  terms: [
    { term: "3/8", means: "A boxcar's or loader's total so far and the sum it needs: 3 written, 8 needed." },
    { term: "Unloader", means: "The red box of a boxcar: its number counts against the total." },
    { term: "Loader", means: "A small row that, once full, gives you a power for the rest of the game." },
    { term: "Warehouse", means: "Boxes for any number; the biggest warehouse totals score at the end." },
    {
      term: "Answer",
      means: "Writing the picked number once on your pad during another player's turn (or passing).",
    },
  ],
};
