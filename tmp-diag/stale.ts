import { playMove, startGame, type Snapshot } from "../worker/engine/play";
import { SeededRandom } from "../worker/engine/random";
import { isMoveError } from "../worker/engine/types";
import { games } from "../worker/games";
import { bot } from "../worker/games/birthright-conquest/bot";
import { lordForce } from "../worker/games/birthright-conquest/rules/state";
import type { BcState, BcMove } from "../worker/games/birthright-conquest/types";
const def = games["birthright-conquest"] as any;
for (let i = 0; i < 40; i++) {
  const entropy = { serverSeed: (i + 1).toString(16).padStart(64, "0"), gameId: `d-${i}`, clientSeeds: ["a", "b"] };
  let snap: Snapshot = startGame(def, 2, {}, entropy);
  let n = 0; const out: string[] = [];
  while (!def.result(snap.state)) {
    const s = snap.state as BcState;
    const seat = def.activeSeats(s)[0];
    const move = bot.chooseMove(s, seat, new SeededRandom({ ...entropy, gameId: `x/${n++}` })) as BcMove;
    if (s.turn >= 70 && s.turn < 76 && move.type === "orders") {
      const p = s.players[seat], q = s.players[1 - seat];
      out.push(`t${s.turn} seat${seat} deck ${p.deck.length}/${q.deck.length} realms ${p.realms.length}/${q.realms.length} gold ${p.gold} hand ${p.hand.length} rh ${p.realmHand.length} mine [${p.lords.map((l) => lordForce(l) + (l.arrived < s.turn ? "" : "n")).join(",")}] theirs [${q.lords.map((l) => lordForce(l) + (l.attacked === s.turn - 1 ? "x" : "")).join(",")}] attack ${move.attack?.length ?? 0} recruit ${move.recruit?.length ?? 0}`);
    }
    const next = playMove(def, snap, entropy, seat, move);
    if (isMoveError(next)) throw new Error(next.error.message);
    snap = next;
  }
  if ((snap.state as BcState).turn >= 100) { console.log(`game ${i}`); console.log(out.join("\n")); break; }
}
