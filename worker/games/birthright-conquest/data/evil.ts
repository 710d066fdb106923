/**
 * The Evil Realm deck: a RECONSTRUCTION (ruling 2), names and texts ours. 12 Realms, 12 Lords, 12
 * Armies. Evil's Lords run stronger than Good's (average Force 4.3 against 3.2), and each has his own
 * home Realm, so a Lord fits only with the one Realm card that is his. Numbers: NOTES.md.
 */
import type { RealmDeckDesign } from "./model";

const realm = (id: string, name: string, text: string): RealmDeckDesign => ({ kind: "realm", id, name, copies: 1, text });

export const EVIL: readonly RealmDeckDesign[] = [
  realm("ev-ashfen", "Ashfen", "Grey marshes under a sky of smoke."),
  realm("ev-cinderhold", "Cinderhold", "A fortress city built in a dead volcano."),
  realm("ev-gravemarch", "Gravemarch", "Barrow fields where the dead do not rest."),
  realm("ev-blackmire", "Blackmire", "A fen of tar pits and drowned villages."),
  realm("ev-thornwaste", "Thornwaste", "Briar plains no army crosses unbloodied."),
  realm("ev-duskvale", "Duskvale", "A valley the sun leaves an hour early."),
  realm("ev-ironmaw", "Ironmaw", "Mines that never close and never feed their miners."),
  realm("ev-rotwood", "Rotwood", "A forest that eats its own clearings."),
  realm("ev-cragspire", "Cragspire", "A mountain hold of raiders and ransom."),
  realm("ev-saltgrave", "Saltgrave", "A bleached coast of wreckers and slavers."),
  realm("ev-emberreach", "Emberreach", "Burned borderlands, always at war."),
  realm("ev-hollowmoor", "Hollowmoor", "Moors of standing stones and old pacts."),
  { kind: "lord", id: "ev-maw-tyrant", name: "The Maw Tyrant", copies: 1, force: 6, home: "ev-ironmaw", roles: ["beast"], text: "A lord swollen by stolen blood into a living siege engine. A Beast: you may cast Spells." },
  { kind: "lord", id: "ev-cinder-queen", name: "The Cinder Queen", copies: 1, force: 6, home: "ev-cinderhold", roles: ["wizard"], text: "She rules by fire and remembers every insult. A Wizard: you may cast Spells." },
  { kind: "lord", id: "ev-barrow-king", name: "The Barrow King", copies: 1, force: 5, home: "ev-gravemarch", roles: ["priest"], text: "His court is the buried and his priests the gravediggers. A Priest: you may cast Spells." },
  { kind: "lord", id: "ev-mire-serpent", name: "The Mire Serpent", copies: 1, force: 5, home: "ev-blackmire", roles: ["beast"], text: "Once a prince, now coils and hunger. A Beast: you may cast Spells." },
  { kind: "lord", id: "ev-briar-warlord", name: "The Briar Warlord", copies: 1, force: 5, home: "ev-thornwaste", roles: [], text: "He marches first and counts the cost later." },
  { kind: "lord", id: "ev-dusk-regent", name: "The Dusk Regent", copies: 1, force: 4, home: "ev-duskvale", roles: ["wizard"], text: "A schemer who speaks only after dark. A Wizard: you may cast Spells." },
  { kind: "lord", id: "ev-rot-hag", name: "The Rot Hag", copies: 1, force: 4, home: "ev-rotwood", roles: ["beast"], text: "The forest's mother, and its appetite. A Beast: you may cast Spells." },
  { kind: "lord", id: "ev-crag-chief", name: "The Crag Chief", copies: 1, force: 4, home: "ev-cragspire", roles: [], text: "A raider who crowned himself." },
  { kind: "lord", id: "ev-wrecker-baron", name: "The Wrecker Baron", copies: 1, force: 4, home: "ev-saltgrave", roles: [], text: "He lights false beacons and keeps what washes in." },
  { kind: "lord", id: "ev-ash-prelate", name: "The Ash Prelate", copies: 1, force: 3, home: "ev-ashfen", roles: ["priest"], text: "Preacher of the smoke that hides the sun. A Priest: you may cast Spells." },
  { kind: "lord", id: "ev-ember-captain", name: "The Ember Captain", copies: 1, force: 3, home: "ev-emberreach", roles: [], text: "A mercenary who never left the last war." },
  { kind: "lord", id: "ev-stone-speaker", name: "The Stone Speaker", copies: 1, force: 3, home: "ev-hollowmoor", roles: [], text: "Keeper of the old pacts, and of their price." },
  { kind: "army", id: "ev-levy", name: "Bone Levy", copies: 4, force: 1, text: "Conscripts from the barrow towns. Ally: +1 Force." },
  { kind: "army", id: "ev-raiders", name: "Raider Band", copies: 5, force: 2, text: "Fast riders who strike and burn. Ally: +2 Force." },
  { kind: "army", id: "ev-dread-horse", name: "Dread Horse", copies: 3, force: 3, text: "Heavy riders in blackened mail. Ally: +3 Force." },
];
