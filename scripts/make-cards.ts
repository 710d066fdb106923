/**
 * Renders the link-preview card of every game (1200x630 PNG, web/public/cards/<id>.png, and the
 * smaller ones oEmbed offers as thumbnails, <id>-600.png and <id>-300.png) with Chromium. Run again after adding a game: `npx tsx scripts/make-cards.ts`. Cards are prepared
 * images because a PNG renderer that runs on Workers (satori + resvg) would cost ~1.5 MB of
 * WebAssembly, far over the Worker's size budget; the preview text itself is live.
 */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { gameBuilds } from "../web/game-builds";
import { games } from "../worker/games";
import { CARDS } from "../worker/pages/cards";

const pips: Record<number, number[][]> = {
  1: [[1, 1]],
  2: [
    [0, 0],
    [2, 2],
  ],
  3: [
    [0, 0],
    [1, 1],
    [2, 2],
  ],
  4: [
    [0, 0],
    [0, 2],
    [2, 0],
    [2, 2],
  ],
  5: [
    [0, 0],
    [0, 2],
    [1, 1],
    [2, 0],
    [2, 2],
  ],
  6: [
    [0, 0],
    [0, 2],
    [1, 0],
    [1, 2],
    [2, 0],
    [2, 2],
  ],
};
const die = (n: number) =>
  `<div class="die">${pips[n].map(([r, c]) => `<i style="grid-area:${r + 1}/${c + 1}"></i>`).join("")}</div>`;

function card(title: string, summary: string, picture?: string): string {
  return `<!doctype html><html><head><style>
  body{margin:0;width:1200px;height:630px;background:#2a1f17;color:#f8ecd7;font-family:"DejaVu Serif",Georgia,serif;display:flex;flex-direction:column;justify-content:center;padding:0 90px;box-sizing:border-box}
  .brand{font:700 34px "DejaVu Sans",sans-serif;letter-spacing:.3em;color:#e0b45c;text-transform:uppercase}
  h1{font-size:76px;line-height:1.05;margin:24px 0 18px}
  p{font:30px/1.35 "DejaVu Sans",sans-serif;color:#e8d6b8;max-width:960px;margin:0}
  .dice{display:flex;gap:22px;margin-top:44px}
  .die{width:86px;height:86px;background:#fffdf6;border-radius:16px;display:grid;grid-template:repeat(3,1fr)/repeat(3,1fr);padding:12px;box-sizing:border-box;box-shadow:0 6px 0 #a3302a}
  .die i{width:16px;height:16px;border-radius:50%;background:#2a1f17;place-self:center}
  .board{width:400px;margin-top:28px;align-self:flex-start}
  .rail{position:absolute;left:0;right:0;bottom:0;height:26px;background:repeating-linear-gradient(90deg,#a3302a 0 60px,#87231e 60px 64px)}
  </style></head><body><div class="brand">Boxcars · play by link</div><h1>${title}</h1><p>${summary}</p>
  ${picture ?? `<div class="dice">${[6, 6, 1, 5, 3, 4].map(die).join("")}</div>`}<div class="rail"></div></body></html>`;
}

const out = join(import.meta.dirname, "../web/public/cards");
await mkdir(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ], // playwright gives each launch a fresh profile
});
for (const size of CARDS) {
  // The same 1200x630 layout, drawn at a smaller scale.
  const page = await browser.newPage({
    viewport: { width: 1200, height: 630 },
    deviceScaleFactor: size.width / 1200,
  });
  for (const game of Object.values(games)) {
    await page.setContent(card(game.title, game.summary, await gameBuilds[game.id]?.cardPicture?.()));
    await page.screenshot({ path: join(out, `${game.id}${size.suffix}.png`) });
    console.log(`web/public/cards/${game.id}${size.suffix}.png`);
  }
  await page.close();
}
await browser.close();
