/**
 * `/leagues/:id`: the app's page with a link preview of the league (its game, format, who leads).
 * Nothing private: tokens ride in the fragment, which never reaches the server.
 */
import type { Context } from "hono";
import type { Env } from "../env";
import { GAME_ID } from "../game-id";
import type { LeagueResponse } from "../wire";
import { oembedDiscovery, PREVIEW_WAIT_MS, tags, type Preview } from "./preview";

const FORMATS = { "round-robin": "round robin", swiss: "Swiss", heats: "heats and a final" } as const;

export function describeLeague(league: LeagueResponse, origin: string): Preview {
  const name = (p: number) => league.players[p]?.name ?? `Player ${p + 1}`;
  const kind = `${league.title} league (${FORMATS[league.format]})`;
  const leader = league.standings[0];
  const title =
    league.status === "open"
      ? `${kind}: ${league.players.length} of ${league.size} joined`
      : league.status === "finished" && leader
        ? `${kind}: ${name(leader.player)} won`
        : `${kind}: round ${league.rounds.length}${league.plannedRounds ? ` of ${league.plannedRounds}` : ""}`;
  const top = league.standings.slice(0, 3).map((s) => `${name(s.player)} ${s.points}`);
  const description =
    top.length && league.status !== "open"
      ? `Standings: ${top.join(", ")}.`
      : "Play by link at your own pace; every die is provably fair.";
  return {
    title,
    description,
    image: `${origin}/cards/${league.game}.png`,
    url: `${origin}/leagues/${league.id}`,
  };
}

export async function readLeague(env: Env, id: string): Promise<LeagueResponse | null> {
  const reply = await env.LEAGUE_ROOM.get(env.LEAGUE_ROOM.idFromName(id)).read(null);
  return reply.status === 200 ? JSON.parse(reply.json) : null;
}

export async function leaguePage(c: Context<{ Bindings: Env }>): Promise<Response> {
  const url = new URL(c.req.url);
  const id = c.req.param("id") ?? "";
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), PREVIEW_WAIT_MS)));
  const [page, league] = await Promise.all([
    c.env.ASSETS.fetch(new URL("/", url)),
    GAME_ID.test(id) ? Promise.race([readLeague(c.env, id).catch(() => null), late]) : null,
  ]);
  clearTimeout(timer);
  if (!page.ok || !league) return page;
  const preview = describeLeague(league, url.origin);
  return new HTMLRewriter()
    .on("title", { element: (el) => void el.setInnerContent(`${preview.title} · Boxcars`) })
    .on("head", {
      element: (el) =>
        void el.append(`${tags(preview)}\n    ${oembedDiscovery(url.origin, preview.url, preview.title)}`, {
          html: true,
        }),
    })
    .transform(new Response(page.body, page));
}
