/** How to play Coal N' Write, in our own words (the rules page, `/rules/coal-n-write`). */
import type { Guide } from "../sheet-types";

export const guide: Guide = {
  title: "Coal N' Write",
  summary:
    "Everyone works the same dice at once: dig minerals out of your own mine, spend in Boom Town, and send six burros to town past the bandits. Most cash wins.",
  facts:
    "1–6 players · three six-sided dice shared by the table · everyone decides on every throw · about 30 minutes",
  sections: [
    {
      heading: "Your sheet",
      body: [
        "Your mine is a tunnel running from the entrance (at the bottom) to the back wall, with chambers on both sides. Each chamber holds one mineral: Borax ($3) near the entrance, Coal ($5) and Tin ($8) further in, Silver ($12) at the back. A few hold a geode (?) whose worth is a die roll, and some also hide a lizard bone.",
        "A chamber shows a dig number and a few dig bubbles. On each side of the tunnel you work a row from the tunnel outward: only the chamber nearest the tunnel that is not dug out yet is open.",
        "Beside the mine you keep your cash, your ore stash (what you have dug out and not shipped), ammo, tonics, claim tokens, the Lone Miner tracker and seven burros.",
      ],
    },
    {
      heading: "A throw",
      body: [
        "The table throws the dice and every player uses every die for themselves, all at the same time. Nobody takes a die away from anyone else. For each die you may:",
        [
          "Dig: fill one empty bubble of an open chamber. Any face will do.",
          "Claim: take an open chamber with one die, or several dice added together, that reach its dig number. Once all its bubbles are filled, any single die claims it. A claimed chamber's mineral goes into your stash.",
          "Go to Boom Town: when two or three dice show the same face, one of them may visit one card in town. One visit per throw.",
          "Leave it: press Done when you want no more from this throw.",
        ],
        "A Horsepower Tonic, bought in town, adds 2 to one of your dice for a claim, for you alone; several may go on one die. The sheet offers a claim with tonics when the dice fall just short.",
        "On the sheet: tap an open chamber to see every way to work it, or tap some dice first to claim with exactly those dice.",
      ],
    },
    {
      heading: "The Bunkhouse and the Lone Miner",
      body: [
        "After any throw that shows a 1, one die goes to the Bunkhouse, so throws shrink from three dice to two, then to one.",
        "With one die left, each player writes a bonus letter first: C (two Coal), D (three free digs), A (a box of ammo), V (a free visit to town), G (a free seat at Backroom Gamblin', if that card is in town) or $ ($10 on this round's delivery). The lone die is then thrown up to three times, and each result is used as usual. A 1 ends the round without the bonus; three throws without a 1 earn everyone their letter.",
      ],
    },
    {
      heading: "Burros and bandits",
      body: [
        "When all the miners are in the Bunkhouse, everyone loads the round's burro from their stash: six minerals at most, eight with Tack & Harness.",
        "Later burros meet bandits, shown as hats with a number. Spend a box of ammo to throw three dice: each die higher than a hat's number drives that bandit off, one die per bandit. Spend more boxes or a tonic (+2 on a fight die) if you like. A bandit still standing takes every mineral of the most valuable kind on that burro.",
        "What arrives is paid in cash, plus any bonus from the Exchange Office, Wash Day or the $ letter. Cash is your score and also what you spend in town.",
      ],
    },
    {
      heading: "Boom Town",
      body: [
        "Eight cards are in town from the start (ammo, tonics, geode cracking, the Sheriff, the Exchange Office, Pony Express mail, Tack & Harness, Wash Day) and one more card arrives at the start of every round. Each card on the sheet says what it does and costs. Some need a claim token; you have ten.",
        "A few cards exist only in a solo game or only with others: the sheet shows just the ones in play.",
      ],
    },
    {
      heading: "The end",
      body: [
        "After six rounds (seven if someone hired burro 7 through Mule Team or Sugarfoot), the last payments come in: Pony Express for the most mail, any geodes still in your stash cracked with one roll, and the Sheriff's pay for your tokens on his card. The most cash wins; a tie goes to the player whose leftover stash is worth more.",
        "Alone, you play against the rank table: under $200 sends you back east, then Bronze, Silver and Gold bands every $50, and above $350 the top rank.",
      ],
    },
    {
      heading: "About this version",
      body: [
        "The published rules name the player sheet and the town cards without printing them. The mine map, the bandits on each burro and the card prices here are our reconstruction, tuned by playing thousands of games between bots; the project's notes on this game list every number and why it was chosen.",
      ],
    },
  ],
  terms: [
    {
      term: "Dig number",
      means: "What one die or several dice added together must reach to claim a chamber.",
    },
    {
      term: "Dig bubble",
      means:
        "A dot on a chamber; any die fills one, and a chamber with all its bubbles filled is claimed by any die.",
    },
    { term: "Ore stash", means: "Minerals you have dug out and not yet loaded on a burro." },
    { term: "Bunkhouse", means: "Where dice go after a throw with a 1: fewer dice on the next throw." },
    { term: "Claim token", means: "One of your ten markers, put on some Boom Town cards when you use them." },
  ],
};
