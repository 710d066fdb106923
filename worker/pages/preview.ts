/**
 * Link previews: `/play/:id` and `/watch/:id` answer with the app's page plus Open Graph and
 * Twitter card tags rendered on the server: the game, whose turn it is, the scores, an image.
 * Nothing private: the page URL carries no token (tokens ride in the fragment).
 */
import type { Context } from "hono";
import type { GameResponse } from "../wire";
import type { Env } from "../env";
import { GAME_ID } from "../game-id";
import { archivedGame } from "../archive/reader";

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

/** The `<link>` by which blog platforms find the oEmbed answer for a page's link. */
export function oembedDiscovery(origin: string, link: string, title: string): string {
  const oembed = `${origin}/oembed?format=json&url=${encodeURIComponent(link)}`;
  return `<link rel="alternate" type="application/json+oembed" href="${oembed.replace(/&/g, "&amp;")}" title="${title.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;")}">`;
}

export function tags(p: Preview): string {
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

/** A game as a spectator sees it: from its room, or from the archive once the room is gone. */
export async function readGame(env: Env, id: string): Promise<GameResponse | null> {
  return (await env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id)).summary()) ?? archivedGame(env, id);
}

/**
 * How long a game page waits for its preview before the plain page goes out. A room that is cold,
 * busy (a long autoplay run holds its input gate) or a slow archive read once kept a seat link
 * waiting 36 s; the preview is only for link unfurlers, so the player must never wait on it.
 */
export const PREVIEW_WAIT_MS = 1500;

/** The game for a preview; "unknown" when there is no such game; null when reading it failed or took longer than `ms`. */
async function previewGame(env: Env, id: string, ms: number): Promise<GameResponse | "unknown" | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  try {
    return await Promise.race([
      readGame(env, id).then(
        (game) => game ?? ("unknown" as const),
        () => null,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** The app's page for a game URL, with its preview tags and oEmbed discovery (plain page when the game is slow to read; a 404 when there is no such game). */
export async function gamePage(c: Context<{ Bindings: Env }>): Promise<Response> {
  const url = new URL(c.req.url);
  const id = c.req.param("id") ?? "";
  const known = GAME_ID.test(id);
  // The page and the game are read at once: the page never waits for the room and then the assets.
  const [page, game] = await Promise.all([
    c.env.ASSETS.fetch(new URL("/", url)),
    known ? previewGame(c.env, id, PREVIEW_WAIT_MS) : null,
  ]);
  // No such game: the same page (it says so), with the status that says so too.
  if (page.ok && (!known || game === "unknown"))
    return new Response(page.body, { status: 404, headers: page.headers });
  if (!page.ok || !game || game === "unknown") return page;
  const preview = describeGame(game, url.origin, url.pathname);
  const discovery = oembedDiscovery(url.origin, `${url.origin}/watch/${id}`, preview.title);
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
