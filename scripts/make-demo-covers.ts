// Draws the demo blog posts' cover images (1200 x 630, the size covers must have) with Chromium, and
// writes them to src/server/seed/assets/covers/. Run once when the demo posts change; the images are
// committed, so seeding needs no browser: node --import tsx scripts/make-demo-covers.ts
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const OUT = path.join(import.meta.dirname, '../src/server/seed/assets/covers');

/** One cover per demo post: two colours of the product's palette and a motif for its category. */
const covers = [
  { slug: 'talk-to-fifty-users-before-you-build', from: '#4f46e5', to: '#7c3aed', motif: 'bubbles' },
  { slug: 'where-ai-startups-find-their-openings', from: '#0f766e', to: '#2563eb', motif: 'grid' },
  { slug: 'hiring-your-first-five', from: '#c2410c', to: '#db2777', motif: 'people' },
  { slug: 'what-investors-look-for-at-pre-seed', from: '#1e3a8a', to: '#0891b2', motif: 'bars' },
] as const;

function motifSvg(motif: (typeof covers)[number]['motif']): string {
  const white = (opacity: number) => `fill="white" fill-opacity="${opacity}"`;
  switch (motif) {
    case 'bubbles':
      return Array.from(
        { length: 5 },
        (_, i) =>
          `<rect x="${640 + (i % 2) * 120}" y="${90 + i * 92}" width="${300 - (i % 3) * 40}" height="64" rx="32" ${white(0.16 + (i % 2) * 0.1)}/>`,
      ).join('');
    case 'grid':
      return Array.from(
        { length: 48 },
        (_, i) =>
          `<circle cx="${660 + (i % 8) * 62}" cy="${120 + Math.floor(i / 8) * 78}" r="${6 + ((i * 7) % 5) * 3}" ${white(0.12 + ((i * 3) % 4) * 0.07)}/>`,
      ).join('');
    case 'people':
      return Array.from(
        { length: 5 },
        (_, i) =>
          `<g transform="translate(${600 + i * 110} ${260 + (i % 2) * 60})"><circle cx="40" cy="0" r="34" ${white(0.3)}/><rect x="0" y="44" width="80" height="120" rx="40" ${white(0.2)}/></g>`,
      ).join('');
    case 'bars':
      return Array.from(
        { length: 7 },
        (_, i) =>
          `<rect x="${620 + i * 72}" y="${520 - (60 + i * i * 8)}" width="48" height="${60 + i * i * 8}" rx="10" ${white(0.14 + i * 0.04)}/>`,
      ).join('');
  }
}

const html = (cover: (typeof covers)[number]) => `<!doctype html><html><body style="margin:0">
<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${cover.from}"/><stop offset="1" stop-color="${cover.to}"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="160" cy="520" r="260" fill="white" fill-opacity="0.06"/>
  <circle cx="300" cy="90" r="120" fill="white" fill-opacity="0.05"/>
  ${motifSvg(cover.motif)}
</svg></body></html>`;

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const cover of covers) {
  await page.setContent(html(cover));
  await page.screenshot({ path: path.join(OUT, `${cover.slug}.jpg`), type: 'jpeg', quality: 82 });
}
await browser.close();
console.log(`Wrote ${covers.length} covers to ${OUT}`);
