/**
 * Taps per turn on a phone, from bot games: each decision a player makes is one tap on its button
 * (a route card, a roll, a pick), a turn is a run of one seat's decisions. Before issue 22 a touch
 * screen asked "Send?" after every move (two taps a move); now only the moves that spend money or
 * cannot be undone ask (the rail buy, bid and sale). Prints, per game, decisions and taps per turn.
 *   npx tsx scripts/taps.ts [--games 200]
 * Box Cars' own "stop anyway" at 0 and the roll-and-write pads' Send are left out (both sides alike).
 */
import { parseArgs } from "node:util";
import { playMove, startGame, type Snapshot } from "../worker/engine/play";
import { SeededRandom } from "../worker/engine/random";
import { isMoveError, type Move } from "../worker/engine/types";
import { games } from "../worker/games";

const { values } = parseArgs({ options: { games: { type: "string", default: "200" } } });
const COSTLY = new Set(["buy", "bid", "sell"]);
const count = Number(values.games);

console.log(
  "game".padEnd(22) + ["decisions/turn", "taps before", "taps now"].map((h) => h.padStart(16)).join(""),
);
for (const def of Object.values(games)) {
  let turns = 0,
    moves = 0,
    costly = 0;
  for (let i = 0; i < count; i++) {
    const entropy = {
      serverSeed: i.toString(16).padStart(64, "0"),
      gameId: `taps-${i}`,
      clientSeeds: ["a", "b"],
    };
    let snap: Snapshot = startGame(def, 2, {}, entropy);
    let last = -1;
    for (let n = 0; !def.result(snap.state) && n < 20_000; n++) {
      const seat = def.activeSeats(snap.state)[0];
      const move: Move = def.bot.chooseMove(
        snap.state,
        seat,
        new SeededRandom({ ...entropy, gameId: `${entropy.gameId}/${n}` }),
      );
      const next = playMove(def, snap, entropy, seat, move);
      if (isMoveError(next)) throw new Error(`${def.id}: ${next.error.message}`);
      snap = next;
      if (move.type.startsWith("$")) continue;
      if (seat !== last) turns++;
      last = seat;
      moves++;
      if (COSTLY.has(move.type) && !(move.type === "bid" && (move as { max?: number }).max === 0)) costly++;
    }
  }
  const per = (n: number) => (n / turns).toFixed(2).padStart(16);
  console.log(def.title.slice(0, 21).padEnd(22) + per(moves) + per(2 * moves) + per(moves + costly));
}
