/**
 * JSON with object keys sorted, so equal values always give equal text (and equal hashes): the
 * text `JSON.stringify` gives for the value with each object's entries sorted by key (array-index
 * keys first, in numeric order, as any object holds them). Written out by hand: every accepted move
 * hashes its whole state, and a replacer called for every value (and copying every object) is
 * several times slower.
 */
export function canonical(value: unknown): string {
  return write(value) as string;
}

/** An array index as an object key ("0", "7", not "07"): such keys come first, in numeric order. */
const INDEX = /^(?:0|[1-9]\d{0,9})$/;
const isIndex = (key: string) => INDEX.test(key) && Number(key) < 2 ** 32 - 1;

/** `"key":` by key: a memo (states use few distinct keys, again and again). */
const members = new Map<string, string>();
const MEMBERS_KEPT = 4096;

function member(key: string): string {
  let text = members.get(key);
  if (text === undefined) {
    text = `${JSON.stringify(key)}:`;
    if (members.size < MEMBERS_KEPT) members.set(key, text);
  }
  return text;
}

function write(value: unknown): string | undefined {
  switch (typeof value) {
    case "string":
      return JSON.stringify(value);
    case "number":
      return Number.isFinite(value) ? String(value) : "null";
    case "boolean":
      return value ? "true" : "false";
    case "object": {
      if (value === null) return "null";
      if (Array.isArray(value)) {
        let text = "[";
        for (let i = 0; i < value.length; i++) {
          if (i) text += ",";
          text += write(value[i]) ?? "null";
        }
        return `${text}]`;
      }
      const json = (value as { toJSON?: unknown }).toJSON;
      if (typeof json === "function") return write(json.call(value, ""));
      if (value instanceof Number || value instanceof String || value instanceof Boolean)
        return JSON.stringify(value);
      const keys = Object.keys(value);
      // Object.keys lists index keys first, in numeric order, then the rest as inserted: sort those.
      let first = 0;
      while (first < keys.length && isIndex(keys[first])) first++;
      const sorted = first ? [...keys.slice(0, first), ...keys.slice(first).sort()] : keys.sort();
      let text = "{";
      for (const key of sorted) {
        const written = write((value as Record<string, unknown>)[key]);
        if (written === undefined) continue;
        if (text.length > 1) text += ",";
        text += member(key) + written;
      }
      return `${text}}`;
    }
    case "bigint":
      return JSON.stringify(value); // throws, as JSON.stringify does
    default:
      return undefined; // undefined, a function or a symbol: left out, as JSON.stringify does
  }
}
