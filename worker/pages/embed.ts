/**
 * Embedding: `/embed/:id` and `/embed/leagues/:id` are the only pages other sites may frame (a compact,
 * read-only view of a game or a league), and `/oembed` lets blog platforms turn a pasted game or league
 * link into that iframe by themselves.
 */
import type { Context } from "hono";
import { ApiError } from "../api/http";
import { GAME_ID } from "../game-id";
import type { Env } from "../env";
import { CARDS } from "./cards";
import { leaguePage, readLeague } from "./league";
import { gamePage, readGame } from "./preview";

type C = Context<{ Bindings: Env }>;

/** Pages, as the rest of the site, but any site may frame them. */
export const EMBED_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors *";

export async function embedPage(c: C): Promise<Response> {
  return framable(await gamePage(c));
}

export async function leagueEmbedPage(c: C): Promise<Response> {
  return framable(await leaguePage(c));
}

function framable(page: Response): Response {
  const res = new Response(page.body, page);
  res.headers.delete("X-Frame-Options");
  res.headers.set("Content-Security-Policy", EMBED_CSP);
  return res;
}

/** The embed's size when the consumer asks for nothing, and the smallest it offers (the page is compact down to that). */
const DEFAULT = { width: 480, height: 360 };
const SMALLEST = { width: 240, height: 180 };

/**
 * oEmbed 1.0 for a game link: a `rich` iframe of /embed/:id. The embed and its thumbnail respect
 * maxwidth and maxheight (spec 2.3.4): the thumbnail is the largest card that fits, left out when
 * none does; below the smallest embed offered (240 x 180) the answer is that one, whose
 * `max-width:100%` still lets it shrink into its container. Only JSON: any other format is 501.
 */
export async function oembed(c: C): Promise<Response> {
  const url = new URL(c.req.url);
  const format = c.req.query("format") ?? "json";
  if (format !== "json") throw new ApiError(501, "bad_format", "Only format=json is offered.");
  let target: URL;
  try {
    target = new URL(c.req.query("url") ?? "");
  } catch {
    throw new ApiError(400, "bad_url", "Pass the game's link as ?url=.");
  }
  const gameId = /^\/(?:play|watch|embed)\/([^/]+)\/?$/.exec(target.pathname)?.[1];
  const leagueId = /^\/(?:embed\/)?leagues\/([^/]+)\/?$/.exec(target.pathname)?.[1];
  const id = gameId ?? leagueId ?? "";
  if (target.origin !== url.origin || !GAME_ID.test(id))
    throw new ApiError(404, "not_found", "That is not a game or league link of this site.");
  const game = leagueId ? await readLeague(c.env, id) : await readGame(c.env, id);
  if (!game) throw new ApiError(404, "not_found", `No ${leagueId ? "league" : "game"} with this id.`);
  const limit = (key: "maxwidth" | "maxheight"): number => {
    const raw = c.req.query(key);
    if (raw === undefined) return Infinity;
    if (!/^[1-9]\d{0,5}$/.test(raw))
      throw new ApiError(400, "bad_size", `${key} must be a whole number of pixels, from 1.`);
    return Number(raw);
  };
  const maxWidth = limit("maxwidth"),
    maxHeight = limit("maxheight");
  const width = Math.max(SMALLEST.width, Math.min(maxWidth, DEFAULT.width));
  const height = Math.max(SMALLEST.height, Math.min(maxHeight, DEFAULT.height));
  const card = CARDS.find((size) => size.width <= maxWidth && size.height <= maxHeight);
  const thumbnail = card && {
    thumbnail_url: `${url.origin}/cards/${game.game}${card.suffix}.png`,
    thumbnail_width: card.width,
    thumbnail_height: card.height,
  };
  const src = `${url.origin}/embed/${leagueId ? "leagues/" : ""}${id}`;
  const title = `${game.title}${leagueId ? " league" : ""} on Boxcars`;
  const attr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  return c.json({
    version: "1.0",
    type: "rich",
    provider_name: "Boxcars",
    provider_url: url.origin,
    title,
    width,
    height,
    ...thumbnail,
    html: `<iframe src="${src}" width="${width}" height="${height}" style="border:0;max-width:100%" loading="lazy" title="${attr(title)}"></iframe>`,
  });
}
