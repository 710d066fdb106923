/**
 * The league's own messages: when a round's game is ready, each person at it is sent their seat link
 * through the contact they gave at the join (email, webhook or browser push), retried from the alarm
 * with a growing wait, given up after a few tries (the league page still shows the link). Turns within
 * the game are then told by the game's room, which was given the same contact.
 */
import type { Env } from "../env";
import { games } from "../games";
import type { Contact, ContactInput } from "../notify/contacts";
import type { Message } from "../notify/messages";
import { send, type Channel } from "../notify/send";
import type { League, LeagueGame } from "./model";
import type { LeagueStore } from "./store";

const MAX_ATTEMPTS = 5;

export function contactInput(contact: Contact): ContactInput {
  return {
    email: contact.email,
    webhook: contact.webhook && { url: contact.webhook.url, kind: contact.webhook.kind },
    push: contact.push ?? null,
    digestHours: contact.digestHours,
    enabled: contact.enabled,
  };
}

export function seatUrl(league: League, game: LeagueGame, seat: number): string {
  return `${league.origin}/play/${game.id}#${game.seatTokens[seat]}`;
}

export function queueGameLinks(league: League, game: LeagueGame, now: number): void {
  const title = games[league.game]?.title ?? league.game;
  game.table.forEach((p, seat) => {
    const player = league.players[p];
    if (player.bot || player.dropped || !player.contact?.enabled) return;
    const others = game.table.filter((q) => q !== p).map((q) => league.players[q].name);
    league.notices.push({
      player: p,
      subject: `Round ${game.round + 1} of your league: your game is ready`,
      text: `${player.name}, your ${title} game in round ${game.round + 1} is ready, against ${others.join(", ")}. Your seat's link plays it.`,
      link: seatUrl(league, game, seat),
      channels: channels(player.contact),
      attempts: 0,
      nextAt: now,
    });
  });
}

function channels(contact: Contact): Channel[] {
  return [
    ...(contact.email ? ["email" as const] : []),
    ...(contact.webhook ? ["webhook" as const] : []),
    ...(contact.push ? ["push" as const] : []),
  ];
}

export async function deliverNotices(
  store: LeagueStore,
  league: League,
  env: Env,
  now: number,
): Promise<void> {
  const due = league.notices.filter((n) => n.nextAt <= now);
  if (!due.length) return;
  for (const notice of due) {
    const contact = league.players[notice.player].contact;
    const message: Message = {
      kind: "league",
      subject: notice.subject,
      text: notice.text,
      link: notice.link,
    };
    for (const channel of contact ? [...notice.channels] : []) {
      try {
        await send(env, channel, contact!, message, `league:${league.id}:${notice.player}:${channel}`);
        notice.channels = notice.channels.filter((c) => c !== channel);
      } catch (error) {
        console.warn(`league ${league.id}: a ${channel} message failed:`, error);
      }
    }
    notice.attempts++;
    notice.nextAt = now + 60_000 * 2 ** notice.attempts;
    if (!contact || !notice.channels.length || notice.attempts >= MAX_ATTEMPTS)
      league.notices.splice(league.notices.indexOf(notice), 1);
  }
  await store.save(league);
}
