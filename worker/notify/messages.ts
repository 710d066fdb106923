/** The words of a notification: subject and a line or two, with the link to the game page. */

export type MessageKind = "turn" | "reminder" | "timeout" | "order" | "host" | "test" | "league";

export interface Message {
  kind: MessageKind;
  subject: string;
  text: string;
  /** The game page, never a token: it reopens the sheet from the browser's memory or asks to claim. */
  link: string;
}

export interface MessageFacts {
  title: string;
  playerName: string;
  link: string;
  /** What happened since the player's last move, e.g. "Bob banked 650 (3,200)". */
  since: string;
  deadline: number | null;
}

function until(deadline: number, now: number): string {
  const hours = Math.max(0, Math.round((deadline - now) / 3_600_000));
  return hours >= 48 ? `${Math.round(hours / 24)} days` : `${hours} hour${hours === 1 ? "" : "s"}`;
}

export function turnMessage(f: MessageFacts, now: number): Message {
  const clock = f.deadline ? ` You have ${until(f.deadline, now)}.` : "";
  return {
    kind: "turn",
    subject: `Your turn in ${f.title}`,
    text: `${f.playerName}, it is your turn in ${f.title}. ${f.since}${clock}`.trim(),
    link: f.link,
  };
}

export function reminderMessage(f: MessageFacts, now: number): Message {
  return {
    kind: "reminder",
    subject: `Reminder: your move in ${f.title}`,
    text: `${f.playerName}, your move in ${f.title} is still waiting; ${f.deadline ? `the time runs out in ${until(f.deadline, now)}.` : "."}`,
    link: f.link,
  };
}

export function timeoutMessage(f: MessageFacts, action: string): Message {
  return {
    kind: "timeout",
    subject: `Time ran out in ${f.title}`,
    text: `${f.playerName}, your time ran out in ${f.title}: ${action}`,
    link: f.link,
  };
}

/** What a player's standing order did for them (`did`: "it played roll ×2, bank."). */
export function orderMessage(f: MessageFacts, did: string): Message {
  return {
    kind: "order",
    subject: `Your standing order played in ${f.title}`,
    text: `${f.playerName}, your standing order in ${f.title} ${did} ${f.since}`.trim(),
    link: f.link,
  };
}

/** What the host did that concerns the player (handed their seat to the bot, dropped them, aborted the game). */
export function hostMessage(f: MessageFacts, did: string): Message {
  return {
    kind: "host",
    subject: `News from the host of ${f.title}`,
    text: `${f.playerName}, the host of ${f.title} ${did}`,
    link: f.link,
  };
}

export function testMessage(f: MessageFacts): Message {
  return {
    kind: "test",
    subject: `Test message from Boxcars`,
    text: `${f.playerName}, this is how Boxcars will tell you it is your turn in ${f.title}.`,
    link: f.link,
  };
}
