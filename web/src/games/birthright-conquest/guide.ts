/** How to play Birthright Conquest, in our own words (the rules page, `/rules/birthright-conquest`). */
import type { Guide } from "../../sheet/sheet-types";

export const guide: Guide = {
  title: "Birthright Conquest",
  summary:
    "Good against Evil: bring Realms, Lords and Armies into play, keep your Action cards hidden, and wear the other side's realm down until nothing is left of it.",
  facts:
    "2 players · about 10–15 turns each · a fan game: the decks here are our own reconstruction, every card name and text is ours",
  sections: [
    {
      heading: "What you have",
      body: [
        "Each side has its own Realm deck of Realms, Lords and Armies (Evil's Lords are stronger; Good's fit their Realms more often), and both draw Action cards from a shared Common deck of Spells, Events and Blood Abilities.",
        "Your Realm hand is face up on the table for both players to see. Your Action hand is secret: the other player sees only how many cards it holds. No one sees the order of any deck.",
        "Each side starts with 5 gold, 5 Action cards and 4 Realm cards. Evil plays the first turn.",
      ],
    },
    {
      heading: "A turn",
      body: [
        [
          "Alliance: draw one Realm card, or fill your Realm hand to 4. You may buy one extra Realm card for 3 gold.",
          "Planning: draw 2 Action cards; you may buy one more for 2 gold. Over 7 Action cards, you discard the excess; over 4 Realm cards, you put the excess on the bottom of your deck. You choose which.",
          "Realm: take 1 gold for each of your Realms in play. Gold you do not spend is kept.",
          "Recruit: put at most one Realm into play, and any Lords and Armies you can pay for. A Lord costs his Force in gold, or nothing when a Realm of his home is in play (one you played earlier in the same turn counts). An Army costs its Force bonus and joins one of your Lords in play.",
          "Events: play Event-timed Action cards. A Spell needs a Priest, Wizard or Beast of yours in play; a Blood Ability needs any Lord of yours.",
          "Attack: send any of your Lords except those who came into play this turn.",
        ],
        "On the sheet the draws are one choice and the rest of the turn is composed and sent as one set of orders, with the gold each recruit costs shown before you send. Steps with nothing to decide happen on their own.",
      ],
    },
    {
      heading: "Blocks and battles",
      body: [
        "The defender may block each attack with one of his Lords, each Lord blocking once. A Lord who attacked in his side's last turn may not block.",
        "An unblocked attack hits the Realm deck: its top 3 cards go to the discard. When the deck is already empty, each hit takes one of the defender's Realms in play instead (the defender chooses which).",
        "Every blocked attack is a battle. Both players then choose battle cards in secret; the plans are revealed together. A cancel card takes away the other side's strongest card in that battle. Each side's Force is the Lord's plus his Armies' plus the cards left. The higher Force wins; the defender wins ties. The loser goes to the discard with his Armies.",
        "At the end of the turn every Lord who won a battle sends home one of his Armies: the weakest.",
      ],
    },
    {
      heading: "Winning",
      body: [
        "A side with no Realm deck left and no Realm in play is destroyed, and the other side wins at once.",
        "A game that reaches 60 turns each ends there: the side with more Realm cards left (deck and Realms in play) wins; if even, the one with more Force in play; if still even, it is a draw.",
        "If your time runs out, the table's bot plays your turn for you unless the host chose to skip it.",
      ],
    },
  ],
  seat: (options, seat) => {
    const evil = options.evil === "second seat" ? 1 : options.evil === "random" ? null : 0;
    if (evil === null) return "Who plays Evil is drawn when the game starts; Evil moves first.";
    return evil === seat ? "You play Evil, and Evil moves first." : "You play Good; Evil moves first.";
  },
  terms: [
    { term: "Force", means: "A Lord's strength in battle; an Army adds its bonus to the Lord it joins." },
    { term: "Home", means: "The Realm that makes a Lord free to recruit while it is in play." },
    { term: "Ally", means: "An Army attached to a Lord." },
    { term: "Battle plan", means: "The battle cards you play, sealed until both plans are in." },
    {
      term: "Realm cards left",
      means: "Your Realm deck plus your Realms in play: the score, and what the attacks wear down.",
    },
  ],
};
