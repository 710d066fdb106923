/** The words of a notification: subject and a line or two, with the link to the game page. */

export type MessageKind =
  | "turn"
  | "reminder"
  | "timeout"
  | "order"
  | "host"
  | "conceded"
  | "reclaim"
  | "away"
  | "nudge"
  | "takeback"
  | "test"
  | "league";

export interface Message {
  kind: MessageKind;
  subject: string;
  text: string;
  /** The game page, never a token: it reopens the sheet from the browser's memory or asks to claim. */
  link: string;
  /**
   * A turn (or a reminder or nudge) whose decision is one tap: each choice with its answer link (a capability for this seat,
   * decision and version, never the token; room/one-tap.ts). Email and push carry them; webhooks,
   * often a shared channel, never do.
   */
  choices?: { label: string; link: string }[];
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

/** The other players' notice that `who` conceded: the game is over. */
export function concededMessage(f: MessageFacts, who: string): Message {
  return {
    kind: "conceded",
    subject: `${who} conceded ${f.title}`,
    text: `${f.playerName}, ${who} conceded ${f.title}: the game is over and you win. ${f.since}`.trim(),
    link: f.link,
  };
}

/** The one notice before a game nobody plays ends as abandoned at `deadline`. */
export function reclaimMessage(f: MessageFacts, deadline: number, now: number): Message {
  return {
    kind: "reclaim",
    subject: `${f.title} will end unless someone plays`,
    text: `${f.playerName}, nobody has played ${f.title} for a while. If no one claims a seat or moves in the next ${until(deadline, now)}, the game ends without a result and is archived.`,
    link: f.link,
  };
}

/** Another player is away (a vacation): `who`, until when (ISO). */
export function awayMessage(f: MessageFacts, who: string, until: string): Message {
  return {
    kind: "away",
    subject: `${who} is away from ${f.title}`,
    text: `${f.playerName}, ${who} is away from ${f.title} until ${until.slice(0, 16).replace("T", " ")} UTC; their clock waits until then.`,
    link: f.link,
  };
}

/** `who` is waiting on the player and nudged them. */
export function nudgeMessage(f: MessageFacts, who: string, now: number): Message {
  const clock = f.deadline ? ` Your time runs out in ${until(f.deadline, now)}.` : "";
  return {
    kind: "nudge",
    subject: `${who} is waiting for you in ${f.title}`,
    text: `${f.playerName}, ${who} is waiting for your move in ${f.title}.${clock}`,
    link: f.link,
  };
}

/** `who` asks to take back their last move: the player may agree or refuse on the sheet. */
export function takebackMessage(f: MessageFacts, who: string): Message {
  return {
    kind: "takeback",
    subject: `${who} asks to take back a move in ${f.title}`,
    text: `${f.playerName}, ${who} asks to take back their last move in ${f.title}. Open the game to agree or refuse; the next move ends the request.`,
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
