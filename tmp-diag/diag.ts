import { playMove, startGame, type Snapshot } from "../worker/engine/play";
import { SeededRandom } from "../worker/engine/random";
import { isMoveError } from "../worker/engine/types";
import { games } from "../worker/games";
import { bot } from "../worker/games/birthright-conquest/bot";
import type { BcState, BcMove } from "../worker/games/birthright-conquest/types";
const def = games["birthright-conquest"] as any;
const N = Number(process.argv[2] ?? 60);
const rows: string[] = [];
for (let i = 0; i < N; i++) {
  const entropy = { serverSeed: (i + 1).toString(16).padStart(64, "0"), gameId: `d-${i}`, clientSeeds: ["a", "b"] };
  let snap: Snapshot = startGame(def, 2, {}, entropy);
  const log = [0, 1].map(() => ({ milled: 0, drawnRealm: 0, lordsLost: 0, attacks: 0, blocked: 0, lordsPlayed: 0 }));
  let n = 0;
  while (!def.result(snap.state)) {
    const s = snap.state as BcState;
    const seat = def.activeSeats(s)[0];
    const move = bot.chooseMove(s, seat, new SeededRandom({ ...entropy, gameId: `x/${n++}` })) as BcMove;
    const next = playMove(def, snap, entropy, seat, move);
    if (isMoveError(next)) throw new Error(next.error.message);
    const t = next.state as BcState;
    for (const k of [0, 1]) {
      const d = s.players[k].deck.length - t.players[k].deck.length;
      const m = t.last && t.last !== s.last ? 0 : 0;
      if (move.type === "draw" && k === seat) log[k].drawnRealm += d;
      else if (d > 0) log[k].milled += d;
    }
    if (move.type === "orders") log[seat].attacks += move.attack?.length ?? 0;
    if (move.type === "block") log[seat].blocked += move.blocks?.length ?? 0;
    snap = next;
  }
  const s = snap.state as BcState;
  rows.push(`${s.turn} winner ${s.outcome} ` + [0, 1].map((k) => `[${k}] drew ${log[k].drawnRealm} milled ${log[k].milled} att ${log[k].attacks} blk ${log[k].blocked} lords ${s.players[k].lords.length} realms ${s.players[k].realms.length}`).join(" "));
}
console.log(rows.join("\n"));
