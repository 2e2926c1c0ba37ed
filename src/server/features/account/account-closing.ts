import { formatNamed } from '../../../shared/interview-time';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { accountDeletedEmail } from '../../email/templates/account-deleted';
import { withdrawApplicationsOfLeavingMember } from '../hiring/applications/application-history.service';
import { cancelInterviewsOfLeavingMember } from '../hiring/interviews/interview-leaving.service';
import { notifyUser } from '../notifications/notify-user.service';
import { getTimeZone } from './settings.service';

/**
 * What deleting an account does before its rows go, in the deletion's transaction (auth-hooks.ts):
 * its open interviews are cancelled and its open applications withdrawn, each as the member doing it
 * would. `handleSteps` then runs what those steps tell (the founders' notices, the calendars' CANCEL,
 * the startups' webhooks) while the interviews and applications can still be read: they are deleted
 * with the account. Last, the member's confirmation, to the address they proved, whatever their
 * settings (it is about their account, as a security e-mail is), written to the outbox before the
 * address is gone.
 */
export async function closeAccount({
  tx,
  config,
  userId,
  handleSteps,
}: {
  tx: Tx;
  config: Config;
  userId: string;
  handleSteps: () => Promise<void>;
}) {
  const interviews = await cancelInterviewsOfLeavingMember({ db: tx, userId });
  const applications = await withdrawApplicationsOfLeavingMember({ db: tx, userId });
  await handleSteps();
  const zone = await getTimeZone({ db: tx, userId });
  const interviewLines = interviews.map(({ position, startsAt, organizerZone }) =>
    startsAt
      ? `${position}, ${formatNamed(startsAt.toISOString(), zone ?? organizerZone)}`
      : `${position} (no time booked yet)`,
  );
  await notifyUser(
    { tx, config },
    {
      userId,
      email: {
        kind: 'security',
        template: 'account_deleted',
        render: ({ brand, name }) => accountDeletedEmail(brand, { name, interviews: interviewLines, applications }),
      },
    },
  );
}
