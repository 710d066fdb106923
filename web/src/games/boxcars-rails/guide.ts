/** How to play BOXCARS, the rail game, in our own words (the rules page, `/rules/boxcars-rails`). */
import type { Guide } from "../../sheet/sheet-types";

export const guide: Guide = {
  title: "BOXCARS",
  summary:
    "Ride trains across a map of the United States (or of Great Britain) to cities the dice pick, buy railroads so the others pay you to use them, and be the first back home with the winning cash.",
  facts: "1–6 players · three dice (one red, two white) · a few dozen turns each, played across days by link",
  sections: [
    {
      heading: "Getting started",
      body: [
        "Everyone starts with $20,000 (the host may choose more) and no railroads. On your first turn the dice pick a region and you choose your home city in it: your train starts there, and it is where you must finish.",
      ],
    },
    {
      heading: "A trip",
      body: [
        "Each trip begins with a destination. The red die's odd or even and the sum of the white dice pick a region from a table, then, rolled again, a city in that region. The sheet shows where you are going and what the trip pays.",
        "If the region rolled is the one your train is already in, you may send it to any region you like instead. If the city rolled is the very one you are standing in, the turn is lost and you roll again next turn.",
        "Reaching the destination pays the amount the payoff chart gives for that pair of cities, whichever way you travel. Then the next trip starts from there.",
      ],
    },
    {
      heading: "Moving",
      body: [
        "Roll the two white dice and move that many dots along the railroad lines. The route must use the whole count, unless it reaches the destination (the train stops there) or no route that long exists (then it goes as far as it can).",
        "In one turn you may not run along the same stretch of the same railroad twice. Where several railroads share a stretch, each is its own track.",
        "Double sixes give a bonus move: after the normal move, roll the red die and move again. An Express gives the bonus on any doubles, a Super Chief on every turn.",
      ],
    },
    {
      heading: "User fees",
      body: [
        "At the end of a turn you pay for the railroads you used, once per owner however many of theirs you rode:",
        [
          "$1,000 to the bank if you used any railroad nobody owns;",
          "$5,000 to each player whose railroad you used ($10,000 once every railroad has been sold);",
          "nothing for your own railroads.",
        ],
        "A train already standing on a railroad when its fee goes up (because someone bought it) keeps paying the old fee for as long as it stays on that railroad.",
      ],
    },
    {
      heading: "Buying",
      body: [
        "Right after collecting a payoff you may buy one thing you can afford: a railroad still owned by the bank (at its price), an Express ($4,000) or a Super Chief ($40,000). The sheet shows, for each railroad, how often destinations land on its cities, which cities it would add to your network, and who would pay whom.",
      ],
    },
    {
      heading: "When you cannot pay",
      body: [
        "If you owe more than you have, you must sell one of your railroads. The other players who can afford half its price each make one sealed bid (multiples of $500). The highest bid wins and pays $500 more than the next highest, never more than it bid and never less than half the price; with no bids the bank pays half. You sell until you can pay. A player with nothing left to sell is out of the game (unless the host turned on family-friendly loans: the bank lends the shortfall, to be repaid with 10% from later payoffs).",
      ],
    },
    {
      heading: "Declaring and winning",
      body: [
        "At the start of a trip, holding the winning cash ($200,000 unless the host chose otherwise), you may declare: your train now heads home. A destination is still rolled and kept in reserve, for when the declaration lapses. Reach home with the winning cash still in hand and you win. Declaring while standing in your home city wins at once.",
        "A declared train can be caught: any other train that moves onto its dot collects $50,000 from it (unless the host turned this off), and the caught train is no longer declared: it heads for its reserve destination. If fees push a declared player below the winning cash, the declaration lapses too.",
        "If someone is left alone in the game, they win. Otherwise, in the unlikely case the game runs to 300 turns a player, the richest by net worth (cash, plus the prices of railroads and trains owned, less loans) wins. Alone, your score is the number of turns you took to win.",
      ],
    },
    {
      heading: "The British board",
      body: [
        "The host may choose the British board instead: 100 towns of England, Scotland and Wales and 21 railway companies of the First World War years. Everything is in pounds: you start with £10,000 and win at home with £100,000 (the host may choose other amounts); fees, trains and the rest are the same figures in pounds. When a player's cash first reaches £75,000 everyone is told.",
        "London is a region of its own: a London region roll sends you to London with no second roll. If London is already someone's home when you roll it for yours, choose a free city in any other region.",
        "The printed British network and company prices are not published: the board here is our reconstruction (real pre-1923 companies and their main lines, the dots fitted to the payoff chart, prices invented). The destination table and payoff chart are transcriptions by Vector241-Eric (BoxcarsRouteHelper), Levon Bragg (qtRailBaron) and awittig (railbaron-conductor).",
      ],
    },
    {
      heading: "Playing on the sheet",
      body: [
        "Rolls that need no choice are made for you, so a turn usually starts with the dice already thrown. The planner offers up to three routes: fastest, cheapest this turn, and a balance of the two. Point at a card to see it on the map; tap it to play it. Or build your own route by tapping the ringed dots on the map one at a time (where two sit too close for a finger, a tap between them asks which one you meant); only steps that can still finish a legal route are offered, and you can undo until you send it.",
        "Autopilot: in Standing orders you can have your train driven along the planner's route every turn, pass on purchases, and bid up to a sum in auctions. Anything the order does not cover waits for you.",
      ],
    },
  ],
  terms: [
    { term: "Dot", means: "A stop on the map; the dice count moves in dots." },
    { term: "Payoff", means: "What a trip pays, from the chart of every pair of cities." },
    { term: "Fees", means: "What a turn costs for riding other owners' railroads: once per owner per turn." },
    {
      term: "Declared",
      means: "Heading home with the winning cash; can be caught by another train for $50,000.",
    },
    { term: "Net worth", means: "Cash plus the prices of the railroads and trains owned, less any loan." },
  ],
};
