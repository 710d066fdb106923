/**
 * Each channel's form of a message. A message's subject and text are plain text with players' own
 * words inside (names, table talk, the game's headline of names and scores); none of it is markup.
 * So each channel's formatter takes all of it as plain text, puts it on one line and escapes it for
 * that channel's syntax, here and nowhere else: no name can mention, link, format or add a header.
 */
import type { Message } from "./messages";

/** Line breaks, other control characters and bidi controls (with the spaces around them) become one space. */
const BREAKS = /\s*[\p{Cc}\p{Zl}\p{Zp}\u202a-\u202e\u2066-\u2069]+\s*/gu;

/** Plain text on one line: nothing a player typed can start a line, a header or a paragraph. */
export function oneLine(text: string): string {
  return text.replace(BREAKS, " ").trim();
}

/** At most `max` characters (code points, never half a pair), an ellipsis where it was cut. */
export function clip(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join("")}…`;
}

/** A zero-width space after an @ that starts a word: "@everyone", "@here", "@U123" mention no one. */
const noMention = (text: string) => text.replace(/@(?=\w)/g, "@\u200b");

/**
 * Slack: `&`, `<` and `>` are its control characters (`<!channel>`, `<@U123>`, `<url|label>`) and
 * are sent as entities; `mrkdwn: false` leaves `*bold*` and `_x_` as typed (Slack has no escape
 * for them). Slack takes 40,000 characters; 3,000 of text is plenty.
 */
export function slackBody(message: Message) {
  const text = clip(oneLine(message.text), 3000).replace(/[&<>]/g, (c) =>
    c === "&" ? "&amp;" : c === "<" ? "&lt;" : "&gt;",
  );
  return { text: `${noMention(text)} ${message.link}`, mrkdwn: false };
}

/**
 * Discord: every character its markdown gives a meaning is backslash-escaped: emphasis, code,
 * spoilers (`\ * _ ~ \` |`), masked links (`[ ]`), mentions, timestamps and quotes (`< >`), and a
 * bare link's `://` (not linked, no preview); a heading, list or subtext can only begin the text
 * (it is one line), so `# - +` and `1.` are escaped there. `allowed_mentions` stops every ping
 * besides. Discord takes 2,000 characters: the text is cut at 900 before escaping doubles it.
 */
export function discordBody(message: Message) {
  const escaped = clip(oneLine(message.text), 900)
    .replace(/[\\*_~`|[\]<>]/g, "\\$&")
    .replace(/:(?=\/\/)/g, "\\:")
    .replace(/^(?:[#+-]|\d+\.)/, (start) =>
      start.endsWith(".") ? `${start.slice(0, -1)}\\.` : `\\${start}`,
    );
  return { content: `${noMention(escaped)} ${message.link}`, allowed_mentions: { parse: [] } };
}

/** Generic JSON: plain text on one line; the receiver escapes it for wherever it shows it. */
export function jsonBody(message: Message, delivery: string) {
  return {
    event: message.kind,
    subject: oneLine(message.subject),
    text: oneLine(message.text),
    url: message.link,
    delivery,
  };
}

/** Email: a subject on one line (a line break there would start a header of our own), the text as plain text. */
export function emailParts(message: Message) {
  // One-tap answers: each link opens a page that asks before it acts (mail scanners open links).
  const choices = message.choices?.length
    ? `\n\nAnswer in one tap (a page asks you to confirm; the link works until the game next changes):\n${message.choices.map((c) => `${c.label}: ${c.link}`).join("\n")}`
    : "";
  return {
    subject: clip(oneLine(message.subject), 200),
    text: `${oneLine(message.text)}\n\n${message.link}${choices}\n\n(Change or turn off these messages on your sheet.)`,
  };
}

/** Push: what the service worker shows, as plain text (a notification renders no markup), and the game page. */
export function pushPayload(message: Message) {
  return {
    title: clip(oneLine(message.subject), 200),
    body: clip(oneLine(message.text), 1000),
    url: message.link,
    kind: message.kind,
    // One-tap answers as notification actions (the service worker posts the one tapped).
    ...(message.choices?.length
      ? {
          actions: message.choices.map((c, i) => ({ action: String(i), title: clip(c.label, 40) })),
          answers: message.choices.map((c) => c.link),
        }
      : {}),
  };
}
