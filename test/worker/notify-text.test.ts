/**
 * User text in notifications (player names, table talk): each channel receives it as plain text in
 * its own syntax, so a name can never mention, link or format anything. Hostile names and lines on
 * every channel, with the exact text each one receives.
 */
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import type { GameResponse } from "../../worker/wire";
import type { Contact } from "../../worker/notify/contacts";
import type { Message } from "../../worker/notify/messages";
import { send } from "../../worker/notify/send";
import { api, captureWebhooks, createGame, runAlarm, throughSelf, type TestGame } from "./support";

throughSelf();

let hooks: ReturnType<typeof captureWebhooks> | null = null;
afterEach(() => hooks?.restore());

const ZWSP = "\u200b";
const LINK = "https://boxcars.test/play/g1";

/** A message whose every part a player could have typed (names and table talk), hostile for every channel at once. */
const hostile: Message = {
  kind: "turn",
  subject: "Your turn in Ann\r\nBcc: all@evil.example\r\n\r\nHi",
  text: "# Ann <!channel> & @everyone, it is your turn. [click](https://evil.example) said *Bob* _x_ ~~y~~ ||z|| `code` <@123> <https://evil.example|Boxcars> \\*\nline two\r\n> quote\u2028 \u202eevil",
  link: LINK,
};

const contact = (part: Partial<Contact>): Contact => ({
  email: null,
  webhook: null,
  push: null,
  digestHours: 0,
  enabled: true,
  ...part,
});
const hook = (kind: "slack" | "discord" | "json") => ({
  url: `https://hooks.test/${kind}`,
  kind,
  secret: "s",
});

describe("each channel's text", () => {
  it("Slack: &, < and > as entities, no @-mention, markdown off, on one line", async () => {
    hooks = captureWebhooks();
    await send(env, "webhook", contact({ webhook: hook("slack") }), hostile, "d");
    expect(hooks.calls.map((c) => c.body)).toEqual([
      {
        text: `# Ann &lt;!channel&gt; &amp; @${ZWSP}everyone, it is your turn. [click](https://evil.example) said *Bob* _x_ ~~y~~ ||z|| \`code\` &lt;@${ZWSP}123&gt; &lt;https://evil.example|Boxcars&gt; \\* line two &gt; quote evil ${LINK}`,
        mrkdwn: false,
      },
    ]);
  });

  it("Discord: markdown escaped, links and mentions inert, no ping allowed, on one line", async () => {
    hooks = captureWebhooks();
    await send(env, "webhook", contact({ webhook: hook("discord") }), hostile, "d");
    expect(hooks.calls.map((c) => c.body)).toEqual([
      {
        content: `\\# Ann \\<!channel\\> & @${ZWSP}everyone, it is your turn. \\[click\\](https\\://evil.example) said \\*Bob\\* \\_x\\_ \\~\\~y\\~\\~ \\|\\|z\\|\\| \\\`code\\\` \\<@${ZWSP}123\\> \\<https\\://evil.example\\|Boxcars\\> \\\\\\* line two \\> quote evil ${LINK}`,
        allowed_mentions: { parse: [] },
      },
    ]);
  });

  it("generic JSON: plain text on one line (the receiver escapes for wherever it shows it)", async () => {
    hooks = captureWebhooks();
    await send(env, "webhook", contact({ webhook: hook("json") }), hostile, "d");
    expect(hooks.calls[0].body).toEqual({
      event: "turn",
      subject: "Your turn in Ann Bcc: all@evil.example Hi",
      text: "# Ann <!channel> & @everyone, it is your turn. [click](https://evil.example) said *Bob* _x_ ~~y~~ ||z|| `code` <@123> <https://evil.example|Boxcars> \\* line two > quote evil",
      url: LINK,
      delivery: "d",
    });
  });

  it("email: a subject that cannot add a header, a body whose user text is one line", async () => {
    const sent: Record<string, unknown>[] = [];
    const production = {
      ...env,
      BOXCARS_ENV: "production",
      MAIL_FROM: "Boxcars <turns@boxcars.test>",
      EMAIL: { send: async (m: Record<string, unknown>) => void sent.push(m) },
    } as unknown as typeof env;
    await send(production, "email", contact({ email: "ann@example.com" }), hostile, "d");
    expect(sent).toEqual([
      {
        from: "Boxcars <turns@boxcars.test>",
        to: "ann@example.com",
        subject: "Your turn in Ann Bcc: all@evil.example Hi",
        text: `# Ann <!channel> & @everyone, it is your turn. [click](https://evil.example) said *Bob* _x_ ~~y~~ ||z|| \`code\` <@123> <https://evil.example|Boxcars> \\* line two > quote evil\n\n${LINK}\n\n(Change or turn off these messages on your sheet.)`,
        headers: { "X-Boxcars-Delivery": "d" },
      },
    ]);
  });

  it("push: title and body plain, on one line", async () => {
    const endpoint = `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`;
    const target = { endpoint, keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) } };
    await send(env, "push", contact({ push: target }), hostile, "hostile-push");
    const row = await env.DB.prepare(
      "SELECT subject, body FROM dev_messages WHERE channel = 'push' AND headers LIKE '%hostile-push%'",
    ).first<{ subject: string; body: string }>();
    expect(row!.subject).toBe("Your turn in Ann Bcc: all@evil.example Hi");
    expect(JSON.parse(row!.body)).toEqual({
      title: "Your turn in Ann Bcc: all@evil.example Hi",
      body: "# Ann <!channel> & @everyone, it is your turn. [click](https://evil.example) said *Bob* _x_ ~~y~~ ||z|| `code` <@123> <https://evil.example|Boxcars> \\* line two > quote evil",
      url: LINK,
      kind: "turn",
    });
  });

  it("Discord: a line start (heading, quote, list, subtext) and an over-long message stay plain and within 2,000 characters", async () => {
    hooks = captureWebhooks();
    for (const text of [
      "- Ann",
      "-# Ann",
      "+ Ann",
      "12. Ann",
      ">>> Ann",
      "## Ann",
      "x".repeat(5000),
      "*".repeat(5000),
    ]) {
      await send(env, "webhook", contact({ webhook: hook("discord") }), { ...hostile, text }, "d");
    }
    const contents = hooks.calls.map((c) => c.body.content as string);
    expect(contents.slice(0, 6)).toEqual(
      ["\\- Ann", "\\-# Ann", "\\+ Ann", "12\\. Ann", "\\>\\>\\> Ann", "\\## Ann"].map((t) => `${t} ${LINK}`),
    );
    for (const long of contents.slice(6)) {
      expect(long.length).toBeLessThanOrEqual(2000);
      expect(long.endsWith(`… ${LINK}`)).toBe(true);
      expect(long).not.toMatch(/[^\\]\\… /); // an escape is never cut in half
    }
  });
});

describe("through a game: hostile names and table talk", () => {
  const names = ["Ann <!channel> & @everyone", "[click](https://evil.example)"];

  async function game(kinds: ("slack" | "discord")[]): Promise<TestGame> {
    const g = await createGame("mr-natural", 2, { target: 2000 });
    for (const seat of [0, 1]) {
      expect(
        (
          await api("POST", `/api/games/${g.id}/claim`, {
            token: g.tokens[seat],
            body: { name: names[seat] },
          })
        ).status,
      ).toBe(200);
      const webhook = { url: `https://hooks.test/${g.id}/${seat}`, kind: kinds[seat] };
      expect(
        (
          await api("PUT", `/api/games/${g.id}/notifications`, {
            token: g.tokens[seat],
            body: { email: null, webhook },
          })
        ).status,
      ).toBe(200);
    }
    return g;
  }

  it("the test message names the seat escaped, on Slack and on Discord", async () => {
    hooks = captureWebhooks();
    const g = await game(["slack", "discord"]);
    for (const token of g.tokens)
      expect((await api("POST", `/api/games/${g.id}/notifications/test`, { token })).status).toBe(202);
    await runAlarm(g.id);
    const link = `https://boxcars.test/play/${g.id}`;
    const test = (seat: number) =>
      hooks!.calls
        .filter((c) => c.url.endsWith(`${g.id}/${seat}`))
        .map((c) => c.body)
        .at(-1);
    expect(test(0)).toEqual({
      text: `Ann &lt;!channel&gt; &amp; @${ZWSP}everyone, this is how Boxcars will tell you it is your turn in BOXCAR (Mr. Natural). ${link}`,
      mrkdwn: false,
    });
    expect(test(1)).toEqual({
      content: `\\[click\\](https\\://evil.example), this is how Boxcars will tell you it is your turn in BOXCAR (Mr. Natural). ${link}`,
      allowed_mentions: { parse: [] },
    });
  });

  it("a turn message's movers and table talk reach Slack escaped and on one line", async () => {
    hooks = captureWebhooks();
    const g = await game(["slack", "slack"]);
    await runAlarm(g.id);
    const chat = await api("POST", `/api/games/${g.id}/chat`, {
      token: g.tokens[0],
      body: { text: "hi <!here>\n> & bye <https://evil.example|free>" },
    });
    expect(chat.status).toBe(201);
    // Seat 0 plays its turn: seat 1 is told who moved and what was said.
    for (let i = 0; i < 100; i++) {
      const now = (await api<GameResponse>("GET", `/api/games/${g.id}`, { token: g.tokens[0] })).body;
      if (!now.activeSeats.includes(0)) break;
      const move = now.legalMoves!.find((m) => m.type === "bank") ?? now.legalMoves![0];
      expect(
        (
          await api("POST", `/api/games/${g.id}/moves`, {
            token: g.tokens[0],
            body: { move, version: now.version, key: `turn-0-${now.version}` },
          })
        ).status,
      ).toBe(200);
    }
    await runAlarm(g.id);
    const toSeat1 = hooks.calls.filter((c) => c.url.endsWith(`${g.id}/1`)).map((c) => c.body.text as string);
    expect(toSeat1).toHaveLength(1);
    expect(toSeat1[0]).toMatch(
      /^\[click\]\(https:\/\/evil\.example\), it is your turn in BOXCAR \(Mr\. Natural\)\. Since your last move Ann &lt;!channel&gt; &amp; @\u200beveryone made \d+ moves?\. /,
    );
    expect(
      toSeat1[0].endsWith(
        `Table talk: Ann &lt;!channel&gt; &amp; @${ZWSP}everyone: “hi &lt;!here&gt; &gt; &amp; bye &lt;https://evil.example|free&gt;” https://boxcars.test/play/${g.id}`,
      ),
    ).toBe(true);
    expect(toSeat1[0]).not.toMatch(/[<>\n]/);
  });
});
