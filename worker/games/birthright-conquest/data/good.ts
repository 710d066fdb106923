/**
 * The Good Realm deck: a RECONSTRUCTION (ruling 2), names and texts ours. 12 Realm cards (six Realms,
 * two cards each), 12 Lords, 12 Armies. Good's Lords are weaker than Evil's (average Force 3.2), but
 * two Lords share each home Realm and each Realm has two cards, so a Lord fits with his Realm four
 * times as often; Good's Armies are a little stronger. Numbers: NOTES.md.
 */
import type { RealmDeckDesign } from "./model";

const realm = (id: string, name: string, text: string): RealmDeckDesign => ({ kind: "realm", id, name, copies: 2, text });

export const GOOD: readonly RealmDeckDesign[] = [
  realm("gd-brightwater", "Brightwater", "River towns of mills and free markets."),
  realm("gd-highmeadow", "Highmeadow", "Upland pastures guarded by watchtowers."),
  realm("gd-silverkeep", "Silverkeep", "A walled city of bankers and bell towers."),
  realm("gd-oakenshire", "Oakenshire", "Forest shires that pay their taxes in archers."),
  realm("gd-sunharbor", "Sunharbor", "A port of lighthouses and long ships."),
  realm("gd-stonebridge", "Stonebridge", "The crossing every road in the land must use."),
  { kind: "lord", id: "gd-river-duchess", name: "The River Duchess", copies: 1, force: 5, home: "gd-brightwater", roles: [], text: "She holds the fords, and so the kingdom." },
  { kind: "lord", id: "gd-tide-abbot", name: "The Tide Abbot", copies: 1, force: 2, home: "gd-brightwater", roles: ["priest"], text: "He blesses boats and the crews who row them. A Priest: you may cast Spells." },
  { kind: "lord", id: "gd-tower-warden", name: "The Tower Warden", copies: 1, force: 4, home: "gd-highmeadow", roles: [], text: "A watcher who has never been surprised." },
  { kind: "lord", id: "gd-shepherd-seer", name: "The Shepherd Seer", copies: 1, force: 2, home: "gd-highmeadow", roles: ["wizard"], text: "She reads the weather and the war alike. A Wizard: you may cast Spells." },
  { kind: "lord", id: "gd-bell-chancellor", name: "The Bell Chancellor", copies: 1, force: 3, home: "gd-silverkeep", roles: ["wizard"], text: "Scholar of coin and of older things. A Wizard: you may cast Spells." },
  { kind: "lord", id: "gd-silver-knight", name: "The Silver Knight", copies: 1, force: 4, home: "gd-silverkeep", roles: [], text: "The city's champion, sworn to its walls." },
  { kind: "lord", id: "gd-green-marshal", name: "The Green Marshal", copies: 1, force: 3, home: "gd-oakenshire", roles: [], text: "His archers never miss a muster." },
  { kind: "lord", id: "gd-grove-mother", name: "The Grove Mother", copies: 1, force: 2, home: "gd-oakenshire", roles: ["priest"], text: "Keeper of the shrine trees. A Priest: you may cast Spells." },
  { kind: "lord", id: "gd-harbor-admiral", name: "The Harbor Admiral", copies: 1, force: 4, home: "gd-sunharbor", roles: [], text: "Commander of the long ships." },
  { kind: "lord", id: "gd-lamp-priestess", name: "The Lamp Priestess", copies: 1, force: 3, home: "gd-sunharbor", roles: ["priest"], text: "Her lighthouse guides the lost home. A Priest: you may cast Spells." },
  { kind: "lord", id: "gd-bridge-lord", name: "The Bridge Lord", copies: 1, force: 3, home: "gd-stonebridge", roles: [], text: "He takes a toll from friend and foe." },
  { kind: "lord", id: "gd-road-mage", name: "The Road Mage", copies: 1, force: 3, home: "gd-stonebridge", roles: ["wizard"], text: "A wandering mage who settled at the crossing. A Wizard: you may cast Spells." },
  { kind: "army", id: "gd-militia", name: "Village Militia", copies: 3, force: 1, text: "Farmers with spears and courage. Ally: +1 Force." },
  { kind: "army", id: "gd-spears", name: "Shire Spearmen", copies: 5, force: 2, text: "Drilled companies from the shires. Ally: +2 Force." },
  { kind: "army", id: "gd-vow-knights", name: "Knights of the Vow", copies: 4, force: 3, text: "Mounted knights sworn to the realm. Ally: +3 Force." },
];
