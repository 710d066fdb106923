/**
 * Link previews: `/play/:id` and `/watch/:id` answer with the app's page plus Open Graph and
 * Twitter card tags rendered on the server: the game, whose turn it is, the scores, an image.
 * Nothing private: the page URL carries no token (tokens ride in the fragment).
 */
import type { Context } from "hono";
import type { GameResponse } from "../wire";
import type { Env } from "../env";
import { GAME_ID } from "../game-id";
import { finishedGame } from "../api/finished";

export interface Preview {
  title: string;
  description: string;
  image: string;
  url: string;
}

/** A preview from a spectator's answer: its headline was made from the spectator's view (disclose.ts). */
export function describeGame(game: GameResponse, origin: string, path: string): Preview {
  const names = game.seats.map((s) => s.name ?? `Seat ${s.seat + 1}`);
  const claimed = game.seats.filter((s) => s.claimed).length;
  let title: string;
  if (game.status === "open") title = `${game.title}: ${claimed} of ${game.seats.length} seats claimed`;
  else if (game.status === "finished") {
    const winners = game.result?.ranking[0]?.map((s) => names[s]) ?? [];
    title = `${game.title}: ${winners.join(" and ")} ${winners.length > 1 ? "share the win" : "won"}`;
  } else {
    const turn = game.activeSeats.map((s) => names[s]);
    title = `${game.title}: ${turn.length > 2 ? `${turn.length} players to play` : `${turn.join(" and ")}'s turn`}`;
  }
  const description =
    game.headline || `${names.join(", ")}. Play by link at your own pace; every die is provably fair.`;
  return { title, description, image: `${origin}/cards/${game.game}.png`, url: `${origin}${path}` };
}

function tags(p: Preview): string {
  const esc = (s: string) =>
    s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const meta = (attr: string, key: string, value: string) =>
    `<meta ${attr}="${key}" content="${esc(value)}">`;
  return [
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", "Boxcars"),
    meta("property", "og:title", p.title),
    meta("property", "og:description", p.description),
    meta("property", "og:url", p.url),
    meta("property", "og:image", p.image),
    meta("property", "og:image:width", "1200"),
    meta("property", "og:image:height", "630"),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", p.title),
    meta("name", "twitter:description", p.description),
    meta("name", "twitter:image", p.image),
  ].join("\n    ");
}

/** A game as a spectator sees it: from its room, or from D1 once the room is gone. */
export async function readGame(env: Env, id: string): Promise<GameResponse | null> {
  return (await env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id)).summary()) ?? finishedGame(env.DB, id);
}

/**
 * How long a game page waits for its preview before the plain page goes out. A room that is cold,
 * busy (a long autoplay run holds its input gate) or a slow D1 fallback once kept a seat link
 * waiting 36 s; the preview is only for link unfurlers, so the player must never wait on it.
 */
export const PREVIEW_WAIT_MS = 1500;

/** The game for a preview, or null when it is unknown, failed or took longer than `ms`. */
async function previewGame(env: Env, id: string, ms: number): Promise<GameResponse | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  try {
    return await Promise.race([readGame(env, id).catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The app's page for a game URL, with its preview tags and oEmbed discovery (plain page when the game is unknown or slow to read). */
export async function gamePage(c: Context<{ Bindings: Env }>): Promise<Response> {
  const url = new URL(c.req.url);
  const id = c.req.param("id") ?? "";
  const known = GAME_ID.test(id);
  // The page and the game are read at once: the page never waits for the room and then the assets.
  const [page, game] = await Promise.all([
    c.env.ASSETS.fetch(new URL("/", url)),
    known ? previewGame(c.env, id, PREVIEW_WAIT_MS) : null,
  ]);
  if (!page.ok || !game) return page;
  const preview = describeGame(game, url.origin, url.pathname);
  const oembed = `${url.origin}/oembed?format=json&url=${encodeURIComponent(`${url.origin}/watch/${id}`)}`;
  const discovery = `<link rel="alternate" type="application/json+oembed" href="${oembed.replace(/&/g, "&amp;")}" title="${preview.title.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;")}">`;
  return new HTMLRewriter()
    .on("title", {
      element: (el) => {
        el.setInnerContent(`${preview.title} · Boxcars`);
      },
    })
    .on("head", {
      element: (el) => {
        el.append(`${tags(preview)}\n    ${discovery}`, { html: true });
      },
    })
    .transform(new Response(page.body, page));
}
