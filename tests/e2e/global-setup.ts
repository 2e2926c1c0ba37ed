import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startTestSmtp } from '../../src/server/testing/smtp';

// A real SMTP server for the journeys: the app sends its e-mails here, and each one is written as a
// file that a test can read (a reset code, say).
export default async function globalSetup() {
  const dir = process.env.E2E_MAIL_DIR!;
  let n = 0;
  const smtp = await startTestSmtp(Number(process.env.E2E_SMTP_PORT), (mail) => {
    writeFileSync(path.join(dir, `${Date.now()}-${++n}.json`), JSON.stringify({ to: mail.to, raw: mail.raw }));
  });
  return smtp.close;
}
