/**
 * `GET /api/push`: the server's VAPID public key, for a page to subscribe its browser with
 * (`{publicKey: null}` where push is not offered). The subscription itself is part of the seat's
 * notification settings (`PUT /api/games/:id/notifications`, member `push`).
 */
import { Hono } from "hono";
import type { Env } from "../env";
import { pushPublicKey } from "../notify/push";

export const pushApi = new Hono<{ Bindings: Env }>();

pushApi.get("/", (c) => c.json({ publicKey: pushPublicKey(c.env) }));
