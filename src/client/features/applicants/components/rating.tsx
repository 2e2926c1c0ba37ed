import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../../lib/cn';

const STARS = [1, 2, 3, 4, 5] as const;
const starName = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;

/** A rating as five small stars, read-only: "Rated 4 out of 5", or "Not rated". */
export function RatingStars({ rating }: { rating: number | null }) {
  if (rating === null) return <span className="text-xs text-slate-600">Not rated</span>;
  return (
    <span
      role="img"
      aria-label={`Rated ${rating} out of 5`}
      className="inline-flex items-center gap-0.5"
      data-testid="rating-stars"
    >
      {STARS.map((n) => (
        <Star
          key={n}
          className={cn('size-3.5', n <= rating ? 'fill-accent-400 text-accent-500' : 'text-slate-300')}
          aria-hidden
        />
      ))}
    </span>
  );
}

/**
 * The founder's 1 to 5 rating: a radio group (Tab to reach it, arrow keys to choose), shown as stars,
 * and a button that clears it.
 */
export function RatingInput({
  value,
  onChange,
  isDisabled,
}: {
  value: number | null;
  onChange(rating: number | null): void;
  isDisabled?: boolean;
}) {
  const name = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1" disabled={isDisabled}>
      <legend className="sr-only">Rating</legend>
      <div className="flex" onMouseLeave={() => setHovered(null)}>
        {STARS.map((n) => (
          <label
            key={n}
            className="relative grid size-11 cursor-pointer place-items-center rounded-lg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 sm:size-9"
            onMouseEnter={() => setHovered(n)}
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0"
              aria-label={starName(n)}
            />
            <Star
              className={cn(
                'size-6 transition-colors',
                n <= shown ? 'fill-accent-400 text-accent-500' : 'text-slate-300',
              )}
              aria-hidden
            />
          </label>
        ))}
      </div>
      <span className="text-sm text-slate-600" aria-hidden>
        {value ? `${value} of 5` : 'Not rated'}
      </span>
      {value !== null && (
        <button
          type="button"
          className="min-h-11 rounded text-sm font-medium text-brand-700 hover:underline sm:min-h-0"
          onClick={() => onChange(null)}
        >
          Clear rating
        </button>
      )}
    </fieldset>
  );
}
