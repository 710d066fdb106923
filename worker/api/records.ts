/** `POST /api/records/verify`: checks an uploaded record with the engine, for anyone (rate limited). */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { parseRecord } from "../engine/record-schema";
import { verifyRecord } from "../engine/record";
import { games } from "../games";
import type { Env } from "../env";
import { ApiError, rateLimit, readJson } from "./http";

export const MAX_RECORD_BYTES = 2 * 1024 * 1024;

export const recordsApi = new Hono<{ Bindings: Env }>();

/**
 * A record that is not a record (or of a game we do not know) is a 400; a record that replays
 * differently, or whose options or moves the game refuses, is a 200 with the verdict saying where.
 */
recordsApi.post(
  "/verify",
  async (c, next) => {
    await rateLimit(c, c.env.VERIFY_LIMIT, "", "Too many record checks");
    await next();
  },
  bodyLimit({
    maxSize: MAX_RECORD_BYTES,
    onError: (c) =>
      c.json(
        { error: { code: "too_large", message: `A record is limited to ${MAX_RECORD_BYTES} bytes.` } },
        413,
      ),
  }),
  async (c) => {
    const parsed = parseRecord(await readJson(c, MAX_RECORD_BYTES));
    if ("problem" in parsed)
      throw new ApiError(
        400,
        "bad_record",
        `Not a Boxcars game record (boxcars-record/2 or /1): ${parsed.problem}.`,
      );
    if (!games[parsed.record.game])
      throw new ApiError(400, "unknown_game", `Unknown game '${parsed.record.game}'.`);
    return c.json({ verdict: verifyRecord(games, parsed.record) });
  },
);
