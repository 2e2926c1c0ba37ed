// Screenshots of pages at a phone width and a desktop width, to look at what we build.
// Usage: node --import tsx scripts/screenshots.ts http://localhost:3000 out-dir /login /startups ...
//        SIGN_IN=email:password signs in first; NO_JS=1 shows the pages as the server sent them (before any script).
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const [baseUrl = 'http://localhost:3000', outDir = '/tmp/shots', ...pages] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const [label, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  const context = await browser.newContext({
    viewport,
    baseURL: baseUrl,
    javaScriptEnabled: process.env.NO_JS !== '1',
  });
  const page = await context.newPage();
  if (process.env.SIGN_IN) {
    const [email, password] = process.env.SIGN_IN.split(':');
    const response = await page.request.post('/api/auth/sign-in/email', {
      data: { email, password },
      headers: { Origin: baseUrl },
    });
    if (!response.ok()) throw new Error(`sign in failed: ${response.status()}`);
  }
  for (const path of pages.length ? pages : ['/']) {
    await page.goto(path, { waitUntil: 'load' });
    await page.waitForTimeout(800);
    const name = `${path.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${label}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: process.env.FULL === '1' });
    console.log(`${outDir}/${name}`);
  }
  await context.close();
}
await browser.close();
