/** `POST /api/records/verify`: checks an uploaded record with the engine, for anyone. */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { parseRecord } from "../engine/record-schema";
import { verifyRecord } from "../engine/record";
import { games } from "../games";
import type { Env } from "../env";
import { ApiError } from "./http";

export const MAX_RECORD_BYTES = 2 * 1024 * 1024;

export const recordsApi = new Hono<{ Bindings: Env }>();

recordsApi.post("/verify", bodyLimit({
  maxSize: MAX_RECORD_BYTES,
  onError: (c) => c.json({ error: { code: "too_large", message: `A record is limited to ${MAX_RECORD_BYTES} bytes.` } }, 413),
}), async (c) => {
  let value: unknown;
  try {
    value = JSON.parse(await c.req.text());
  } catch {
    throw new ApiError(400, "bad_json", "The record is not valid JSON.");
  }
  const parsed = parseRecord(value);
  if ("problem" in parsed) throw new ApiError(400, "bad_record", `Not a boxcars-record/1 file: ${parsed.problem}.`);
  if (!games[parsed.record.game]) throw new ApiError(400, "unknown_game", `Unknown game '${parsed.record.game}'.`);
  return c.json({ verdict: verifyRecord(games, parsed.record) });
});
