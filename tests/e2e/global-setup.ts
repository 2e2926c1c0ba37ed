import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { startAtsFixtures } from '../../src/server/testing/ats-fixtures';
import { startTestSmtp } from '../../src/server/testing/smtp';

// A real SMTP server for the journeys: the app sends its e-mails here, and each one is written as a
// file that a test can read (a reset code, say).
export default async function globalSetup() {
  const dir = process.env.E2E_MAIL_DIR!;
  let n = 0;
  const smtp = await startTestSmtp(Number(process.env.E2E_SMTP_PORT), (mail) => {
    writeFileSync(path.join(dir, `${Date.now()}-${++n}.json`), JSON.stringify({ to: mail.to, raw: mail.raw }));
  });
  // And the ATS job board APIs the import reads (ATS_API_BASES points the server here).
  const ats = await startAtsFixtures(Number(process.env.E2E_ATS_PORT));
  return async () => {
    await smtp.close();
    await ats.close();
  };
}
