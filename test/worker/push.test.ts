/** Web Push: the subscription in a seat's contact, the push channel of the outbox, and the request a push service gets. */
import { env, runInDurableObject } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import type { GameResponse } from "../../worker/wire";
import { app } from "../../worker/app";
import type { Contact } from "../../worker/notify/contacts";
import { DEVELOPMENT_PUBLIC_KEY, endpointProblem } from "../../worker/notify/push";
import { send } from "../../worker/notify/send";
import { turnMessage } from "../../worker/notify/messages";
import { Outbox } from "../../worker/room/outbox";
import { RoomStore } from "../../worker/room/storage/room-store";
import { api, changeStorage, createGame, roomStub, runAlarm, throughSelf, type TestGame } from "./support";

throughSelf();

const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
const unb64url = (text: string) =>
  Uint8Array.from(atob(text.replaceAll("-", "+").replaceAll("_", "/")), (c) => c.charCodeAt(0));

/** A browser's side of a subscription: its ECDH key pair and auth secret, as the push service's endpoint would carry them. */
async function browser(endpoint = `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`) {
  const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, [
    "deriveBits",
  ])) as CryptoKeyPair;
  const auth = crypto.getRandomValues(new Uint8Array(16));
  const p256dh = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
  return {
    subscription: { endpoint, keys: { p256dh: b64url(p256dh), auth: b64url(auth) } },
    privateKey: pair.privateKey,
    auth,
    p256dh,
  };
}

/** A server's VAPID key pair in the forms the environment holds them. */
async function vapidKeys() {
  const pair = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  const jwk = (await crypto.subtle.exportKey("jwk", pair.privateKey)) as JsonWebKey;
  const raw = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
  return {
    VAPID_PUBLIC_KEY: b64url(raw),
    VAPID_PRIVATE_KEY: jwk.d!,
    VAPID_SUBJECT: "mailto:ops@boxcars.example",
    verifyKey: pair.publicKey,
  };
}

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: Uint8Array;
}

/** Answers requests to push services (`fcm.googleapis.com`) with `status`, recording them; everything else goes through. */
function capturePushes(status: (call: Sent) => number = () => 201) {
  const calls: Sent[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (!request.url.startsWith("https://fcm.googleapis.com/")) return original(input, init);
    const call = {
      url: request.url,
      headers: Object.fromEntries(request.headers),
      body: new Uint8Array(await request.arrayBuffer()),
    };
    calls.push(call);
    return new Response(null, { status: status(call) });
  }) as typeof fetch;
  return {
    calls,
    restore: () => {
      globalThis.fetch = original;
    },
  };
}
let pushes: ReturnType<typeof capturePushes> | null = null;
afterEach(() => pushes?.restore());

/** A game of Mr. Natural whose seats are claimed in order, `each` run after each claim (the last claim starts it). */
async function claimed(seats = 2, each?: (g: TestGame, seat: number) => Promise<void>): Promise<TestGame> {
  const g = await createGame("mr-natural", seats, { target: 2000 });
  for (let seat = 0; seat < seats; seat++) {
    const res = await api<GameResponse>("POST", `/api/games/${g.id}/claim`, {
      token: g.tokens[seat],
      body: { name: ["Ann", "Bob", "Cleo"][seat] },
    });
    expect(res.status).toBe(200);
    await each?.(g, seat);
  }
  return g;
}

const settings = (g: TestGame, seat: number, body?: unknown) =>
  api(body === undefined ? "GET" : "PUT", `/api/games/${g.id}/notifications`, {
    token: g.tokens[seat],
    body,
  });

const contacts = (g: TestGame) =>
  runInDurableObject(roomStub(g.id), (_room, state) =>
    state.storage.sql.exec("SELECT * FROM contacts").toArray(),
  );

/** The production Worker (the room bindings are the test's own), with or without VAPID keys. */
function productionRequest(path: string, init: RequestInit, vapid: Record<string, string> = {}) {
  return app.request(`https://boxcars.test${path}`, init, { ...env, BOXCARS_ENV: "production", ...vapid });
}

describe("the VAPID public key", () => {
  it("is the development key on a development server, null in production without keys, the configured key with them", async () => {
    expect((await api("GET", "/api/push")).body).toEqual({ publicKey: DEVELOPMENT_PUBLIC_KEY });
    expect(unb64url(DEVELOPMENT_PUBLIC_KEY)).toHaveLength(65);
    expect(await (await productionRequest("/api/push", {})).json()).toEqual({ publicKey: null });
    const keys = await vapidKeys();
    const { verifyKey: _, ...vars } = keys;
    expect(await (await productionRequest("/api/push", {}, vars)).json()).toEqual({
      publicKey: keys.VAPID_PUBLIC_KEY,
    });
    // Without the subject push services require, it is not offered.
    expect(await (await productionRequest("/api/push", {}, { ...vars, VAPID_SUBJECT: "" })).json()).toEqual({
      publicKey: null,
    });
  });
});

describe("a push subscription in the contact", () => {
  it("is saved, shown only to its owner, kept when a save leaves it out, and forgotten on null", async () => {
    const g = await claimed();
    const { subscription } = await browser();
    const saved = await settings(g, 0, { email: null, webhook: null, push: subscription });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.contact.push).toEqual(subscription);
    expect((await settings(g, 0)).body.contact.push).toEqual(subscription);
    expect((await settings(g, 1)).body.contact).toMatchObject({ push: null, email: null, webhook: null });
    expect((await api("GET", `/api/games/${g.id}/notifications`, { token: g.host })).status).toBe(403);
    expect((await api("GET", `/api/games/${g.id}/notifications`)).status).toBe(403);
    expect(
      JSON.stringify((await api("GET", `/api/games/${g.id}`, { token: g.tokens[1] })).body),
    ).not.toContain(subscription.keys.auth);

    // The sheet's other settings change without it; it stays.
    const hook = { url: "https://hooks.test/ann", kind: "json" };
    expect((await settings(g, 0, { email: null, webhook: hook, digestHours: 3 })).body.contact).toMatchObject(
      { push: subscription, digestHours: 3 },
    );
    expect((await settings(g, 0, { email: null, webhook: hook, push: null })).body.contact.push).toBeNull();
    expect((await settings(g, 0, { email: null, webhook: null, push: null })).body.contact).toMatchObject({
      push: null,
      webhook: null,
      enabled: false,
    });
    expect(await contacts(g)).toEqual([]);
  });

  const good = {
    endpoint: "https://fcm.googleapis.com/fcm/send/abc",
    keys: { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) },
  };
  const bad: [string, unknown][] = [
    ["an http endpoint", { ...good, endpoint: "http://fcm.googleapis.com/fcm/send/abc" }],
    ["an endpoint that is not a URL", { ...good, endpoint: "fcm.googleapis.com/send" }],
    ["an endpoint with credentials", { ...good, endpoint: "https://u:p@fcm.googleapis.com/send" }],
    ["a private endpoint", { ...good, endpoint: "https://10.1.2.3/push" }],
    ["a loopback endpoint", { ...good, endpoint: "https://127.0.0.1:8787/push" }],
    ["localhost", { ...good, endpoint: "https://localhost/push" }],
    ["an IPv6 loopback", { ...good, endpoint: "https://[::1]/push" }],
    ["a local name", { ...good, endpoint: "https://push.local/x" }],
    ["a name reserved for tests", { ...good, endpoint: "https://push.test/x" }],
    ["an oversize endpoint", { ...good, endpoint: `https://fcm.googleapis.com/${"x".repeat(1000)}` }],
    ["a short p256dh", { ...good, keys: { ...good.keys, p256dh: `B${"A".repeat(85)}` } }],
    ["a long p256dh", { ...good, keys: { ...good.keys, p256dh: `B${"A".repeat(87)}` } }],
    ["a compressed p256dh", { ...good, keys: { ...good.keys, p256dh: `A${"A".repeat(86)}` } }],
    ["a padded base64 p256dh", { ...good, keys: { ...good.keys, p256dh: `B${"A".repeat(85)}=` } }],
    ["a short auth", { ...good, keys: { ...good.keys, auth: "A".repeat(21) } }],
    ["a long auth", { ...good, keys: { ...good.keys, auth: "A".repeat(23) } }],
    ["a non-base64url auth", { ...good, keys: { ...good.keys, auth: `${"A".repeat(21)}+` } }],
    ["no keys", { endpoint: good.endpoint }],
    ["an unknown member", { ...good, options: {} }],
    ["an expirationTime that is text", { ...good, expirationTime: "soon" }],
    ["an expirationTime that is not whole", { ...good, expirationTime: Date.now() + 3600_000.5 }],
    ["an expirationTime that is true", { ...good, expirationTime: true }],
    ["a negative expirationTime", { ...good, expirationTime: -1 }],
    ["an expirationTime already past", { ...good, expirationTime: Date.now() - 1000 }],
    ["an unknown key", { ...good, keys: { ...good.keys, aes128gcm: "x" } }],
    ["a string", "https://fcm.googleapis.com/fcm/send/abc"],
  ];

  it("takes PushSubscription.toJSON() as browsers give it: expirationTime null or a time to come", async () => {
    const g = await claimed(1);
    for (const push of [
      { ...good, expirationTime: null },
      { ...good, expirationTime: Date.now() + 7 * 24 * 3600_000 },
      good,
    ]) {
      const res = await settings(g, 0, { email: null, webhook: null, push });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.contact.push).toEqual(push);
    }
  });

  it.each(bad)("refuses %s with 400, storing nothing", async (_name, push) => {
    const g = await claimed(1);
    const res = await settings(g, 0, { email: null, webhook: null, push });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("bad_request");
    expect(await contacts(g)).toEqual([]);
  });

  it("refuses private endpoints in production as well, and accepts a public push service there", async () => {
    const g = await claimed(1);
    const put = (push: unknown) =>
      productionRequest(`/api/games/${g.id}/notifications`, {
        method: "PUT",
        headers: { Authorization: `Bearer ${g.tokens[0]}`, "Content-Type": "application/json" },
        body: JSON.stringify({ email: null, webhook: null, push }),
      });
    for (const endpoint of [
      "https://192.168.1.20/push",
      "https://[fd00::1]/push",
      "https://0x7f.1/push",
      "https://push.internal/x",
      "https://router/x",
    ]) {
      const res = await put({ ...good, endpoint });
      expect(res.status, endpoint).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
        /public push service/,
      );
    }
    expect(await contacts(g)).toEqual([]);
    expect((await put(good)).status).toBe(200);
    expect(endpointProblem("https://updates.push.services.mozilla.com/wpush/v2/x")).toBeNull();
    expect(endpointProblem("https://web.push.apple.com/QGx")).toBeNull();
  });
});

describe("the push channel", () => {
  it("captures a turn notification on a development server: the game page, never a token", async () => {
    const ann = await browser();
    const bob = await browser();
    const g = await claimed(2, async (game, seat) => {
      expect(
        (await settings(game, seat, { email: null, webhook: null, push: [ann, bob][seat].subscription }))
          .status,
      ).toBe(200);
    });
    await runAlarm(g.id);
    const rows = async () =>
      (
        await env.DB.prepare("SELECT * FROM dev_messages WHERE channel = 'push' AND body LIKE ?")
          .bind(`%/play/${g.id}"%`)
          .all<Record<string, string>>()
      ).results;
    const first = await rows();
    expect(first).toHaveLength(1); // the game started: Ann is to play
    expect(first[0].to).toBe("fcm.googleapis.com");
    const payload = JSON.parse(first[0].body);
    expect(payload).toEqual({
      title: expect.stringContaining("BOXCAR"),
      body: expect.stringMatching(/^Ann, it is your turn/),
      url: `https://boxcars.test/play/${g.id}`,
      kind: "turn",
      // Her first decision is one tap (roll): an action in the game's words, and its answer link (a capability, not her token).
      actions: [{ action: "0", title: "Roll 6 dice" }],
      answers: [
        expect.stringMatching(
          new RegExp(`^https://boxcars\\.test/answer/${g.id}#0\\.\\d+\\.[0-9a-f]{32}\\.0\\.Roll%206%20dice$`),
        ),
      ],
    });
    expect(JSON.parse(first[0].headers)).toMatchObject({
      "X-Boxcars-Delivery": expect.stringContaining(g.id),
      TTL: "86400",
    });
    const text = JSON.stringify(first);
    for (const token of [g.host, ...g.tokens]) expect(text).not.toContain(token);
    expect(text).not.toContain(ann.subscription.keys.auth);

    expect((await settings(g, 0)).body.deliveries[0]).toMatchObject({
      channel: "push",
      kind: "turn",
      status: "sent",
      attempts: 1,
    });
    expect((await settings(g, 1)).body.deliveries).toEqual([]);

    // Ann banks at her first chance: Bob is told, on his browser; Ann is not told of her own move.
    for (let i = 0; i < 100; i++) {
      const me = (await api<GameResponse>("GET", `/api/games/${g.id}`, { token: g.tokens[0] })).body;
      if (!me.activeSeats.includes(0)) break;
      const move = me.legalMoves!.find((m) => m.type === "bank") ?? me.legalMoves![0];
      expect(
        (
          await api("POST", `/api/games/${g.id}/moves`, {
            token: g.tokens[0],
            body: { move, version: me.version, key: `push-move-${me.version}` },
          })
        ).status,
      ).toBe(200);
    }
    await runAlarm(g.id);
    const second = (await rows()).filter((r) => !first.some((f) => f.id === r.id));
    expect(second).toHaveLength(1);
    expect(JSON.parse(second[0].body)).toMatchObject({
      body: expect.stringMatching(/^Bob, it is your turn/),
      url: `https://boxcars.test/play/${g.id}`,
    });
    expect((await settings(g, 1)).body.deliveries[0]).toMatchObject({
      channel: "push",
      kind: "turn",
      status: "sent",
    });
    for (const token of [g.host, ...g.tokens]) expect(JSON.stringify(second)).not.toContain(token);
  });

  it("sends a real push in production: VAPID-signed for the push service, encrypted aes128gcm for the browser alone", async () => {
    const keys = await vapidKeys();
    const { verifyKey, ...vars } = keys;
    const production = { ...env, BOXCARS_ENV: "production", ...vars };
    const ann = await browser();
    pushes = capturePushes();
    const contact: Contact = {
      email: null,
      webhook: null,
      push: ann.subscription,
      digestHours: 0,
      enabled: true,
    };
    const message = turnMessage(
      {
        playerName: "Ann",
        title: "BOXCAR (Mr. Natural)",
        link: "https://boxcars.test/play/g1",
        since: "Bob scored 650.",
        deadline: null,
      },
      Date.now(),
    );
    await send(production, "push", contact, message, "g1:turn:3:push");

    expect(pushes.calls).toHaveLength(1);
    const call = pushes.calls[0];
    expect(call.url).toBe(ann.subscription.endpoint);
    expect(call.headers).toMatchObject({
      "content-encoding": "aes128gcm",
      "content-type": "application/octet-stream",
      ttl: "86400",
      urgency: "normal",
    });
    expect(call.headers.topic).toMatch(/^[0-9a-f]{32}$/);

    // Authorization: vapid t=<JWT for the push service's origin, signed by our key>, k=<our public key>.
    const auth = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/.exec(call.headers.authorization)!;
    expect(auth).not.toBeNull();
    expect(auth[4]).toBe(keys.VAPID_PUBLIC_KEY);
    const claims = JSON.parse(new TextDecoder().decode(unb64url(auth[2])));
    expect(claims).toMatchObject({ aud: "https://fcm.googleapis.com", sub: "mailto:ops@boxcars.example" });
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(claims.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
    const signed = new TextEncoder().encode(`${auth[1]}.${auth[2]}`);
    expect(
      await crypto.subtle.verify({ name: "ECDSA", hash: "SHA-256" }, verifyKey, unb64url(auth[3]), signed),
    ).toBe(true);

    // The body decrypts (RFC 8291) with the browser's private key and auth secret only.
    const payload = JSON.parse(await decrypt(call.body, ann));
    expect(payload).toEqual({
      title: message.subject,
      body: message.text,
      url: "https://boxcars.test/play/g1",
      kind: "turn",
    });
    const other = await browser();
    await expect(decrypt(call.body, other)).rejects.toThrow();
  });

  it("drops the subscription when the push service answers 410 or 404, and retries other failures", async () => {
    const keys = await vapidKeys();
    const { verifyKey: _, ...vars } = keys;
    const production = { ...env, BOXCARS_ENV: "production", ...vars } as typeof env;
    for (const status of [410, 404]) {
      const g = await claimed();
      const ann = await browser();
      const hook = { url: "https://hooks.test/ann", kind: "json" };
      expect((await settings(g, 0, { email: null, webhook: hook, push: ann.subscription })).status).toBe(200);
      pushes = capturePushes(() => status);
      await changeStorage(g.id, async (storage) => {
        const outbox = new Outbox(new RoomStore(storage));
        outbox.enqueue(
          0,
          "test:1",
          { kind: "test", subject: "Test", text: "A test.", link: `https://boxcars.test/play/${g.id}` },
          Date.now(),
          ["push"],
        );
        outbox.enqueue(
          0,
          "test:2",
          { kind: "test", subject: "Test", text: "Another.", link: `https://boxcars.test/play/${g.id}` },
          Date.now(),
          ["push"],
        );
        await outbox.deliverDue(production, g.id, () => true);
      });
      pushes.restore();
      expect(pushes.calls).toHaveLength(1); // the second message waited for the same subscription: dropped, not sent
      const mine = (await settings(g, 0)).body;
      expect(mine.contact.push).toBeNull();
      expect(mine.contact.webhook).toMatchObject(hook); // the rest of the contact stays
      const pushed = mine.deliveries.filter((d: { channel: string }) => d.channel === "push");
      expect(pushed).toHaveLength(2);
      for (const d of pushed)
        expect(d).toMatchObject({ status: "dropped", error: expect.stringMatching(/ended|switched/) });
      expect(pushed.some((d: { error: string }) => d.error.includes(String(status)))).toBe(true);
    }

    // A 500 or 429 is the service's trouble: retried later, the subscription kept.
    const g = await claimed();
    const ann = await browser();
    expect((await settings(g, 0, { email: null, webhook: null, push: ann.subscription })).status).toBe(200);
    pushes = capturePushes(() => 500);
    await changeStorage(g.id, async (storage) => {
      const outbox = new Outbox(new RoomStore(storage));
      outbox.enqueue(
        0,
        "test:1",
        { kind: "test", subject: "Test", text: "A test.", link: `https://boxcars.test/play/${g.id}` },
        Date.now(),
        ["push"],
      );
      await outbox.deliverDue(production, g.id, () => true);
    });
    const mine = (await settings(g, 0)).body;
    expect(mine.contact.push).toEqual(ann.subscription);
    expect(mine.deliveries[0]).toMatchObject({
      channel: "push",
      status: "pending",
      attempts: 1,
      error: "push service answered 500",
    });
  });

  it("sends nothing to a subscription past its expirationTime, and removes it", async () => {
    const keys = await vapidKeys();
    const { verifyKey: _, ...vars } = keys;
    const production = { ...env, BOXCARS_ENV: "production", ...vars } as typeof env;
    for (const environment of [production, env]) {
      const g = await claimed();
      const ann = await browser();
      const hook = { url: "https://hooks.test/ann", kind: "json" };
      const expiring = { ...ann.subscription, expirationTime: Date.now() + 3600_000 };
      expect((await settings(g, 0, { email: null, webhook: hook, push: expiring })).status).toBe(200);
      pushes = capturePushes();
      const before = await env.DB.prepare(
        "SELECT COUNT(*) AS n FROM dev_messages WHERE channel = 'push'",
      ).first<{ n: number }>();
      await changeStorage(g.id, async (storage) => {
        const outbox = new Outbox(new RoomStore(storage));
        outbox.enqueue(
          0,
          "test:1",
          { kind: "test", subject: "Test", text: "A test.", link: `https://boxcars.test/play/${g.id}` },
          Date.now(),
          ["push"],
        );
        // The hour passes before the alarm delivers it.
        const saved = outbox.contact(0)!.contact;
        outbox.setContact(0, { ...saved, push: { ...saved.push!, expirationTime: Date.now() - 1 } });
        await outbox.deliverDue(environment, g.id, () => true);
      });
      pushes.restore();
      expect(pushes.calls).toEqual([]);
      const after = await env.DB.prepare(
        "SELECT COUNT(*) AS n FROM dev_messages WHERE channel = 'push'",
      ).first<{ n: number }>();
      expect(after!.n).toBe(before!.n);
      const mine = (await settings(g, 0)).body;
      expect(mine.contact.push).toBeNull();
      expect(mine.contact.webhook).toMatchObject(hook);
      expect(mine.deliveries[0]).toMatchObject({
        channel: "push",
        status: "dropped",
        error: expect.stringMatching(/expired/),
      });
    }
  });

  it("drops, without a request, a subscription whose key is not a P-256 point, and does not send in production without keys", async () => {
    pushes = capturePushes();
    const { subscription } = await browser();
    const message = {
      kind: "test" as const,
      subject: "Test",
      text: "A test.",
      link: "https://boxcars.test/play/x",
    };
    const offCurve = { ...subscription, keys: { ...subscription.keys, p256dh: `B${"A".repeat(86)}` } };
    const keys = await vapidKeys();
    const { verifyKey: _, ...vars } = keys;
    const contact = (push: Contact["push"]): Contact => ({
      email: null,
      webhook: null,
      push,
      digestHours: 0,
      enabled: true,
    });
    await expect(
      send({ ...env, BOXCARS_ENV: "production", ...vars }, "push", contact(offCurve), message, "d"),
    ).rejects.toThrow(/not a P-256 point/);
    await expect(
      send({ ...env, BOXCARS_ENV: "production" }, "push", contact(subscription), message, "d"),
    ).rejects.toThrow(/not configured/);
    expect(pushes.calls).toEqual([]);
  });
});

/** RFC 8291 / RFC 8188 decryption, as the browser does it, to prove the payload is for it alone. */
async function decrypt(body: Uint8Array, to: Awaited<ReturnType<typeof browser>>): Promise<string> {
  const salt = body.slice(0, 16);
  const idLength = body[20];
  const serverKey = body.slice(21, 21 + idLength);
  const record = body.slice(21 + idLength);
  const hkdf = async (saltBytes: Uint8Array, ikm: Uint8Array, info: Uint8Array, length: number) => {
    const key = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
    return new Uint8Array(
      await crypto.subtle.deriveBits(
        { name: "HKDF", hash: "SHA-256", salt: saltBytes, info },
        key,
        length * 8,
      ),
    );
  };
  const concat = (...parts: Uint8Array[]) => {
    const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    parts.reduce((at, p) => (out.set(p, at), at + p.length), 0);
    return out;
  };
  const text = (s: string) => new TextEncoder().encode(s);
  const server = await crypto.subtle.importKey(
    "raw",
    serverKey,
    { name: "ECDH", namedCurve: "P-256" },
    false,
    [],
  );
  const shared = new Uint8Array(
    await crypto.subtle.deriveBits(
      { name: "ECDH", public: server } as unknown as SubtleCryptoDeriveKeyAlgorithm,
      to.privateKey,
      256,
    ),
  );
  const ikm = await hkdf(to.auth, shared, concat(text("WebPush: info\0"), to.p256dh, serverKey), 32);
  const cek = await hkdf(salt, ikm, text("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, ikm, text("Content-Encoding: nonce\0"), 12);
  const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]);
  const plain = new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: nonce }, key, record));
  const end = plain.lastIndexOf(2);
  expect(plain.slice(end + 1).every((b) => b === 0)).toBe(true);
  return new TextDecoder().decode(plain.slice(0, end));
}

describe("answering from a notification", () => {
  /** Ann's (seat 0) latest push with one-tap links, after the alarm has sent what is due. */
  async function latest(g: TestGame) {
    await runAlarm(g.id);
    const { results } = await env.DB.prepare(
      "SELECT body FROM dev_messages WHERE channel = 'push' AND body LIKE ? ORDER BY id DESC LIMIT 1",
    )
      .bind(`%/answer/${g.id}#0.%`)
      .all<{ body: string }>();
    return JSON.parse(results[0].body) as {
      kind: string;
      actions: { action: string; title: string }[];
      answers: string[];
    };
  }
  /** Those links parsed into the answer's body. */
  async function links(g: TestGame) {
    const payload = await latest(g);
    return payload.answers.map((link) => {
      const [seat, version, cap, choice] = new URL(link).hash.slice(1).split(".");
      return { seat: Number(seat), version: Number(version), cap, choice: Number(choice) };
    });
  }
  const post = (id: string, body: unknown) => api("POST", `/api/games/${id}/answer`, { body });
  const log = (g: TestGame) => api("GET", `/api/games/${g.id}/moves`).then((r) => r.body.total as number);

  it("acts once, for its seat, decision and version only; refused after any change, for another seat or game, and as a GET", async () => {
    const subscribe = async (game: TestGame, seat: number) => {
      if (seat === 0)
        await settings(game, 0, { email: null, webhook: null, push: (await browser()).subscription });
    };
    const g = await claimed(2, subscribe);
    const other = await claimed(2, subscribe);
    const [roll] = await links(g);
    const [otherRoll] = await links(other);
    expect(roll).toMatchObject({ seat: 0, choice: 0 });

    // Refused, storing nothing: a GET, another seat, another game's capability, a forged one, bad input.
    const before = await log(g);
    const get = await api("GET", `/api/games/${g.id}/answer`);
    expect([get.status, get.body.error.code]).toEqual([405, "method_not_allowed"]);
    for (const body of [
      { ...roll, seat: 1 },
      { ...roll, cap: otherRoll.cap },
      { ...roll, cap: "0".repeat(32) },
    ]) {
      const res = await post(g.id, body);
      expect([res.status, res.body.error.code], JSON.stringify(body)).toEqual([403, "bad_capability"]);
    }
    expect((await post(other.id, roll)).status).toBe(403);
    for (const body of [
      {},
      { ...roll, cap: "XYZ" },
      { ...roll, choice: 2 },
      { ...roll, seat: -1 },
      { ...roll, extra: 1 },
    ]) {
      const res = await post(g.id, body);
      expect([res.status, res.body.error.code], JSON.stringify(body)).toEqual([400, "bad_request"]);
    }
    expect(await log(g)).toBe(before);

    // It acts once: a retry answers the same and plays nothing more; the other choice is refused.
    const done = await post(g.id, roll);
    expect([done.status, done.body]).toEqual([200, { answered: "Roll 6 dice", version: roll.version + 1 }]);
    expect(await post(g.id, roll)).toMatchObject({ status: 200, body: { answered: "Roll" } });
    expect((await post(g.id, { ...roll, choice: 1 })).status).toBe(409);
    expect(await log(g)).toBe(before + 1);
    const moves = await api("GET", `/api/games/${g.id}/moves`);
    expect(moves.body.moves.at(-1)).toMatchObject({ seat: 0, by: "player", move: { type: "roll" } });

    // Refused after any change: the other game moves from the sheet first, and its link expires.
    const sheet = (await api<GameResponse>("GET", `/api/games/${other.id}`, { token: other.tokens[0] })).body;
    expect(
      (
        await api("POST", `/api/games/${other.id}/moves`, {
          token: other.tokens[0],
          body: { move: sheet.legalMoves![0], version: sheet.version, key: "from-the-sheet" },
        })
      ).status,
    ).toBe(200);
    const late = await post(other.id, otherRoll);
    expect([late.status, late.body.error.code]).toEqual([409, "answer_expired"]);
  });

  it("offers Box Cars' roll again or stop in the game's words, on a nudge too, and plays the one tapped once", async () => {
    const g = await createGame("box-cars-d10", 2, {}, { serverSeed: "5d".repeat(32) });
    for (const seat of [0, 1]) {
      const res = await api("POST", `/api/games/${g.id}/claim`, {
        token: g.tokens[seat],
        body: { name: ["Ann", "Bob"][seat] },
      });
      expect(res.status).toBe(200);
      if (seat === 0)
        await settings(g, 0, { email: null, webhook: null, push: (await browser()).subscription });
    }
    expect((await latest(g)).actions).toEqual([{ action: "0", title: "Roll ten cars (turn 1 of 5)" }]);
    const [roll] = await links(g);
    expect((await post(g.id, roll)).body).toEqual({
      answered: "Roll ten cars (turn 1 of 5)",
      version: roll.version + 1,
    });

    // Her turn is under way: roll again or stop. Bob, waiting on her, nudges; the nudge carries both.
    expect((await api("POST", `/api/games/${g.id}/nudge`, { token: g.tokens[1] })).status).toBe(200);
    const nudge = await latest(g);
    expect(nudge.kind).toBe("nudge");
    expect(nudge.actions.map((a) => a.title)).toEqual([
      expect.stringMatching(/^Roll again: \w/),
      expect.stringMatching(/^Stop and (keep|score) -?\d+$/),
    ]);
    const [again, stop] = await links(g);
    expect([again.version, stop.version]).toEqual([roll.version + 1, roll.version + 1]);
    const before = await log(g);
    const done = await post(g.id, stop);
    expect([done.status, done.body]).toEqual([
      200,
      { answered: nudge.actions[1].title, version: stop.version + 1 },
    ]);
    expect((await post(g.id, again)).body.error.code).toBe("answer_expired");
    expect(await log(g)).toBe(before + 1);
    const moves = await api("GET", `/api/games/${g.id}/moves`);
    expect(moves.body.moves.at(-1)).toMatchObject({ seat: 0, by: "player", move: { type: "stop" } });
  });
});
