/**
 * Which webhook hosts are not public: the IANA special-purpose address registries (IPv4 and IPv6,
 * plus multicast), the special-use domain names, and the forms that hide them (trailing dots,
 * numeric and octal IPv4, IPv4 inside IPv6, names that spell an address: ./spelled). Every range
 * is refused outright, even those the registry marks globally reachable (NAT64, 6to4, Teredo,
 * AS112): a Worker cannot tell where a translator or relay would deliver, and no webhook service
 * lives there.
 */

import { addressZone, spelledAddresses } from "./spelled";

/** Why a host is not a public webhook target. */
export interface SpecialHost {
  /** For the error message, e.g. "198.18.0.1 is in 198.18.0.0/15 (benchmarking)". */
  reason: string;
  /** This machine itself (127.0.0.0/8, ::1, localhost): the development sink lives there. */
  loopback: boolean;
  /** A name reserved for tests and examples (.test, .example, ...): it never resolves publicly. */
  testName: boolean;
}

/** IANA IPv4 Special-Purpose Address Registry (RFC 6890 and updates), and 224.0.0.0/4 multicast. */
const IPV4: [string, string][] = [
  ["0.0.0.0/8", "this network"],
  ["10.0.0.0/8", "private use"],
  ["100.64.0.0/10", "shared address space, carrier-grade NAT"],
  ["127.0.0.0/8", "loopback"],
  ["169.254.0.0/16", "link-local"],
  ["172.16.0.0/12", "private use"],
  ["192.0.0.0/24", "IETF protocol assignments"],
  ["192.0.2.0/24", "documentation, TEST-NET-1"],
  ["192.31.196.0/24", "AS112"],
  ["192.52.193.0/24", "AMT"],
  ["192.88.99.0/24", "6to4 relay anycast"],
  ["192.168.0.0/16", "private use"],
  ["192.175.48.0/24", "AS112 direct delegation"],
  ["198.18.0.0/15", "benchmarking"],
  ["198.51.100.0/24", "documentation, TEST-NET-2"],
  ["203.0.113.0/24", "documentation, TEST-NET-3"],
  ["224.0.0.0/4", "multicast"],
  ["255.255.255.255/32", "limited broadcast"],
  ["240.0.0.0/4", "reserved"],
];

/**
 * IANA IPv6 Special-Purpose Address Registry (RFC 6890 and updates), multicast, the deprecated
 * IPv4-compatible and site-local ranges; more specific entries first. Whatever is left outside
 * 2000::/3 (global unicast) is refused too.
 */
const IPV6: [string, string, ((v: bigint) => bigint)?][] = [
  ["::1/128", "loopback"],
  ["::/128", "unspecified"],
  ["::ffff:0:0/96", "IPv4-mapped", (v) => v],
  ["::/96", "IPv4-compatible, deprecated", (v) => v],
  ["64:ff9b::/96", "IPv4/IPv6 translation, NAT64", (v) => v],
  ["64:ff9b:1::/48", "local-use IPv4/IPv6 translation"],
  ["100::/64", "discard-only"],
  ["100:0:0:1::/64", "dummy prefix"],
  ["2001::/32", "Teredo"],
  ["2001:2::/48", "benchmarking"],
  ["2001:db8::/32", "documentation"],
  ["2001::/23", "IETF protocol assignments"],
  ["2002::/16", "6to4", (v) => v >> 80n],
  ["2620:4f:8000::/48", "AS112 direct delegation"],
  ["3fff::/20", "documentation"],
  ["5f00::/16", "segment routing SIDs"],
  ["fc00::/7", "unique local"],
  ["fe80::/10", "link-local"],
  ["fec0::/10", "site-local, deprecated"],
  ["ff00::/8", "multicast"],
];

/** Special-use domain names (RFC 6761 and later): private networks, and names for tests. */
const PRIVATE_NAMES = ["local", "internal", "lan", "home.arpa", "localdomain", "arpa"];
const TEST_NAMES = ["test", "example", "invalid", "onion", "alt"];

function ipv4Value(text: string): number | null {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) < 256)) return null;
  return parts.reduce((value, p) => value * 256 + Number(p), 0);
}

function ipv4Text(value: number): string {
  return [24, 16, 8, 0].map((shift) => (value >>> shift) & 255).join(".");
}

function ipv6Value(text: string): bigint | null {
  let head = text;
  const dotted = /:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = ipv4Value(dotted[1]);
    if (v4 === null) return null;
    head = `${text.slice(0, dotted.index + 1)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const halves = head.split("::");
  if (halves.length > 2) return null;
  const groups = (s: string) => (s ? s.split(":") : []);
  const left = groups(halves[0]);
  const right = halves.length === 2 ? groups(halves[1]) : [];
  const fill = halves.length === 2 ? 8 - left.length - right.length : 0;
  const all = [...left, ...Array<string>(Math.max(fill, 0)).fill("0"), ...right];
  if (fill < 0 || all.length !== 8 || !all.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return null;
  return all.reduce((value, g) => (value << 16n) | BigInt(parseInt(g, 16)), 0n);
}

interface Range<T> {
  cidr: string;
  name: string;
  net: T;
  bits: number;
}

function ranges<T>(table: [string, string, ...unknown[]][], parse: (s: string) => T | null): Range<T>[] {
  return table.map(([cidr, name]) => {
    const [address, bits] = cidr.split("/");
    return { cidr, name, net: parse(address)!, bits: Number(bits) };
  });
}

const IPV4_RANGES = ranges(IPV4, ipv4Value);
const IPV6_RANGES = ranges(IPV6, ipv6Value);

function ipv4Special(value: number): Range<number> | undefined {
  return IPV4_RANGES.find(
    (r) => Math.floor(value / 2 ** (32 - r.bits)) === Math.floor(r.net / 2 ** (32 - r.bits)),
  );
}

function ipv6Special(value: bigint): { range: Range<bigint>; embedded?: number } | undefined {
  const index = IPV6_RANGES.findIndex((r) => value >> BigInt(128 - r.bits) === r.net >> BigInt(128 - r.bits));
  if (index < 0) return undefined;
  const embed = IPV6[index][2];
  return { range: IPV6_RANGES[index], embedded: embed ? Number(embed(value) & 0xffffffffn) : undefined };
}

/**
 * The URL API's form of a host: lower case, IPv4 in dotted decimal (from numeric, octal and hex
 * forms), IPv6 compressed in brackets, percent-escapes and full-width characters resolved.
 */
function canonicalHost(hostname: string): string | null {
  const host = hostname.includes(":") && !hostname.startsWith("[") ? `[${hostname}]` : hostname;
  try {
    return new URL(`http://${host}/`).hostname;
  } catch {
    return null;
  }
}

/** Why `hostname` is not a public host, or null when it is one. */
export function specialHost(hostname: string): SpecialHost | null {
  const canonical = canonicalHost(hostname);
  if (canonical === null)
    return { reason: `${hostname} is not a host name`, loopback: false, testName: false };
  const special = (reason: string, loopback = false, testName = false): SpecialHost => ({
    reason,
    loopback,
    testName,
  });
  if (canonical.startsWith("[")) {
    const value = ipv6Value(canonical.slice(1, -1));
    if (value === null) return special(`${canonical} is not an IPv6 address`);
    const found = ipv6Special(value);
    if (found) {
      const embedded = found.embedded === undefined ? "" : `, for ${ipv4Text(found.embedded)}`;
      return special(
        `${canonical} is in ${found.range.cidr} (${found.range.name}${embedded})`,
        found.range.cidr === "::1/128",
      );
    }
    if (value >> 125n !== 1n) return special(`${canonical} is outside 2000::/3 (not global unicast)`);
    return null;
  }
  const v4 = ipv4Value(canonical);
  if (v4 !== null) {
    const range = ipv4Special(v4);
    return range
      ? special(`${canonical} is in ${range.cidr} (${range.name})`, range.cidr === "127.0.0.0/8")
      : null;
  }
  // A name: "localhost." is "localhost"; the URL API keeps the dots.
  const name = canonical.replace(/\.+$/, "");
  const under = (suffixes: string[]) => suffixes.find((s) => name === s || name.endsWith(`.${s}`));
  if (under(["localhost"])) return special(`${name} is this machine`, true);
  const local = under(PRIVATE_NAMES);
  if (local) return special(`${name} is a local or special-use name (.${local})`);
  if (!name.includes(".")) return special(`${name} is a single-label name (a local network's)`);
  const test = under(TEST_NAMES);
  if (test) return special(`${name} is a name reserved for tests and examples (.${test})`, false, true);
  const zone = addressZone(name);
  for (const address of spelledAddresses(name, zone !== undefined)) {
    if (address.includes(":") && ipv6Value(address) === null) continue;
    const inner = specialHost(address);
    if (inner)
      return special(`${name} spells ${inner.reason.replace(/^\[?([^\]\s]+)\]? is /, "$1, which is ")}`);
  }
  if (zone)
    return special(
      `${name} is under ${zone}, a DNS service that answers with loopback, the address a name spells, or one address and then another`,
    );
  return null;
}
