/**
 * Host names that stand for an address. Wildcard-DNS services answer a name with the address it
 * spells (`10.0.0.1.nip.io`, `app-10-0-0-1.sslip.io`, `app-0a000001.nip.io`, `fe80--1.sslip.io`),
 * so such a name is as private as that address; other zones answer every name with loopback
 * (`localtest.me`), or first with one address and then another (`rbndr.us`: DNS rebinding), so
 * nothing under them can be a webhook. Names are not resolved (see docs/operations.md, "Notifications").
 */

/**
 * Zones that exist to resolve to loopback, to whatever address a name spells, or to alternate
 * addresses (rebinding). Whole zones are refused: a public address spelled under them is just as
 * much a trick, and no webhook service lives there.
 */
export const ADDRESS_ZONES = [
  "nip.io",
  "sslip.io",
  "xip.io",
  "traefik.me", // the address a name spells
  "localtest.me",
  "lvh.me",
  "vcap.me",
  "localho.st", // loopback for every name
  "rbndr.us",
  "1u.ms", // DNS rebinding: one address, then another
];

export function addressZone(name: string): string | undefined {
  return ADDRESS_ZONES.find((zone) => name === zone || name.endsWith(`.${zone}`));
}

const octet = (s: string) => /^\d{1,3}$/.test(s) && Number(s) < 256;
const fromHex = (hex: string) => [0, 2, 4, 6].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(".");

/**
 * Every address `name` spells: IPv4 as four decimal labels in a row (`10.0.0.1.x`), four
 * dash-separated numbers in a label (`ip-10-0-0-1`) or `0x` and eight hex digits (`0x0a000001`),
 * under any domain. The looser forms count only under an address zone (`zoned`): eight hex digits
 * without `0x` (`c0a80101`) and IPv6 with dashes for colons (`fe80--1`); elsewhere a random label
 * (`e0000001`, `cafe--babe`) would too often read as a reserved range.
 */
export function spelledAddresses(name: string, zoned: boolean): string[] {
  const labels = name.split(".");
  const found: string[] = [];
  for (let i = 0; i + 4 <= labels.length; i++) {
    if (labels.slice(i, i + 4).every(octet)) found.push(labels.slice(i, i + 4).join("."));
  }
  for (const label of labels) {
    const parts = label.split("-");
    for (let i = 0; i + 4 <= parts.length; i++) {
      if (parts.slice(i, i + 4).every(octet)) found.push(parts.slice(i, i + 4).join("."));
    }
    for (const part of parts) {
      const digits = /^(0x)?([0-9a-f]{8})$/.exec(part);
      if (digits && (digits[1] || zoned)) found.push(fromHex(digits[2]));
    }
    if (zoned && label.includes("--") && /^[0-9a-f-]+$/.test(label)) found.push(label.replaceAll("-", ":"));
  }
  return found;
}
