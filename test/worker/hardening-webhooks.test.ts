/**
 * Webhook addresses: production accepts only https to public hosts, refusing every IANA
 * special-purpose range however it is written; development adds only this machine (and names
 * reserved for tests).
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../../worker/app";
import { specialHost } from "../../worker/notify/addresses";
import { webhookProblem, type Contact } from "../../worker/notify/contacts";
import { send } from "../../worker/notify/send";
import { api, createGame } from "./support";

/** Each address (production, https), and the range its refusal must name. */
const REFUSED: [string, string][] = [
  // The ones the issue found accepted.
  ["https://localhost./", "localhost is this machine"],
  ["https://[::127.0.0.1]/", "::/96 (IPv4-compatible, deprecated, for 127.0.0.1)"],
  ["https://[64:ff9b::a9fe:a9fe]/", "64:ff9b::/96 (IPv4/IPv6 translation, NAT64, for 169.254.169.254)"],
  ["https://[2002:a9fe:a9fe::]/", "2002::/16 (6to4, for 169.254.169.254)"],
  ["https://198.18.0.1/", "198.18.0.0/15 (benchmarking)"],
  ["https://224.0.0.1/", "224.0.0.0/4 (multicast)"],
  ["https://255.255.255.255/", "255.255.255.255/32 (limited broadcast)"],
  // The rest of the IPv4 registry.
  ["https://0.0.0.0/", "0.0.0.0/8"],
  ["https://0/", "0.0.0.0/8"],
  ["https://10.1.2.3/", "10.0.0.0/8 (private use)"],
  ["https://100.64.0.1/", "100.64.0.0/10"],
  ["https://100.127.255.254/", "100.64.0.0/10"],
  ["https://127.0.0.1/", "127.0.0.0/8 (loopback)"],
  ["https://127.255.1.2/", "127.0.0.0/8"],
  ["https://169.254.169.254/", "169.254.0.0/16 (link-local)"],
  ["https://172.16.0.1/", "172.16.0.0/12"],
  ["https://172.31.255.255/", "172.16.0.0/12"],
  ["https://192.0.0.8/", "192.0.0.0/24"],
  ["https://192.0.2.1/", "192.0.2.0/24"],
  ["https://192.31.196.1/", "192.31.196.0/24"],
  ["https://192.52.193.1/", "192.52.193.0/24"],
  ["https://192.88.99.1/", "192.88.99.0/24"],
  ["https://192.168.0.9/", "192.168.0.0/16"],
  ["https://192.175.48.1/", "192.175.48.0/24"],
  ["https://198.19.255.255/", "198.18.0.0/15"],
  ["https://198.51.100.7/", "198.51.100.0/24"],
  ["https://203.0.113.9/", "203.0.113.0/24"],
  ["https://239.255.255.250/", "224.0.0.0/4"],
  ["https://240.0.0.1/", "240.0.0.0/4 (reserved)"],
  // Numeric, octal and hex IPv4, trailing dots, escapes, full-width forms: the URL API's reading.
  ["https://2130706433/", "127.0.0.0/8"],
  ["https://017700000001/", "127.0.0.0/8"],
  ["https://0x7f.1/", "127.0.0.0/8"],
  ["https://127.1/", "127.0.0.0/8"],
  ["https://0251.0376.0251.0376/", "169.254.0.0/16"],
  ["https://0xa9fea9fe/", "169.254.0.0/16"],
  ["https://127.0.0.1./", "127.0.0.0/8"],
  ["https://127。0。0。1/", "127.0.0.0/8"],
  ["https://%31%32%37.0.0.1/", "127.0.0.0/8"],
  ["https://LOCALHOST/", "localhost is this machine"],
  ["https://localhost../", "localhost is this machine"],
  ["https://ｌｏｃａｌｈｏｓｔ/", "localhost is this machine"],
  ["https://api.localhost/", "api.localhost is this machine"],
  ["https://api.localhost./", "api.localhost is this machine"],
  // IPv6 and IPv4 inside IPv6.
  ["https://[::1]/", "::1/128 (loopback)"],
  ["https://[0:0:0:0:0:0:0:1]/", "::1/128"],
  ["https://[::]/", "::/128 (unspecified)"],
  ["https://[::ffff:a9fe:a9fe]/", "::ffff:0:0/96 (IPv4-mapped, for 169.254.169.254)"],
  ["https://[::ffff:127.0.0.1]/", "::ffff:0:0/96 (IPv4-mapped, for 127.0.0.1)"],
  ["https://[::ffff:8.8.8.8]/", "::ffff:0:0/96"],
  ["https://[64:ff9b::8.8.8.8]/", "64:ff9b::/96"],
  ["https://[64:ff9b:1::1]/", "64:ff9b:1::/48"],
  ["https://[100::1]/", "100::/64 (discard-only)"],
  ["https://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/", "2001::/32 (Teredo)"],
  ["https://[2001:2::1]/", "2001:2::/48 (benchmarking)"],
  ["https://[2001:20::1]/", "2001::/23"],
  ["https://[2001:db8::1]/", "2001:db8::/32 (documentation)"],
  ["https://[2002:808:808::1]/", "2002::/16 (6to4, for 8.8.8.8)"],
  ["https://[2620:4f:8000::1]/", "2620:4f:8000::/48"],
  ["https://[3fff::1]/", "3fff::/20 (documentation)"],
  ["https://[5f00::1]/", "5f00::/16"],
  ["https://[fc00::1]/", "fc00::/7 (unique local)"],
  ["https://[fd12:3456::1]/", "fc00::/7"],
  ["https://[fe80::1]/", "fe80::/10 (link-local)"],
  ["https://[febf::1]/", "fe80::/10"],
  ["https://[fec0::1]/", "fec0::/10"],
  ["https://[ff02::1]/", "ff00::/8 (multicast)"],
  ["https://[4000::1]/", "outside 2000::/3"],
  // Names of private networks and infrastructure, and names that never resolve publicly.
  ["https://printer.local/", "(.local)"],
  ["https://metadata.google.internal/", "(.internal)"],
  ["https://router.lan/", "(.lan)"],
  ["https://nas.home.arpa/", "(.home.arpa)"],
  ["https://ipv4only.arpa/", "(.arpa)"],
  ["https://intranet/", "single-label"],
  ["https://hooks.test/", "(.test)"],
  ["https://hooks.example/", "(.example)"],
  ["https://x.invalid./", "(.invalid)"],
  ["https://abc.onion/", "(.onion)"],
  // Names that spell a special address: what wildcard-DNS services answer them with, in dotted, dashed and hex forms.
  [
    "https://169.254.169.254.nip.io/",
    "169.254.169.254.nip.io spells 169.254.169.254, which is in 169.254.0.0/16 (link-local)",
  ],
  ["https://169.254.169.254.NIP.IO./", "spells 169.254.169.254"],
  ["https://app.10.0.0.1.sslip.io/", "spells 10.0.0.1, which is in 10.0.0.0/8"],
  ["https://app-192-168-1-1.nip.io/", "spells 192.168.1.1, which is in 192.168.0.0/16"],
  ["https://127-0-0-1.traefik.me/", "spells 127.0.0.1, which is in 127.0.0.0/8"],
  ["https://magic-c0a80101.nip.io/", "spells 192.168.1.1"],
  ["https://a9fea9fe.sslip.io/", "spells 169.254.169.254"],
  ["https://0x7f000001.example.net/", "spells 127.0.0.1"],
  ["https://08080808.7f000001.rbndr.us/", "spells 127.0.0.1"],
  ["https://--1.sslip.io/", "spells ::1, which is in ::1/128 (loopback)"],
  ["https://fe80--1.sslip.io/", "spells fe80::1, which is in fe80::/10"],
  ["https://hooks.10.0.0.1.example.com/", "spells 10.0.0.1"],
  ["https://ip-172-16-0-5.example.com/", "spells 172.16.0.5"],
  // Zones that answer every name with loopback, or with any address the name asks for, or with one and then another (rebinding).
  ["https://1.2.3.4.nip.io/", "is under nip.io"],
  ["https://hooks.sslip.io/", "is under sslip.io"],
  ["https://x.xip.io/", "is under xip.io"],
  ["https://hooks.traefik.me/", "is under traefik.me"],
  ["https://hooks.localtest.me/", "is under localtest.me"],
  ["https://lvh.me/", "is under lvh.me"],
  ["https://a.vcap.me/", "is under vcap.me"],
  ["https://localho.st/", "is under localho.st"],
  ["https://08080808.01020304.rbndr.us/", "is under rbndr.us"],
  ["https://make-1.2.3.4-rebind-169.254.169-254-rr.1u.ms/", "is under 1u.ms"],
];

const PUBLIC = [
  "https://discord.com/api/webhooks/1/abc",
  "https://hooks.slack.com/services/T/B/x",
  "https://1.1.1.1/hook",
  "https://8.8.8.8:8443/hook",
  "https://100.63.255.255/",
  "https://100.128.0.0/",
  "https://172.32.0.1/",
  "https://198.20.0.1/",
  "https://223.255.255.255/",
  "https://[2606:4700:4700::1111]/hook",
  "https://[2001:4860:4860::8888]/",
  "https://example.com/hook",
  "https://localhost.example.com/hook",
  // Names that spell public addresses, or look like address services without being under one.
  "https://ec2-54-12-34-56.compute-1.amazonaws.com/hook",
  "https://1.2.3.4.example.com/hook",
  "https://deadbeef.example.com/hook",
  "https://xn--bcher-kva.de/hook",
  "https://nip.io.example.com/hook",
  "https://notnip.io/hook",
  "https://e0000001.example.com/hook",
  "https://cafe--babe.example.com/hook",
];

describe("webhook addresses in production", () => {
  it.each(REFUSED)("refuses %s, naming the range", (url, range) => {
    const problem = webhookProblem(url, true);
    expect(problem).toMatch(/^A webhook must be a public address, not a private or loopback one: /);
    expect(problem).toContain(range);
  });

  it.each(PUBLIC)("accepts the public %s", (url) => {
    expect(webhookProblem(url, true)).toBeNull();
    expect(specialHost(new URL(url).hostname)).toBeNull();
  });

  it("refuses anything but https, and credentials in the URL", () => {
    for (const url of [
      "http://discord.com/api/webhooks/1",
      "ftp://example.com/",
      "ws://example.com/",
      "javascript:alert(1)",
      "data:text/plain,x",
    ]) {
      expect(webhookProblem(url, true), url).toBe("A webhook must be an https:// URL.");
    }
    expect(webhookProblem("https://user:pw@example.com/", true)).toMatch(/user name or password/);
    expect(webhookProblem("not a url", true)).toBe("The webhook is not a URL.");
  });
});

describe("webhook addresses in development", () => {
  it("allows this machine, over http or https, and names reserved for tests over https", () => {
    for (const url of [
      "http://127.0.0.1:8787/dev/hooks/me",
      "https://127.0.0.1/",
      "http://127.9.9.9/",
      "http://localhost:8787/x",
      "http://localhost./x",
      "http://app.localhost/",
      "http://[::1]:8787/",
      "http://0x7f.1/",
      "https://hooks.test/x",
      ...PUBLIC,
    ]) {
      expect(webhookProblem(url, false), url).toBeNull();
    }
  });

  it("refuses every other special-purpose address, the cloud metadata address first", () => {
    for (const url of [
      "http://169.254.169.254/",
      "https://169.254.169.254/latest/meta-data/",
      "http://10.0.0.1/",
      "https://192.168.1.1/",
      "http://[::ffff:127.0.0.1]/",
      "https://[64:ff9b::a9fe:a9fe]/",
      "https://[fe80::1]/",
      "https://printer.local/",
      "https://224.0.0.1/",
    ]) {
      expect(webhookProblem(url, false), url).toMatch(/private or loopback/);
    }
    expect(webhookProblem("http://hooks.test/x", false)).toMatch(/https/);
    expect(webhookProblem("http://discord.com/api/webhooks/1", false)).toMatch(/https/);
  });
});

describe("PUT notifications in production settings", () => {
  const production = { ...env, BOXCARS_ENV: "production" };

  it("refuses every listed address with 400 bad_webhook, storing nothing, and accepts a public one", async () => {
    const g = await createGame("mr-natural", 2);
    expect(
      (await api("POST", `/api/games/${g.id}/claim`, { token: g.tokens[0], body: { name: "Ann" } })).status,
    ).toBe(200);
    const put = (url: string) =>
      app.request(
        `https://boxcars.test/api/games/${g.id}/notifications`,
        {
          method: "PUT",
          headers: {
            Authorization: `Bearer ${g.tokens[0]}`,
            "Content-Type": "application/json",
            "CF-Connecting-IP": "198.51.100.1",
          },
          body: JSON.stringify({ email: null, webhook: { url, kind: "json" } }),
        },
        production,
      );
    const stored = async () =>
      (await api("GET", `/api/games/${g.id}/notifications`, { token: g.tokens[0] })).body;
    const before = await stored();
    for (const [url, range] of REFUSED) {
      const res = await put(url);
      const body = await res.json<{ error: { code: string; message: string } }>();
      expect([res.status, body.error.code], url).toEqual([400, "bad_webhook"]);
      expect(body.error.message).toContain(range);
    }
    expect(await stored()).toEqual(before);
    const accepted = await put("https://discord.com/api/webhooks/1/abc");
    expect(accepted.status).toBe(200);
    expect((await stored()).contact.webhook).toMatchObject({
      url: "https://discord.com/api/webhooks/1/abc",
      kind: "json",
    });
  }, 60_000);
});

describe("delivery in production", () => {
  it("checks a saved webhook again before each POST: one saved before a rule existed is not called", async () => {
    const calls: string[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      calls.push(String(input instanceof Request ? input.url : input));
      return new Response(null, { status: 204 });
    }) as typeof fetch;
    try {
      const production = { ...env, BOXCARS_ENV: "production" };
      const contact = (url: string): Contact => ({
        email: null,
        webhook: { url, kind: "json", secret: "s" },
        push: null,
        digestHours: 0,
        enabled: true,
      });
      const message = {
        kind: "test" as const,
        subject: "Test",
        text: "A test.",
        link: "https://boxcars.test/play/x",
      };
      await expect(
        send(production, "webhook", contact("https://169.254.169.254.nip.io/"), message, "d"),
      ).rejects.toThrow(/spells 169\.254\.169\.254/);
      expect(calls).toEqual([]);
      await send(production, "webhook", contact("https://discord.com/api/webhooks/1/abc"), message, "d");
      expect(calls).toEqual(["https://discord.com/api/webhooks/1/abc"]);
    } finally {
      globalThis.fetch = original;
    }
  });
});
