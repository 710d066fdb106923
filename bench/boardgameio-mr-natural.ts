/**
 * Mr. Natural (BOXCAR) written as a boardgame.io 0.50 game, for the engine comparison only.
 * The flow is boardgame.io's: moves `roll`/`bank`/`pick` mutate G through its immer wrapper, dice
 * come from its `random.D6` (its seeded PRNG), turns pass with `events.endTurn` and its turn order,
 * the game ends through `endIf`. The scoring of a roll is our pure `scoreRoll`/`isNothing`, and G
 * has the shape of our `MrNaturalState`, so the very same bot chooses the moves on both sides.
 */
import { Client } from "boardgame.io/client";
import { INVALID_MOVE } from "boardgame.io/core";
import { CreateGameReducer, InitializeGame } from "boardgame.io/internal";
import type { Game, State } from "boardgame.io";
import { checkedOptions } from "../worker/engine/options";
import { options as mrNaturalOptions } from "../worker/games/mr-natural/options";
import { isNothing, scoreRoll, singles } from "../worker/games/mr-natural/scoring";
import type { MrNaturalOptions, MrNaturalState, Roll } from "../worker/games/mr-natural/types";
import { mrNaturalBotMove } from "./bot-games";

type G = MrNaturalState;
type TurnStop = "banked" | "ended" | "forfeited";

/** Our defaults (target 10,000, no minimums), as a game with no options picks them. */
const OPTIONS = checkedOptions(mrNaturalOptions, {}) as unknown as MrNaturalOptions;

function minimumToCount(G: G, seat: number): number {
  if (!G.onBoard[seat]) return 550;
  return G.options.minimum350 ? 350 : 0;
}

function canBank(G: G): boolean {
  if (G.turn.phase === "all-scored") return true;
  return G.turn.phase === "roll" && G.options.minimum350 && G.turn.points >= minimumToCount(G, G.turn.seat);
}

/** Ends the turn (ruling 8: what counts; ruling 2: the first banked total at the target wins). */
function endTurn(G: G, events: { endTurn(): void }, stop: TurnStop): void {
  const { seat, number, rolls } = G.turn;
  const counts = stop !== "forfeited" && G.turn.points >= minimumToCount(G, seat);
  const points = counts ? G.turn.points : 0;
  const outcome = stop === "forfeited" || counts ? stop : G.onBoard[seat] ? "below-minimum" : "not-on-board";
  G.scores[seat] += points;
  G.onBoard[seat] ||= counts;
  G.turnsTaken[seat] += 1;
  G.lastTurn = { seat, number, rolls, points, outcome, total: G.scores[seat] };
  if (G.scores[seat] >= G.options.target) G.winner = seat;
  else events.endTurn();
}

/** Rulings 3, 5, 6: set the scorers aside; nothing scored ends the turn; all six scored: bank or roll all six. */
function afterRoll(G: G, events: { endTurn(): void }, roll: Roll): void {
  const { turn } = G;
  turn.rolls.push(roll);
  if (roll.points === 0) {
    endTurn(G, events, turn.rerollAll ? "forfeited" : "ended");
    return;
  }
  const diceLeft = turn.diceLeft - roll.combos.reduce((n, c) => n + c.dice.length, 0);
  turn.points += roll.points;
  turn.diceLeft = diceLeft === 0 ? 6 : diceLeft;
  turn.phase = diceLeft === 0 ? "all-scored" : "roll";
  turn.rerollAll = diceLeft === 0;
}

/** `seed` fixes the dice (in-process comparisons); without it each match draws its own, as on a server. */
export function mrNaturalGame(seed?: string): Game<G> {
  return {
    name: "mr-natural",
    ...(seed === undefined ? {} : { seed }),
    setup: ({ ctx }) => ({
      options: OPTIONS,
      seats: ctx.numPlayers,
      scores: Array(ctx.numPlayers).fill(0),
      onBoard: Array(ctx.numPlayers).fill(!OPTIONS.getOnBoard),
      turnsTaken: Array(ctx.numPlayers).fill(0),
      turn: { seat: 0, number: 1, points: 0, diceLeft: 6, phase: "roll", rerollAll: false, rolls: [] },
      lastTurn: null,
      winner: null,
      dropped: Array(ctx.numPlayers).fill(false),
    }),
    turn: {
      onBegin: ({ G, ctx }) => {
        const seat = Number(ctx.currentPlayer);
        G.turn = {
          seat,
          number: G.turnsTaken[seat] + 1,
          points: 0,
          diceLeft: 6,
          phase: "roll",
          rerollAll: false,
          rolls: [],
        };
      },
    },
    moves: {
      roll: ({ G, random, events }) => {
        if (G.turn.phase === "nothing") return INVALID_MOVE;
        const dice = random.D6(G.turn.diceLeft);
        // Ruling 7: a Nothing scores nothing yet; one of its two singles must be re-rolled.
        if (isNothing(dice)) {
          G.turn.phase = "nothing";
          G.turn.rolls.push({ dice, combos: [], points: 0 });
          return;
        }
        afterRoll(G, events, { dice, ...scoreRoll(dice) });
      },
      bank: ({ G, events }) => {
        if (!canBank(G)) return INVALID_MOVE;
        endTurn(G, events, "banked");
      },
      pick: ({ G, random, events }, die: number) => {
        const nothing = G.turn.rolls[G.turn.rolls.length - 1];
        if (G.turn.phase !== "nothing" || !singles(nothing.dice).includes(die)) return INVALID_MOVE;
        const rolled = random.D6();
        const other = singles(nothing.dice).find((i) => i !== die)!;
        const score =
          rolled === nothing.dice[other]
            ? scoreRoll(nothing.dice.map((face, i) => (i === die ? rolled : face)))
            : { combos: [], points: 0 };
        G.turn.rolls.pop();
        afterRoll(G, events, { dice: nothing.dice, ...score, nothing: { picked: die, rolled } });
      },
    },
    endIf: ({ G }) => (G.winner === null ? undefined : { winner: String(G.winner) }),
  };
}

/** One bot-played game through boardgame.io's `Client` (redux store, log middleware); returns its moves. */
export function playWithClient(index: number, players: number): number {
  const client = Client({ game: mrNaturalGame(`bench-${index}`), numPlayers: players });
  client.start();
  let moves = 0;
  for (let state = client.getState()!; !state.ctx.gameover; state = client.getState()!) {
    const move = mrNaturalBotMove(state.G, Number(state.ctx.currentPlayer));
    if (move.type === "pick") client.moves.pick(move.die);
    else client.moves[move.type]();
    moves++;
  }
  client.stop();
  return moves;
}

/** One bot-played game through boardgame.io's game reducer alone (what its server runs per action). */
export function playWithReducer(index: number, players: number): number {
  const game = mrNaturalGame(`bench-${index}`);
  const reducer = CreateGameReducer({ game });
  let state: State<G> = InitializeGame({ game, numPlayers: players });
  let moves = 0;
  while (!state.ctx.gameover) {
    const move = mrNaturalBotMove(state.G, Number(state.ctx.currentPlayer));
    const args = move.type === "pick" ? [move.die] : [];
    state = reducer(state, {
      type: "MAKE_MOVE",
      payload: { type: move.type, args, playerID: state.ctx.currentPlayer },
    });
    moves++;
  }
  return moves;
}
