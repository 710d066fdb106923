/** The luck report in words, the same for the CLI and the pages. */
import type { LuckReport, Measure, SeatLuck } from "./types";

/** A share in whole percent, where a rounded 0 or 100 would overstate: "<1%", ">99%". */
const pct = (x: number) =>
  x > 0 && x < 0.005 ? "<1%" : x < 1 && x > 0.995 ? ">99%" : `${Math.round(x * 100)}%`;
const num = (x: number) => (Number.isInteger(x) ? x : Number(x.toFixed(1))).toLocaleString("en-US");

/** "lucky (better than 93% of games with the same chances)". */
export function luckWord(luck: Pick<SeatLuck, "z" | "percentile">): string {
  const word =
    luck.z >= 2
      ? "very lucky"
      : luck.z >= 1
        ? "lucky"
        : luck.z <= -2
          ? "very unlucky"
          : luck.z <= -1
            ? "unlucky"
            : "about average luck";
  return `${word} (luckier than ${pct(luck.percentile)} of games with the same chances)`;
}

/** "points per roll: 2,350 against 1,980 expected over 14 rolls". */
export function measureLine(m: Measure): string {
  const unit = m.unit ? ` ${m.unit}` : "";
  return `${m.label}: ${num(m.actual)}${unit} against ${num(m.expected)} expected, over ${m.count} ${m.of ?? "chances"}`;
}

/** The bots' games in a sentence or two. */
export function resultLines(report: LuckReport, names: readonly string[]): string[] {
  const who = report.winners.map((s) => names[s] ?? `Seat ${s + 1}`).join(" and ");
  const lines: string[] = [];
  const share = (wins: number[], runs: number) =>
    runs ? pct(report.winners.reduce((a, s) => a + (wins[s] ?? 0), 0) / runs) : "–";
  if (names.length > 1) {
    lines.push(
      `With a bot in every seat, ${who} won ${share(report.fresh.wins, report.fresh.runs)} of ${report.fresh.runs} games with fresh dice, and ${share(report.sameDice.wins, report.sameDice.runs)} of ${report.sameDice.runs} with ${report.winners.length > 1 ? "their" : "their own"} dice from this game.`,
    );
  } else {
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
    lines.push(
      `The bot, playing this game, scored ${num(mean(report.fresh.margins))} on average with fresh dice and ${num(mean(report.sameDice.margins))} with this game's dice (actual: ${num(report.margin ?? 0)}).`,
    );
  }
  if (report.marginPercentile !== null)
    lines.push(
      `The actual ${names.length > 1 ? "winning margin" : "score"} is as good as or better than ${pct(report.marginPercentile)} of the bots' games with fresh dice.`,
    );
  lines.push(
    report.luckShare === null
      ? "There is no edge over equal players for the dice to explain."
      : `The dice explain about ${pct(report.luckShare)} of ${who}'s edge over equal players; the rest is play (or the bot's weakness).`,
  );
  if (report.along.length && names.length > 1)
    lines.push(
      `${who}'s chance along the game (bots from there, fresh dice): ${report.along
        .map((a) => `move ${a.move}: ${share(a.outcomes.wins, a.outcomes.runs)}`)
        .join(" · ")}.`,
    );
  return lines;
}

/** The whole report as lines of text (the CLI). */
export function reportText(report: LuckReport): string[] {
  const names = report.seats.map((s) => s.name);
  const lines = [`Luck report: ${report.game} ${report.id}, ${report.moves} moves`];
  for (const seat of report.seats) {
    lines.push(`${seat.name}: ${seat.measures.length ? luckWord(seat) : "nothing measured"}`);
    for (const m of seat.measures) lines.push(`  ${measureLine(m)} (z ${m.z.toFixed(2)})`);
  }
  lines.push(...resultLines(report, names));
  return lines;
}
