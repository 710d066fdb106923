/**
 * Reads a rail board's readable source (data/rail/gb/lines.txt): junctions with their coordinates, and
 * per company its name, the source of its routes, its affiliates and its lines as place-to-place sequences.
 * Pure: takes the text, returns the parsed source or throws naming the line that is wrong.
 */
export interface Junction {
  name: string;
  lat: number;
  lon: number;
}

export interface Company {
  id: string;
  name: string;
  source: string;
  affiliates: string[];
  /** Each line as the places it passes, in order. */
  lines: string[][];
}

export interface BoardSource {
  junctions: Junction[];
  companies: Company[];
}

export function parseSource(text: string): BoardSource {
  const junctions: Junction[] = [];
  const companies: Company[] = [];
  text.split("\n").forEach((raw, i) => {
    const line = raw.replace(/#.*/, "").trim();
    if (!line) return;
    const fail = (why: string) => {
      throw new Error(`line ${i + 1}: ${why}: ${raw.trim()}`);
    };
    const [keyword] = line.split(" ", 1);
    const rest = line.slice(keyword.length).trim();
    const company = companies.at(-1);
    switch (keyword) {
      case "junction": {
        const [name, where] = rest.split("|").map((s) => s.trim());
        const [lat, lon] = (where ?? "").split(/\s+/).map(Number);
        if (!name || !Number.isFinite(lat) || !Number.isFinite(lon))
          fail("expected `junction NAME | LAT LON`");
        junctions.push({ name, lat, lon });
        return;
      }
      case "company": {
        const [id, name] = rest.split("|").map((s) => s.trim());
        if (!id || !name) fail("expected `company ID | NAME`");
        companies.push({ id, name, source: "", affiliates: [], lines: [] });
        return;
      }
      case "source":
        if (!company) return fail("`source` before any `company`");
        company.source = rest;
        return;
      case "affiliate":
        if (!company) return fail("`affiliate` before any `company`");
        company.affiliates.push(rest);
        return;
      case "line": {
        if (!company) return fail("`line` before any `company`");
        const places = rest.split(" - ").map((s) => s.trim());
        if (places.length < 2 || places.some((p) => !p))
          fail("expected `line A - B ...` with at least two places");
        company.lines.push(places);
        return;
      }
      default:
        fail(`unknown statement ${keyword}`);
    }
  });
  return { junctions, companies };
}
