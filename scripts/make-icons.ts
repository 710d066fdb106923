/**
 * Renders the app icons (web/public/icons/*.png) from web/public/icons/icon.svg with Chromium:
 * the home-screen icons of the web app manifest and Apple's touch icon. Run again after changing
 * the SVG: `npx tsx scripts/make-icons.ts`.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { chromium } from "playwright-core";

const dir = join(import.meta.dirname, "../web/public/icons");
const svg = await readFile(join(dir, "icon.svg"), "utf8");
const art = `data:image/svg+xml,${encodeURIComponent(svg)}`;

// "any": the rounded die on a transparent ground. "maskable" and Apple's: full-bleed dark ground,
// the die inside the central 80% a launcher may keep when it cuts its own shape.
const icons: { file: string; size: number; fullBleed: boolean }[] = [
  { file: "icon-192.png", size: 192, fullBleed: false },
  { file: "icon-512.png", size: 512, fullBleed: false },
  { file: "maskable-512.png", size: 512, fullBleed: true },
  { file: "apple-touch-icon.png", size: 180, fullBleed: true },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
for (const { file, size, fullBleed } of icons) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const inset = fullBleed ? size * 0.14 : 0;
  await page.setContent(`<!doctype html><body style="margin:0;width:${size}px;height:${size}px;background:${fullBleed ? "#2a1f17" : "transparent"}">
    <img src="${art}" style="position:absolute;left:${inset}px;top:${inset}px;width:${size - 2 * inset}px;height:${size - 2 * inset}px"></body>`);
  await page.screenshot({ path: join(dir, file), omitBackground: !fullBleed });
  await page.close();
  console.log(`web/public/icons/${file}`);
}
await browser.close();
