/** How to play Box Cars, in our own words (the rules page, `/rules/box-cars-d10`). */
import type { Guide } from "../../sheet/sheet-types";

export const guide: Guide = {
  title: "Box Cars",
  summary:
    "Build the best ten-car train you can with ten-sided dice, five times over: the best five-turn total wins.",
  facts: "1–8 players · ten ten-sided dice · five turns each, played whenever each player likes",
  sections: [
    {
      heading: "The dice are train cars",
      body: [
        [
          "1 Locomotive · 2 Caboose · 3 Mail Car",
          "4 Sleeper and 5 Coach: passenger cars",
          "6 Box Car, 7 Tank and 8 Hopper: freight cars",
          "9 Way Car · 0 Breakdown",
        ],
      ],
    },
    {
      heading: "A turn",
      body: [
        "Roll all ten dice. Then you get four chances to improve the train: first you may roll again up to 8 of the dice, then up to 6, then up to 4, then up to 2. Choosing none passes that chance.",
        "A Breakdown can only be rolled again while a Way Car is among your dice; without one it stays put (the sheet shows it locked).",
        "You may stop at any point and score the dice as they are. After the last chance the train is scored anyway.",
      ],
    },
    {
      heading: "Scoring a train",
      body: [
        "No Locomotive at all means the whole turn scores 0, whatever else you have. With at least one:",
        [
          "A Locomotive: +10 (more of them add nothing).",
          "A Caboose: +10 (more add nothing); no Caboose: −10.",
          "A Mail Car: +10 (more add nothing).",
          "Each Breakdown: −10. Way Cars score 0 but unlock Breakdowns.",
          "Sleeper, Coach, Box Car, Tank and Hopper count by how many of that one kind you hold: 1 is +5, 2 is +20, 3 is +40, 4 is +60, 5 is +80, 6 is +100, 7 is +120, 8 or more +140.",
          "Passenger bonus +10: two or more Sleepers and Coaches, and not a single freight car.",
          "Freight bonus +10: two or more Box Cars, Tanks and Hoppers, and not a single passenger car.",
        ],
      ],
    },
    {
      heading: "Winning",
      body: [
        "After five turns each, the highest total wins; equal totals share the win. Players never get in each other's way, so each may play their turns at their own pace. Alone, your five-turn total is your score on the board of finished solo games.",
      ],
    },
  ],
  terms: [
    {
      term: "Skip this re-roll",
      means: "Pass this re-roll chance and go on to the next one; the turn goes on.",
    },
    { term: "Stop · score", means: "Score the train now and skip the chances left." },
    { term: "↻ 8, ↻ 6, ↻ 4, ↻ 2", means: "The four re-roll chances and how many dice each allows." },
  ],
};
