/**
 * The link-preview cards of each game, prepared by scripts/make-cards.ts as
 * /cards/<game><suffix>.png: the full card for Open Graph, the smaller ones so an oEmbed thumbnail
 * can fit a consumer's maxwidth and maxheight. Largest first.
 */
export const CARDS = [
  { suffix: "", width: 1200, height: 630 },
  { suffix: "-600", width: 600, height: 315 },
  { suffix: "-300", width: 300, height: 158 },
] as const;
