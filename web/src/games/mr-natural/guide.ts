/** How to play BOXCAR (Mr. Natural), in our own words (the rules page, `/rules/mr-natural`). */
import type { Guide } from "../../sheet/sheet-types";

export const guide: Guide = {
  title: "BOXCAR (Mr. Natural)",
  summary:
    "A push-your-luck race with six dice: keep rolling to pile up points, and be the first to bank the target score.",
  facts: "1–8 players · six dice · a game to 10,000 takes a while; 2,000 or 5,000 make it quick",
  sections: [
    {
      heading: "Your turn",
      body: [
        "Roll all six dice. Every die that scores is counted and set aside at once (you do not choose), and you roll the dice that are left.",
        "Keep going while your dice score. When a roll scores nothing, your turn ends and you keep what the turn had scored.",
        "When all six dice have scored you choose: bank the turn's points, or roll all six again. That fresh roll is the risky one: if it scores nothing, the whole turn is lost.",
      ],
    },
    {
      heading: "What scores",
      body: [
        "Only the dice of a single roll count together:",
        [
          "Mr. Natural (1, 2, 3, 4, 5 and 6 in one roll): 1,500.",
          "Boxcar (three pairs in one roll; four of a kind with a pair counts too): 1,000. Three pairs always score as a Boxcar.",
          "Three of a kind: the face times 100, except three 1s, which are worth 1,000.",
          "Each die beyond three of the same face adds the three-of-a-kind value once more: four 4s are 800, five 5s 1,500, six 6s 2,400.",
          "Any other 1 is worth 100 and any other 5 is worth 50.",
        ],
      ],
    },
    {
      heading: "A Nothing",
      body: [
        "A roll of all six dice showing exactly two pairs and two odd dice, neither of them a 1 or a 5, is a Nothing. You pick one of the two odd dice and roll it again: if it comes up equal to the other odd die you have three pairs, a Boxcar for 1,000; otherwise the roll scores nothing.",
      ],
    },
    {
      heading: "Winning",
      body: [
        "The first player whose banked total reaches the target wins straight away. Alone, you race the target and your score is the number of turns it took: fewer is better.",
      ],
    },
    {
      heading: "Options the host may choose",
      body: [
        [
          "Target: 10,000, 5,000 or 2,000.",
          "Get on the board: your first turn that counts must score at least 550.",
          "350 minimum: a turn that ends under 350 scores nothing, and from 350 points in a turn you may stop and bank before all six dice have scored.",
        ],
      ],
    },
  ],
  terms: [
    { term: "Bank", means: "End your turn and add its points to your total." },
    { term: "Turn points", means: "What this turn has scored so far, not yet banked." },
    {
      term: "Alias",
      means: "Your name at the table; you may change it at the start of your turn, before the first roll.",
    },
  ],
};
