import { Send, Users } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../../shared/paths';
import { useReceivedInvitations, useSentInvitations } from '../../../entities/invitation/invitations';
import { ReceivedInvitations } from '../../../entities/invitation/received-invitations';

/**
 * Invitations to apply on the dashboard: a founder's counts (sent, declined, applied) with
 * the way to find candidates; anyone's invitations still waiting for an answer.
 */
export function InvitationsSummary({ isFounder }: { isFounder: boolean }) {
  return (
    <>
      {isFounder && <FounderInvitations />}
      <OpenInvitations />
    </>
  );
}

function FounderInvitations() {
  const { data } = useSentInvitations();
  const counts = data?.counts;
  const parts: [string, number | undefined][] = [
    ['Sent', counts?.sent],
    ['Declined', counts?.declined],
    ['Applied', counts?.applied],
  ];
  return (
    <section
      aria-label="Invitations to apply"
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-center sm:justify-between sm:p-5"
    >
      <div>
        <p className="flex items-center gap-2 text-sm font-semibold text-slate-600">
          <Send className="size-4" aria-hidden /> Invitations to apply
        </p>
        <dl className="mt-1 flex gap-4 text-sm">
          {parts.map(([name, value]) => (
            <div key={name} className="flex gap-1">
              <dt className="text-slate-500">{name}</dt>
              <dd className="font-semibold text-slate-900">{value ?? '—'}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link
          to={paths.talent}
          className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 sm:flex-none"
        >
          <Users className="size-4" aria-hidden /> Find candidates
        </Link>
        <Link
          to={`${paths.invitations}?tab=sent`}
          className="inline-flex min-h-11 flex-1 items-center justify-center rounded-lg px-4 text-sm font-semibold text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 sm:flex-none"
        >
          View sent
        </Link>
      </div>
    </section>
  );
}

function OpenInvitations() {
  const { data } = useReceivedInvitations();
  if (!data?.some((i) => i.status === 'sent' && i.job.isOpen)) return null;
  return (
    <section aria-labelledby="open-invitations" className="space-y-3">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="open-invitations" className="text-lg font-semibold text-slate-900">
          Invitations to apply
        </h2>
        <Link to={paths.invitations} className="text-sm font-semibold text-brand-700 hover:underline">
          See all
        </Link>
      </div>
      <ReceivedInvitations onlyOpen />
    </section>
  );
}
