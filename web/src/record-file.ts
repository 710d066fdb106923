/**
 * Records from outside: a `.json` file the player picks, checked for size and shape
 * (`parseRecord`, the same schema the server and the CLI use) before anything is replayed.
 */
import type { ShownRecord } from "#engine/record";
import { parseRecord } from "#engine/record-schema";

/** As the server's POST /api/records/verify. */
export const MAX_RECORD_BYTES = 2 * 1024 * 1024;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export async function readRecordFile(file: File): Promise<{ record: ShownRecord } | { problem: string }> {
  if (file.size > MAX_RECORD_BYTES) {
    return { problem: `“${file.name}” is ${megabytes(file.size)}; a game record may be at most 2 MB.` };
  }
  if (file.size === 0) return { problem: `“${file.name}” is empty.` };
  let value: unknown;
  try {
    value = JSON.parse(await file.text());
  } catch (error) {
    return { problem: `“${file.name}” is not JSON: ${(error as Error).message}` };
  }
  const parsed = parseRecord(value);
  if ("problem" in parsed)
    return {
      problem: `“${file.name}” is not a Boxcars game record (boxcars-record/2 or /1): ${parsed.problem}.`,
    };
  return parsed;
}

/** A link to download `record` as a file, for records that came from elsewhere. */
export function recordBlobUrl(record: ShownRecord): string {
  return URL.createObjectURL(new Blob([JSON.stringify(record, null, 2)], { type: "application/json" }));
}
