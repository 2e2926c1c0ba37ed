import { ChevronLeft, ChevronRight } from 'lucide-react';
import { GAP, pageWindow } from '../../shared/page-window';
import { Button } from './button';
import { cn } from '../lib/cn';

type Props = { pageCount: number; current: number; onGo(page: number): void; reachable?: number };

/**
 * Previous / page numbers / Next under a paged list; nothing when everything fits on one page. Long
 * lists show the first, the last and the pages around the current one (shared/page-window.ts).
 */
export function PageBar({ pageCount, current, onGo, reachable }: Props) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-center gap-1.5 pt-4">
      <Button variant="secondary" size="sm" disabled={current <= 1} onClick={() => onGo(current - 1)}>
        <ChevronLeft className="size-4" aria-hidden /> Previous
      </Button>
      {pageWindow(pageCount, current, { reachable }).map((page, index) =>
        page === GAP ? (
          <span key={`gap-${index}`} className="px-1 text-slate-400" aria-hidden>
            …
          </span>
        ) : (
          <button
            key={page}
            type="button"
            onClick={() => onGo(page)}
            aria-current={page === current ? 'page' : undefined}
            className={cn(
              'size-9 max-sm:size-11 rounded-lg text-sm font-semibold',
              page === current ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            {page}
          </button>
        ),
      )}
      <Button variant="secondary" size="sm" disabled={current >= pageCount} onClick={() => onGo(current + 1)}>
        Next <ChevronRight className="size-4" aria-hidden />
      </Button>
    </nav>
  );
}
