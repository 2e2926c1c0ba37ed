import { Send } from 'lucide-react';
import { Link } from 'react-router';
import { invitationStatusLabels } from '../../../shared/invitations';
import { paths } from '../../../shared/paths';
import { Avatar } from '../../components/avatar';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { formatWhen } from '../../lib/dates';
import { failureText } from '../../lib/failure';
import { useSentInvitations } from './invitations';

const statusTone = { sent: 'info', declined: 'neutral', applied: 'success' } as const;

/** The founder's sent invitations: whom, for which position, and how each was answered. */
export function SentInvitations() {
  const query = useSentInvitations();
  if (query.isPending)
    return (
      <div role="status" aria-label="Loading invitations" className="space-y-3">
        <Skeleton className="h-20 rounded-2xl" />
        <Skeleton className="h-20 rounded-2xl" />
      </div>
    );
  if (query.isError)
    return (
      <ErrorState
        message="Failed to load your invitations"
        detail={failureText(query.error, '')}
        isRetrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.data.items.length === 0) {
    return (
      <EmptyState
        icon={Send}
        title="No invitations sent"
        text="Find people open to work and invite them to apply for your positions."
        action={
          <Button asChild>
            <Link to={paths.talent}>Find candidates</Link>
          </Button>
        }
      />
    );
  }
  return (
    <ul className="space-y-3" aria-label="Invitations you sent">
      {query.data.items.map((i) => {
        const name = `${i.candidate.firstName} ${i.candidate.lastName}`;
        return (
          <li
            key={i.id}
            className="flex items-start gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
            aria-label={`${name}, ${i.job.title}`}
          >
            <Avatar name={name} src={i.candidate.avatarUrl} isDecorative />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <Link to={`/profile/${i.candidate.id}`} className="font-semibold text-slate-900 hover:underline">
                  {name}
                </Link>
                <Badge tone={statusTone[i.status]}>{invitationStatusLabels[i.status]}</Badge>
              </div>
              <p className="text-sm text-slate-600">
                {i.job.title} · sent {formatWhen(i.createdAt)}
              </p>
              {i.declineMessage && (
                <p className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">“{i.declineMessage}”</p>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
