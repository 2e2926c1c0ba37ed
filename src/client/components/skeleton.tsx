import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** A grey block in the shape of what is coming; it pulses unless the person asked for less motion. */
export function Skeleton({ className }: { className?: string }) {
  return <div className={cn('rounded-lg bg-slate-200 motion-safe:animate-pulse', className)} aria-hidden />;
}

/**
 * Skeletons say nothing to a screen reader: this says what is loading (the spec's text, "Loading posts...")
 * in a status region around them, without showing the words.
 */
export function LoadingRegion({
  label = 'Loading...',
  className,
  children,
}: {
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

/**
 * A page whose code is still on its way: a title, a line of text and a grid of cards, as most pages are,
 * at least a screen tall so the footer stays where it will be.
 */
export function PageSkeleton({ label }: { label?: string }) {
  return (
    <LoadingRegion label={label} className="mx-auto min-h-dvh max-w-7xl px-4 py-10 sm:px-6">
      <Skeleton className="h-9 w-64 max-w-full" />
      <Skeleton className="mt-3 h-5 w-96 max-w-full" />
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div
            key={i}
            className={cn(
              'rounded-2xl bg-white p-5 ring-1 ring-slate-200',
              i > 0 && 'hidden sm:block',
              i > 1 && 'sm:hidden lg:block',
            )}
          >
            <Skeleton className="h-32" />
            <Skeleton className="mt-4 h-5 w-3/4" />
            <Skeleton className="mt-2 h-4 w-full" />
            <Skeleton className="mt-2 h-4 w-2/3" />
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}

/**
 * A form on its way: a title, labelled fields and a button, in the form's own card, so the page keeps
 * its height and nothing jumps when the fields arrive (DESIGN.md: skeletons, not words).
 */
export function FormSkeleton({ label, fields = 5 }: { label: string; fields?: number }) {
  return (
    <div role="status" aria-label={label} className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <Skeleton className="h-9 w-64" />
      <Skeleton className="mt-3 h-5 w-80 max-w-full" />
      <div className="mt-6 space-y-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        {Array.from({ length: fields }, (_, i) => (
          <div key={i} className="space-y-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-11 w-full" />
          </div>
        ))}
        <Skeleton className="h-11 w-32" />
      </div>
    </div>
  );
}

/** Rows of a list on their way, each about the height of the real one. */
export function RowsSkeleton({
  label,
  rows = 3,
  className = 'h-24',
}: {
  label: string;
  rows?: number;
  className?: string;
}) {
  return (
    <div role="status" aria-label={label} className="space-y-3">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className={`${className} rounded-2xl`} />
      ))}
    </div>
  );
}

/** Startup cards on their way: the listing's grid of 300 x 365 cards. */
export function CardsSkeleton({ label, cards = 6 }: { label: string; cards?: number }) {
  return (
    <div role="status" aria-label={label} className="grid justify-items-center gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: cards }, (_, i) => (
        <Skeleton key={i} className={`h-[365px] w-full max-w-[300px] rounded-2xl ${i > 0 ? 'max-sm:hidden' : ''}`} />
      ))}
    </div>
  );
}
