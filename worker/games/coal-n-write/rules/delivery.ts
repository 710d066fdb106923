/**
 * The end of a round (ruling 5): each seat loads the round's burro from its stash, fights its bandits
 * with ammo (three dice a box, one die per bandit, a die must beat the hat; tonics +2), and cashes in.
 * A bandit left standing takes every mineral of the most valuable type on the burro (never a geode;
 * mail only when nothing else is left). Fight and geode dice come from the seat's own streams.
 */
import { acted } from "../../../engine/flow";
import type { Random } from "../../../engine/dice";
import { moveError, type MoveError, type Seat } from "../../../engine/types";
import { MINERAL_NAMES, MINERALS, stashOf, VALUE, type Mineral } from "../data/minerals";
import { exchangeBonus, ROCKHOUNDS, TONIC_BOOST, WASH_BONUS } from "../data/tables";
import type { CoalState } from "../types";
import { banditsFor, banditTake } from "./bandits";
import { burroSlots, stream } from "./effects";

const illegal = (message: string): MoveError => moveError("illegal_move", message);

/** Kills as many bandits as the dice can (each die beats at most one hat); returns the bandits and dice left. */
export function shoot(bandits: number[], dice: number[]): { bandits: number[]; dice: number[] } {
  const hats = [...bandits].sort((a, b) => a - b);
  const left: number[] = [];
  let next = 0;
  for (const die of [...dice].sort((a, b) => a - b)) {
    if (next < hats.length && die > hats[next]) next++;
    else left.push(die);
  }
  return { bandits: hats.slice(next), dice: left };
}

export function load(s: CoalState, seat: Seat, minerals: Mineral[], rng: Random): CoalState | MoveError {
  const sh = s.sheets[seat];
  const work = sh.burro;
  if (!work || work.loaded) return illegal("Your burro is already loaded.");
  const wanted = stashOf(minerals);
  for (const m of MINERALS) {
    if (wanted[m] > sh.stash[m])
      return illegal(`You have ${sh.stash[m]} ${MINERAL_NAMES[m]} in your stash, not ${wanted[m]}.`);
  }
  const room = burroSlots(sh) - sh.mail;
  if (minerals.length > room)
    return illegal(
      `Burro ${s.round} has ${room} free slot(s)${sh.mail ? ` (${sh.mail} taken by mail)` : ""}, not ${minerals.length}.`,
    );
  const n = structuredClone(s);
  const nsh = n.sheets[seat];
  for (const m of MINERALS) nsh.stash[m] -= wanted[m];
  nsh.burro = { loaded: true, load: wanted, bandits: banditsFor(nsh, n.round), dice: [] };
  settleBurro(n, seat, rng);
  return n;
}

/** Cash in at once when there is nothing left to decide (no bandit, nothing to take, or no way to fight). */
function settleBurro(n: CoalState, seat: Seat, rng: Random): void {
  const sh = n.sheets[seat];
  const work = sh.burro!;
  const canFight = sh.ammo > 0 || (sh.tonics > 0 && work.dice.length > 0);
  if (work.bandits.length === 0 || banditTake(work.load, sh.mail) === null || !canFight) {
    cashIn(n, seat, rng);
  }
}

export function fight(s: CoalState, seat: Seat, rng: Random): CoalState | MoveError {
  const work = s.sheets[seat].burro;
  if (!work?.loaded) return illegal("Load your burro before fighting.");
  if (work.bandits.length === 0) return illegal("No bandit is left on your burro.");
  if (s.sheets[seat].ammo === 0) return illegal("You have no box of ammo left.");
  const n = structuredClone(s);
  const sh = n.sheets[seat];
  sh.ammo--;
  const shot = shoot(sh.burro!.bandits, rng.dice(stream(n, seat, "bandits"), 3));
  sh.burro = { ...sh.burro!, ...shot };
  settleBurro(n, seat, rng);
  return n;
}

export function tonic(s: CoalState, seat: Seat, die: number, rng: Random): CoalState | MoveError {
  const sh = s.sheets[seat];
  const work = sh.burro;
  if (!work?.loaded || work.bandits.length === 0) return illegal("No bandit to fight: no tonic needed.");
  if (sh.tonics === 0) return illegal("You have no Horsepower Tonic.");
  if (!Number.isInteger(die) || die < 0 || die >= work.dice.length)
    return illegal(`There is no fight die ${die} left to drink for (${work.dice.length} left).`);
  const n = structuredClone(s);
  const nsh = n.sheets[seat];
  nsh.tonics--;
  const dice = nsh.burro!.dice.map((v, i) => (i === die ? v + TONIC_BOOST : v));
  nsh.burro = { ...nsh.burro!, ...shoot(nsh.burro!.bandits, dice) };
  settleBurro(n, seat, rng);
  return n;
}

export function deliver(s: CoalState, seat: Seat, rng: Random): CoalState | MoveError {
  const work = s.sheets[seat].burro;
  if (!work?.loaded) return illegal("Load your burro first.");
  const n = structuredClone(s);
  cashIn(n, seat, rng);
  return n;
}

/** Bandits take their share, geodes aboard are cracked, bonuses are added; the seat is done. Mutates. */
export function cashIn(n: CoalState, seat: Seat, rng: Random): void {
  const sh = n.sheets[seat];
  const work = sh.burro!;
  const load = { ...work.load };
  let mail = sh.mail;
  const stolen = work.bandits.length > 0 ? banditTake(load, mail) : null;
  if (stolen === "M") mail = 0;
  else if (stolen) load[stolen] = 0;
  const geodeDie = load["?"] > 0 ? rng.die(stream(n, seat, "geodes")) : null;
  const value =
    (["S", "T", "C", "B"] as const).reduce((v, m) => v + load[m] * VALUE[m], 0) +
    (geodeDie ? load["?"] * ROCKHOUNDS[geodeDie - 1] : 0);
  const bonus = (sh.exchange ? exchangeBonus(value) : 0) + (sh.wash ? WASH_BONUS : 0) + sh.dollar;
  sh.cash += value + bonus;
  sh.deliveries.push({ burro: n.round, load: work.load, mail, stolen, geodeDie, value, bonus });
  if (sh.exchange) {
    sh.exchange = false;
    sh.tokens++;
  }
  if (sh.gambled) {
    sh.gambled = false;
    sh.tokens++;
  }
  sh.dollar = 0;
  sh.mail = 0;
  sh.burro = null;
  n.stage = acted(n.stage, seat);
}
