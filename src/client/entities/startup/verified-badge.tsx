import { BadgeCheck } from 'lucide-react';
import { verifiedLabel } from '../../../shared/startup-cards';
import { cn } from '../../lib/cn';

/**
 * "Verified" beside a startup's name wherever it shows publicly (decision 047): its founder
 * proved the website's domain. The accessible name says which domain ("Verified: owns acme.com"),
 * which is what the badge is worth; nothing shows for a startup that is not verified.
 */
export function VerifiedBadge({ domain, className }: { domain: string | null | undefined; className?: string }) {
  if (!domain) return null;
  const label = verifiedLabel(domain);
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-success ring-1 ring-inset ring-green-200',
        className,
      )}
    >
      <BadgeCheck className="size-3.5" aria-hidden />
      Verified
    </span>
  );
}
