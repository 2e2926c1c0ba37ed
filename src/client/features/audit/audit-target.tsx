import { Link } from 'react-router';
import type { AuditTarget } from '../../../shared/audit';

const TARGET_LABELS: Record<string, string> = {
  startup: 'startup',
  job: 'position',
  profile: 'profile',
  message: 'message',
  member: 'member',
  post: 'blog post',
};

/** What an administrator's action was about: its title, linked where the administrator can open it, or marked deleted. */
export function AuditTargetLine({ target }: { target: AuditTarget }) {
  const label = TARGET_LABELS[target.type] ?? target.type;
  const title = target.title ?? `A ${label}`;
  return (
    <p className="break-words text-slate-700" data-testid="audit-target">
      <span className="text-slate-500">{label[0]!.toUpperCase() + label.slice(1)}: </span>
      {target.path ? (
        <Link to={target.path} className="font-medium text-brand-700 hover:underline">
          {title}
        </Link>
      ) : (
        <span className="font-medium">{title}</span>
      )}
      {target.isDeleted && <span className="text-slate-500"> (deleted)</span>}
    </p>
  );
}
