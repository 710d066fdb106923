/**
 * Numbers with their thousands grouped as in English (1,234,567), for the games' words. The same
 * text as `n.toLocaleString("en-US")`, from one formatter made once: toLocaleString makes a new one
 * at every call, which cost more than the rest of a Mr. Natural move's answer.
 */
const GROUPED = new Intl.NumberFormat("en-US");

export function grouped(n: number): string {
  return GROUPED.format(n);
}
