import { ClipboardCheck, Lock, Pencil, RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  recommendationLabels,
  scorecardRatingLabels,
  SCORECARD_WITHDRAWN,
  type Recommendation,
  type Scorecard,
  type ScorecardRating,
} from '../../../../shared/scorecards';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Skeleton } from '../../../components/states';
import { cn } from '../../../lib/cn';
import { formatDay, formatDayTime } from '../../../lib/dates';
import { failureText } from '../../../lib/failure';
import { toast } from '../../../lib/toast';
import { useDeleteScorecard, useScorecards } from '../api/scorecards';
import { ScorecardForm } from './scorecard-form';

// The team's private scorecards of one application (decision 041), in the applicants panel: every
// author's, and the caller's own to fill in, edit or delete. The candidate never sees one.

/** From red to green, the same steps for ratings and recommendations. */
export const ratingTone: Record<ScorecardRating, { fill: string; text: string }> = {
  1: { fill: 'bg-red-600', text: 'text-red-700' },
  2: { fill: 'bg-amber-500', text: 'text-amber-800' },
  3: { fill: 'bg-lime-600', text: 'text-lime-800' },
  4: { fill: 'bg-green-700', text: 'text-green-800' },
};
export const recommendationTone: Record<Recommendation, string> = {
  strong_no: 'bg-red-700 text-white ring-red-700',
  no: 'bg-red-50 text-red-800 ring-red-200',
  yes: 'bg-green-50 text-green-800 ring-green-200',
  strong_yes: 'bg-green-700 text-white ring-green-700',
};

export function ScorecardSection({ applicationId, isWithdrawn }: { applicationId: string; isWithdrawn: boolean }) {
  const scorecards = useScorecards(applicationId);
  const [isEditing, setIsEditing] = useState(false);
  const sectionRef = useRef<HTMLDivElement>(null);
  const wasEditing = useRef(false);
  // The form closed (saved or cancelled): focus goes to what replaced it, not back to the page's top.
  useEffect(() => {
    if (wasEditing.current && !isEditing)
      sectionRef.current?.querySelector<HTMLElement>('[data-focus-after-form]')?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);
  const mine = scorecards.data?.items.find((item) => item.isMine) ?? null;
  const others = scorecards.data?.items.filter((item) => !item.isMine) ?? [];

  let body;
  if (scorecards.isPending) {
    body = (
      <div role="status" className="space-y-2">
        <span className="sr-only">Loading scorecards...</span>
        <Skeleton className="h-24 w-full" />
      </div>
    );
  } else if (scorecards.error) {
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <p className="text-red-800">
          {failureText(scorecards.error, 'Failed to load the scorecards. Please try again.')}
        </p>
        <Button variant="secondary" size="sm" onClick={() => void scorecards.refetch()}>
          <RefreshCw className={scorecards.isFetching ? 'size-4 animate-spin' : 'size-4'} aria-hidden /> Try Again
        </Button>
      </div>
    );
  } else if (isEditing && !isWithdrawn) {
    body = <ScorecardForm applicationId={applicationId} scorecard={mine} onDone={() => setIsEditing(false)} />;
  } else {
    body = (
      <div className="space-y-3">
        {mine ? (
          <ScorecardCard
            scorecard={mine}
            actions={
              <OwnActions applicationId={applicationId} canEdit={!isWithdrawn} onEdit={() => setIsEditing(true)} />
            }
          />
        ) : isWithdrawn ? (
          <p className="text-sm text-slate-600">{SCORECARD_WITHDRAWN}</p>
        ) : (
          <Button variant="secondary" size="sm" data-focus-after-form onClick={() => setIsEditing(true)}>
            <ClipboardCheck className="size-4" aria-hidden /> Fill in a scorecard
          </Button>
        )}
        {others.map((scorecard) => (
          <ScorecardCard key={scorecard.id} scorecard={scorecard} />
        ))}
      </div>
    );
  }

  return (
    <div ref={sectionRef} className="space-y-3">
      <p className="flex items-start gap-2 text-xs font-medium text-slate-700">
        <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden /> Private to your team: the candidate never sees this.
      </p>
      {body}
    </div>
  );
}

function OwnActions({ applicationId, canEdit, onEdit }: { applicationId: string; canEdit: boolean; onEdit(): void }) {
  const remove = useDeleteScorecard(applicationId);
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <div className="flex flex-wrap gap-2">
      {canEdit && (
        <Button variant="secondary" size="sm" onClick={onEdit}>
          <Pencil className="size-4" aria-hidden /> Edit
        </Button>
      )}
      <Button variant="ghost" size="sm" onClick={() => setIsConfirming(true)}>
        <Trash2 className="size-4" aria-hidden /> Delete
      </Button>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Delete your scorecard?"
        description="Your ratings, notes and recommendation for this candidate will be deleted. This cannot be undone."
        confirmLabel="Delete scorecard"
        isDanger
        isLoading={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setIsConfirming(false);
              toast.success('Scorecard deleted');
            },
            onError: (error) => toast.error(failureText(error, 'Failed to delete the scorecard. Please try again.')),
          })
        }
      />
    </div>
  );
}

export function RecommendationBadge({ recommendation }: { recommendation: Recommendation }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        recommendationTone[recommendation],
      )}
      data-testid="recommendation"
    >
      {recommendationLabels[recommendation]}
    </span>
  );
}

/** A rating as four small segments and its word: "Good, 3 of 4". */
export function RatingDots({ rating }: { rating: ScorecardRating }) {
  const label = scorecardRatingLabels[rating];
  return (
    <span className="inline-flex shrink-0 items-center gap-2" role="img" aria-label={`${label}, ${rating} of 4`}>
      <span className="flex gap-0.5" aria-hidden>
        {([1, 2, 3, 4] as const).map((step) => (
          <span
            key={step}
            className={cn('h-2 w-4 rounded-full', step <= rating ? ratingTone[rating].fill : 'bg-slate-200')}
          />
        ))}
      </span>
      <span className={cn('w-16 text-xs font-semibold', ratingTone[rating].text)} aria-hidden>
        {label}
      </span>
    </span>
  );
}

function ScorecardCard({ scorecard, actions }: { scorecard: Scorecard; actions?: ReactNode }) {
  const isEdited = scorecard.updatedAt !== scorecard.createdAt;
  return (
    <article
      className="rounded-xl p-4 ring-1 ring-slate-200 focus:outline-2 focus:outline-brand-600"
      aria-label={scorecard.isMine ? 'Your scorecard' : `Scorecard by ${scorecard.author.name}`}
      data-testid="scorecard"
      {...(scorecard.isMine ? { tabIndex: -1, 'data-focus-after-form': true } : {})}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-slate-600">
          <span className="font-semibold text-slate-800">
            {scorecard.isMine ? 'Your scorecard' : scorecard.author.name}
          </span>
          {' · '}
          <time dateTime={scorecard.updatedAt} title={formatDayTime(scorecard.updatedAt)}>
            {isEdited ? 'edited ' : ''}
            {formatDay(scorecard.updatedAt)}
          </time>
        </p>
        <RecommendationBadge recommendation={scorecard.recommendation} />
      </header>
      <ul className="mt-3 divide-y divide-slate-100" aria-label="Criteria">
        {scorecard.criteria.map((criterion) => (
          <li key={criterion.name} className="py-2 first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <span className="text-sm font-medium text-slate-800">{criterion.name}</span>
              <RatingDots rating={criterion.rating as ScorecardRating} />
            </div>
            {criterion.note && (
              <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{criterion.note}</p>
            )}
          </li>
        ))}
      </ul>
      {scorecard.summary && (
        <p className="mt-3 whitespace-pre-line break-words border-t border-slate-100 pt-3 text-sm text-slate-800">
          {scorecard.summary}
        </p>
      )}
      {actions && <div className="mt-3 border-t border-slate-100 pt-3">{actions}</div>}
    </article>
  );
}
