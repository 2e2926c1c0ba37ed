import { Mail } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { DECLINE_MESSAGE_MAX, invitationStatusLabels, type ReceivedInvitation } from '../../../shared/invitations';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { inputClass } from '../../components/field';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { formatWhen } from '../../lib/dates';
import { failureText } from '../../lib/failure';
import { toast } from '../../lib/toast';
import { useDeclineInvitation, useReceivedInvitations } from './invitations';

const statusTone = { sent: 'info', declined: 'neutral', applied: 'success' } as const;

/**
 * The invitations a member received: each opens its position with Apply, or is declined in one tap
 * ("Decline with a message" lets them write the founder a word). `onlyOpen`: those still waiting for an answer (the dashboard).
 */
export function ReceivedInvitations({ onlyOpen = false }: { onlyOpen?: boolean }) {
  const query = useReceivedInvitations();
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading invitations" className="space-y-3">
        <Skeleton className="h-28 rounded-2xl" />
        <Skeleton className="h-28 rounded-2xl" />
      </div>
    );
  }
  if (query.isError)
    return (
      <ErrorState
        message="Failed to load your invitations"
        detail={failureText(query.error, '')}
        isRetrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  const items = onlyOpen ? query.data.filter((i) => i.status === 'sent' && i.job.isOpen) : query.data;
  if (items.length === 0) {
    if (onlyOpen) return null;
    return (
      <EmptyState
        icon={Mail}
        title="No invitations yet"
        text="When a founder invites you to apply for a position, it shows here. Say you're open to work on your profile so founders can find you."
        action={
          <Button asChild variant="secondary">
            <Link to="/profile">Go to your profile</Link>
          </Button>
        }
      />
    );
  }
  return (
    <ul className="space-y-3" aria-label="Invitations to apply">
      {items.map((invitation) => (
        <InvitationItem key={invitation.id} invitation={invitation} />
      ))}
    </ul>
  );
}

function InvitationItem({ invitation: i }: { invitation: ReceivedInvitation }) {
  const [isDeclining, setIsDeclining] = useState(false);
  const decline = useDeclineInvitation();
  const isOpen = i.status === 'sent' && i.job.isOpen;
  const declineNow = () =>
    decline.mutate(
      { id: i.id, message: '' },
      {
        onSuccess: () => toast.success('Invitation declined'),
        onError: (error) => toast.error(failureText(error, 'Failed to decline the invitation. Please try again.')),
      },
    );
  return (
    <li
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
      aria-label={`${i.job.title} at ${i.job.startupName}`}
    >
      <div className="flex items-start gap-3">
        <img
          src={i.job.logoUrl}
          alt=""
          width={44}
          height={44}
          className="size-11 shrink-0 rounded-lg object-cover ring-1 ring-slate-200"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 className="font-semibold text-slate-900">{i.job.title}</h3>
            <Badge tone={statusTone[i.status]}>
              {!i.job.isOpen && i.status === 'sent' ? 'Closed' : invitationStatusLabels[i.status]}
            </Badge>
          </div>
          <p className="text-sm text-slate-600">
            {i.job.startupName} · invited by {i.founderName} · {formatWhen(i.createdAt)}
          </p>
        </div>
      </div>
      {i.note && (
        <p className="mt-3 whitespace-pre-line rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">{i.note}</p>
      )}
      {i.status === 'declined' && i.declineMessage && (
        <p className="mt-2 text-sm text-slate-500">You replied: {i.declineMessage}</p>
      )}
      {isOpen && (
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <Button asChild>
            <Link to={`/jobs/${i.job.id}?apply=${i.job.id}`}>View position and apply</Link>
          </Button>
          <Button variant="secondary" onClick={declineNow} isLoading={decline.isPending}>
            Decline
          </Button>
          <Button variant="ghost" onClick={() => setIsDeclining(true)} disabled={decline.isPending}>
            Decline with a message
          </Button>
        </div>
      )}
      <DeclineInvitationDialog invitation={i} open={isDeclining} onOpenChange={setIsDeclining} />
    </li>
  );
}

function DeclineInvitationDialog({
  invitation,
  open,
  onOpenChange,
}: {
  invitation: ReceivedInvitation;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const decline = useDeclineInvitation();
  const [message, setMessage] = useState('');
  const id = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    decline.mutate(
      { id: invitation.id, message: message.trim() },
      {
        onSuccess: () => {
          toast.success('Invitation declined');
          onOpenChange(false);
        },
        onError: (error) => toast.error(failureText(error, 'Failed to decline the invitation. Please try again.')),
      },
    );
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Decline ${invitation.job.title}?`}
      description={`${invitation.founderName} will see that you declined, and your message only if you write one.`}
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-message`} className="block text-sm font-medium text-slate-800">
            Message (optional)
          </label>
          <textarea
            id={`${id}-message`}
            rows={3}
            maxLength={DECLINE_MESSAGE_MAX}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            className={inputClass}
            placeholder="e.g. Thanks, I'm happy where I am for now."
            aria-describedby={`${id}-count`}
          />
          <p id={`${id}-count`} className="text-xs text-slate-500">
            {message.length}/{DECLINE_MESSAGE_MAX}
          </p>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" isLoading={decline.isPending}>
            Decline invitation
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
