import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { EVERY_SPEED, type SpeedOptions } from './tests/e2e/first-tap-helpers';

// The journeys run against the real server, started here on a free port with a fresh data folder,
// in Debian's Chromium. No browser is downloaded, and a missing one fails the run instead of skipping it.

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) {
  throw new Error(`Chromium not found at ${CHROMIUM}. Install it with: apt-get install -y chromium`);
}

function freePort(): string {
  const script =
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return execFileSync(process.execPath, ['-e', script]).toString().trim();
}

// Set once in the runner process; its workers inherit them.
process.env.E2E_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'liftoff-e2e-'));
process.env.E2E_SMTP_PORT ??= freePort();
process.env.E2E_MAIL_DIR ??= mkdtempSync(path.join(tmpdir(), 'liftoff-e2e-mail-'));
// The local stand-in of the ATS job board APIs (global-setup.ts; ats-import.spec.ts).
process.env.E2E_ATS_PORT ??= freePort();
// The browser goes to localhost (the server listens on 127.0.0.1, which /etc/hosts names so): passkeys
// need a host name, browsers refuse them on an IP address (two-factor.spec.ts).
const baseURL = `http://localhost:${process.env.E2E_PORT}`;

export default defineConfig<object, SpeedOptions>({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // Two cores: one browser at a time keeps the journeys steady.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The slowest journeys of each full run go to docs/benchmarks/journey-timings.md (scripts/test-timings/).
  reporter: [['list'], ['./scripts/test-timings/playwright-reporter.ts']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' } },
    // The journeys of a person who acts before the page's code has run, again at a phone's speed: Chromium's
    // CPU 6 times slower (tests/e2e/first-tap-helpers.ts).
    { name: 'phone-speed', grep: new RegExp(EVERY_SPEED), use: { browserName: 'chromium', cpuRate: 6 } },
  ],
  webServer: {
    command: 'node --import tsx src/server/main.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: baseURL,
      SEED_DEMO: 'false',
      AUTH_RATE_LIMIT: 'false',
      // The second to fourth: administrators who meet the second-factor setup page (two-factor.spec.ts).
      ADMIN_EMAILS: 'admin@e2e.test,gate-phone@e2e.test,gate-desktop@e2e.test,gate-reports@e2e.test',
      CONTACT_EMAIL: 'team@e2e.test',
      // One network configured and two not: the pages link to the first only (truthful-pages.spec.ts).
      SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/liftoff-e2e',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      // A day of scheduled work lasts seconds here, so a journey receives its digest or reminder.
      SCHEDULE_DAY_SECONDS: '3',
      // Other journeys' applications would close within minutes: the API tests cover closing.
      APPLICATION_AUTO_CLOSE_DAYS: '0',
      ATS_API_BASES: ['greenhouse', 'lever', 'ashby']
        .map((ats) => `${ats}=http://127.0.0.1:${process.env.E2E_ATS_PORT}`)
        .join(','),
      // Webhooks may go to the journey's own receiver on 127.0.0.1 (webhooks.spec.ts, decision 050).
      WEBHOOKS_ALLOW_LOOPBACK: 'true',
      // The journeys sign their people in without a password check (fixtures.ts, decision 074).
      TEST_SESSIONS: 'true',
    },
  },
});
