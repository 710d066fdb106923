/**
 * Birthright Conquest through the real Worker and room: no one but its owner learns a card of an
 * Action hand, and no one the order of a deck, from any channel (the answer and its headline, the
 * move log, the record, the live socket, the link preview pages, the widget, oEmbed); a battle plan
 * stays sealed until both are in; the finished record reveals both hands and verifies; and every bad
 * input the issue lists is a 4xx with nothing stored.
 */
import { runInDurableObject, SELF } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { SeededRandom } from "../../worker/engine/random";
import type { Seat } from "../../worker/engine/types";
import { game } from "../../worker/games/birthright-conquest";
import type { BcState, BcView } from "../../worker/games/birthright-conquest/types";
import type { GameResponse, MovesPage } from "../../worker/wire";
import { lord, ok, table } from "../games/birthright-conquest/fixtures";
import {
  api,
  changeStorage,
  captureWebhooks,
  claimAll,
  createGame,
  playToEnd,
  roomDump,
  roomStub,
  runAlarm,
  type TestGame,
} from "./support";

vi.setConfig({ testTimeout: 180_000 });

const ID = "birthright-conquest";

type Answered = GameResponse & { view: BcView };

async function stateOf(g: TestGame): Promise<BcState> {
  return runInDurableObject(roomStub(g.id), (_room, storage) =>
    JSON.parse(storage.storage.sql.exec<{ state: string }>("SELECT state FROM snapshot").one().state),
  );
}

async function putState(g: TestGame, state: BcState): Promise<void> {
  await changeStorage(g.id, (storage) => {
    storage.sql.exec("UPDATE snapshot SET state = ?, version = version + 1", JSON.stringify(state));
  });
}

async function text(path: string, token?: string): Promise<string> {
  const res = await SELF.fetch(`https://boxcars.test${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  expect(res.status, path).toBe(200);
  return res.text();
}

/** Everything a viewer can fetch of a game, as text. */
async function everything(g: TestGame, token?: string): Promise<string> {
  const link = encodeURIComponent(`https://boxcars.test/watch/${g.id}`);
  return (
    await Promise.all([
      text(`/api/games/${g.id}`, token),
      text(`/api/games/${g.id}/moves`, token),
      text(`/api/games/${g.id}/record`, token),
      text(`/watch/${g.id}`),
      text(`/play/${g.id}`),
      text(`/embed/${g.id}`),
      text(`/oembed?format=json&url=${link}`),
    ])
  ).join("\n");
}

/** Whether `card`'s id (not a longer id it starts) is in `haystack`. */
const mentions = (haystack: string, card: string) =>
  new RegExp(`(?<![\\w.-])${card.replace(/[.-]/g, "\\$&")}(?![\\w.-])`).test(haystack);

async function answer(g: TestGame, seat: number): Promise<Answered> {
  const res = await api<Answered>("GET", `/api/games/${g.id}`, { token: g.tokens[seat] });
  expect(res.status).toBe(200);
  return res.body;
}

/** One move by the seat's bot, deciding from the seat's answer only. */
async function botPlays(g: TestGame, seat: Seat, n: number, bottomed: Set<string>): Promise<Answered> {
  const mine = await answer(g, seat);
  const move = game.bot.chooseMove(
    mine.view as unknown as BcState,
    seat,
    new SeededRandom({ serverSeed: "00".repeat(32), gameId: `${g.id}/${n}`, clientSeeds: [] }),
  );
  if (move.type === "orders") for (const c of move.bottom ?? []) bottomed.add(c);
  const res = await api<Answered>("POST", `/api/games/${g.id}/moves`, {
    token: g.tokens[seat],
    body: { move, version: mine.version, key: `bc-${g.id}-${n}` },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe("Birthright Conquest's secrets over HTTP", () => {
  it("no hand card and no deck order reaches another viewer on any channel; the others see the hand's size", async () => {
    const g = await createGame(ID, 2);
    const socket = await SELF.fetch(`https://boxcars.test/api/games/${g.id}/live`, {
      headers: { Upgrade: "websocket" },
    });
    const ws = socket.webSocket!;
    const live: string[] = [];
    ws.addEventListener("message", (e) => live.push(e.data as string));
    ws.accept();
    let now = await claimAll(g);
    // Realm cards a player put under his deck from his face-up Realm hand: public, by the rules.
    const bottomed = new Set<string>();
    for (let n = 0; n < 14 && now.status === "playing"; n++) {
      const s = await stateOf(g);
      const decks = [...s.players[0].deck, ...s.players[1].deck, ...s.common.deck];
      for (const viewer of [0, 1, "host", "spectator"] as const) {
        const token = viewer === "host" ? g.host : viewer === "spectator" ? undefined : g.tokens[viewer];
        const seen = await everything(g, token);
        const hidden = [
          ...decks,
          ...([0, 1] as const).filter((seat) => seat !== viewer).flatMap((seat) => s.players[seat].hand),
        ];
        for (const card of hidden.filter((c) => !bottomed.has(c)))
          expect(mentions(seen, card), `${String(viewer)} saw ${card}`).toBe(false);
        if (viewer === 0 || viewer === 1) {
          const own = (await answer(g, viewer)).view;
          expect(own.players[viewer].hand).toEqual(s.players[viewer].hand);
          expect(own.players[1 - viewer].hand).toBeNull();
          expect(own.players[1 - viewer].handSize).toBe(s.players[1 - viewer].hand.length);
        }
      }
      now = await botPlays(g, now.activeSeats[0] as Seat, n, bottomed);
    }
    ws.close();
    expect(live.length).toBeGreaterThan(3);
    const s = await stateOf(g);
    for (const card of [...s.players[0].hand, ...s.players[1].hand, ...s.common.deck])
      expect(live.some((m) => mentions(m, card))).toBe(false);
  });

  it("a battle plan stays sealed from the other seat, the host and spectators until both are in", async () => {
    const g = await createGame(ID, 2);
    await claimAll(g);
    await putState(g, planning());
    const mine = await answer(g, 1);
    const plan = { type: "plan", cards: [{ card: "bl-resolve", battle: "ev-crag-chief" }] };
    const sent = await api<Answered>("POST", `/api/games/${g.id}/moves`, {
      token: g.tokens[1],
      body: { move: plan, version: mine.version, key: `bc-plan-${g.id}` },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.view.plan).toEqual(plan.cards);
    for (const token of [g.tokens[0], g.host, undefined]) {
      const page = (await api<MovesPage>("GET", `/api/games/${g.id}/moves`, { token })).body;
      expect(page.moves.at(-1)).toMatchObject({ seat: 1, move: { type: "plan" } });
      expect(page.moves.at(-1)!.move).toEqual({ type: "plan" });
      expect(mentions(await everything(g, token), "bl-resolve")).toBe(false);
    }
    const theirs = (await answer(g, 0)).view;
    expect([theirs.plansIn, theirs.plan, theirs.players[1].handSize]).toEqual([[false, true], null, 1]);
    // Evil's plan opens both: the log shows Good's card, the report the battle.
    const evil = await answer(g, 0);
    const opened = await api<Answered>("POST", `/api/games/${g.id}/moves`, {
      token: g.tokens[0],
      body: { move: { type: "plan", cards: [] }, version: evil.version, key: `bc-plan-0-${g.id}` },
    });
    expect(opened.status).toBe(200);
    const page = (await api<MovesPage>("GET", `/api/games/${g.id}/moves`)).body;
    expect(page.moves.map((m) => m.move)).toContainEqual(plan);
    expect(opened.body.view.last!.battles[0]).toMatchObject({ cards: [[], ["bl-resolve"]] });
  });

  it("after the end the record shows both hands move by move and every plan, and verifies", async () => {
    // A game with at least one battle (almost every bot game has some; the server seed is random).
    let g = await createGame(ID, 2);
    for (let tries = 0; tries < 3; tries++) {
      if (tries > 0) g = await createGame(ID, 2);
      await claimAll(g);
      expect((await playToEnd(g, 5 + tries, 2000, game)).status).toBe("finished");
      const done = (await api<{ moves: { move: { type: string } }[] }>("GET", `/api/games/${g.id}/record`))
        .body;
      if (done.moves.some((m) => m.move.type === "plan")) break;
    }
    const record = (
      await api<{
        setup: { draws: { value?: number }[] };
        moves: { move: { type: string; cards?: unknown[] }; draws: { value?: number }[] }[];
      }>("GET", `/api/games/${g.id}/record`)
    ).body;
    // Every plan is shown with its cards, every shuffle and hidden draw with its value.
    const plans = record.moves.filter((m) => m.move.type === "plan");
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.every((m) => Array.isArray(m.move.cards))).toBe(true);
    const draws = [...record.setup.draws, ...record.moves.flatMap((m) => m.draws)];
    expect(draws.length).toBeGreaterThan(100);
    expect(draws.every((d) => typeof d.value === "number")).toBe(true);
    const checked = await api<{ verdict: { ok: boolean } }>("POST", "/api/records/verify", { body: record });
    expect(checked.status).toBe(200);
    expect(checked.body.verdict).toMatchObject({ ok: true });
  });
});

/** Evil's two attacks, one blocked by Good: both sides to send a plan. */
function blocking(): BcState {
  return ok(
    table(
      { lords: [lord("ev-crag-chief"), lord("ev-rot-hag")], hand: ["bl-might"] },
      {
        lords: [lord("gd-bridge-lord"), lord("gd-silver-knight", [], { attacked: 4 })],
        hand: ["bl-resolve"],
      },
    ),
    0,
    { type: "orders", attack: ["ev-crag-chief", "ev-rot-hag"] },
  );
}

function planning(): BcState {
  const s = ok(blocking(), 1, {
    type: "block",
    blocks: [{ attacker: "ev-crag-chief", blocker: "gd-bridge-lord" }],
  });
  expect(s.phase).toBe("plans");
  return s;
}

describe("Birthright Conquest's bad input over HTTP", () => {
  /** A started game whose room is put at `state`; each move must be a 4xx that stores nothing. */
  async function refusedAt(state: BcState, tries: { seat: Seat; move: unknown; part: string }[]) {
    const g = await createGame(ID, 2);
    await claimAll(g);
    await putState(g, state);
    for (const { seat, move, part } of tries) {
      const before = await roomDump(g.id);
      const mine = await answer(g, seat);
      const res = await api<{ error: { code: string; message: string } }>(
        "POST",
        `/api/games/${g.id}/moves`,
        {
          token: g.tokens[seat],
          body: { move, version: mine.version, key: `bad-move-${seat}-${crypto.randomUUID()}` },
        },
      );
      expect(res.status, JSON.stringify(move)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(move)).toBeLessThan(500);
      expect(res.body.error.message, JSON.stringify(res.body)).toContain(part);
      expect(await roomDump(g.id)).toBe(before);
    }
  }

  it("refuses bad orders: a card not in hand, beyond the gold, a second Realm, an Army with no Lord, a Spell without a caster, a new Lord attacking, a wrong discard count", async () => {
    const hand = [
      "sp-firebolt",
      "sp-wither",
      "evt-harvest",
      "bl-might",
      "bl-resolve",
      "bl-ward",
      "sp-ward",
      "evt-envoys",
    ];
    await refusedAt(
      table(
        {
          gold: 3,
          realmHand: ["ev-ashfen", "ev-rotwood", "ev-maw-tyrant", "ev-levy"],
          hand,
          lords: [],
        },
        { lords: [lord("gd-bridge-lord", ["gd-spears"])] },
      ),
      [
        {
          seat: 0,
          move: { type: "orders", discard: ["sp-ward"], events: [{ card: "sp-unweave" }] },
          part: "events[0]",
        },
        {
          seat: 0,
          move: { type: "orders", discard: ["sp-ward"], recruit: [{ card: "ev-maw-tyrant" }] },
          part: "recruit[0]",
        },
        {
          seat: 0,
          move: {
            type: "orders",
            discard: ["sp-ward"],
            recruit: [{ card: "ev-ashfen" }, { card: "ev-rotwood" }],
          },
          part: "recruit[1]",
        },
        {
          seat: 0,
          move: { type: "orders", discard: ["sp-ward"], recruit: [{ card: "ev-levy" }] },
          part: "recruit[0]",
        },
        {
          seat: 0,
          move: {
            type: "orders",
            discard: ["sp-ward"],
            events: [{ card: "sp-wither", target: "gd-spears" }],
          },
          part: "events[0]",
        },
        { seat: 0, move: { type: "orders", discard: [] }, part: "discard" },
        { seat: 0, move: { type: "orders", discard: ["sp-ward", "bl-ward"] }, part: "discard" },
        { seat: 1, move: { type: "orders", discard: ["sp-ward"] }, part: "" },
        { seat: 0, move: { type: "block" }, part: "" },
        { seat: 0, move: { type: "draw", realm: "one", buyRealm: false, buyAction: false }, part: "" },
      ],
    );
    await refusedAt(table({ gold: 9, realmHand: ["ev-rot-hag"], lords: [lord("ev-crag-chief")] }), [
      {
        seat: 0,
        move: { type: "orders", recruit: [{ card: "ev-rot-hag" }], attack: ["ev-rot-hag"] },
        part: "attack[0]",
      },
    ]);
  });

  it("refuses bad blocks and plans: one Lord twice, a Lord that attacked last turn, a card on a battle that does not exist", async () => {
    await refusedAt(blocking(), [
      {
        seat: 1,
        move: {
          type: "block",
          blocks: [
            { attacker: "ev-crag-chief", blocker: "gd-bridge-lord" },
            { attacker: "ev-rot-hag", blocker: "gd-bridge-lord" },
          ],
        },
        part: "blocks[1]",
      },
      {
        seat: 1,
        move: { type: "block", blocks: [{ attacker: "ev-crag-chief", blocker: "gd-silver-knight" }] },
        part: "blocks[0]",
      },
      { seat: 0, move: { type: "block" }, part: "" },
    ]);
    await refusedAt(planning(), [
      {
        seat: 0,
        move: { type: "plan", cards: [{ card: "bl-might", battle: "ev-rot-hag" }] },
        part: "cards[0]",
      },
      {
        seat: 1,
        move: { type: "plan", cards: [{ card: "bl-might", battle: "ev-crag-chief" }] },
        part: "cards[0]",
      },
      { seat: 0, move: { type: "orders" }, part: "" },
    ]);
  });
});

describe("Birthright Conquest's concession over HTTP (ruling 15)", () => {
  const concede = (g: TestGame, token?: string) =>
    api<Answered & { error?: { code: string } }>("POST", `/api/games/${g.id}/concede`, { token });

  it("a player concedes out of turn: the game ends, the other wins and is told, the record verifies", async () => {
    const g = await createGame(ID, 2);
    await claimAll(g);
    const hooked = await api("PUT", `/api/games/${g.id}/notifications`, {
      token: g.tokens[0],
      body: { email: null, webhook: { url: "https://hooks.test/evil", kind: "json" } },
    });
    expect(hooked.status).toBe(200);
    // Caught from the concession on: the room's own alarm may fire and send before runAlarm does.
    const hooks = captureWebhooks();
    try {
      // Evil (seat 0) is to play; Good concedes while waiting.
      const res = await concede(g, g.tokens[1]);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.status).toBe("finished");
      expect(res.body.view).toMatchObject({ outcome: 0, conceded: 1, phase: "ended" });
      const other = await answer(g, 0);
      expect(other.view).toMatchObject({ outcome: 0, conceded: 1 });
      expect(other.recentMoves.at(-1)).toMatchObject({ seat: 1, by: "player", move: { type: "$concede" } });
      await runAlarm(g.id);
      const told = hooks.calls.filter((c) => c.body.event === "conceded");
      expect(told.map((c) => c.url)).toEqual(["https://hooks.test/evil"]);
      expect(told[0].body.text).toMatch(
        /^Player 1, Player 2 conceded Birthright Conquest: the game is over and you win\./,
      );
    } finally {
      hooks.restore();
    }
    // Once over, a second concession is refused.
    expect((await concede(g, g.tokens[0])).status).toBe(409);
    const record = (await api("GET", `/api/games/${g.id}/record`)).body;
    const checked = await api<{ verdict: { ok: boolean } }>("POST", "/api/records/verify", { body: record });
    expect(checked.body.verdict).toMatchObject({ ok: true });
  });

  it("the only person at a table with the bot may concede", async () => {
    const g = await createGame(ID, 2, {}, { bots: [1] });
    await claimAll(g);
    const res = await concede(g, g.tokens[0]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.view).toMatchObject({ outcome: 1, conceded: 0 });
  });

  it("refuses, storing nothing: no token, the host's, a stranger's, before the start, $concede as a move, a game without concessions", async () => {
    const open = await createGame(ID, 2);
    const before = await roomDump(open.id);
    const early = await concede(open, open.tokens[0]);
    expect([early.status, early.body.error?.code]).toEqual([403, "not_a_player"]);
    await api("POST", `/api/games/${open.id}/claim`, { token: open.tokens[0], body: { name: "Ann" } });
    const notStarted = await concede(open, open.tokens[0]);
    expect([notStarted.status, notStarted.body.error?.code]).toEqual([409, "not_started"]);

    const g = await createGame(ID, 2);
    await claimAll(g);
    const playing = await roomDump(g.id);
    for (const [token, status] of [
      [undefined, 401],
      [g.host, 403],
      ["f".repeat(32), 403],
    ] as const)
      expect((await concede(g, token)).status, String(token)).toBe(status);
    const asMove = await api("POST", `/api/games/${g.id}/moves`, {
      token: g.tokens[0],
      body: { move: { type: "$concede" }, version: (await answer(g, 0)).version, key: "concede-as-move" },
    });
    expect(asMove.status).toBe(400);
    expect(await roomDump(g.id)).toBe(playing);

    const dice = await createGame("mr-natural", 2);
    await claimAll(dice);
    const diceBefore = await roomDump(dice.id);
    const none = await concede(dice, dice.tokens[0]);
    expect([none.status, none.body.error?.code]).toEqual([409, "cannot_concede"]);
    expect(await roomDump(dice.id)).toBe(diceBefore);
    expect(before).not.toBe("");
  });
});
