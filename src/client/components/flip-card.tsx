import { RotateCw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { cn } from '../lib/cn';

/**
 * A card with two faces that turns over in 3D when clicked or when its button is pressed
 * (DESIGN.md: motion; the global reduced-motion rule makes the turn instant). The hidden face is
 * inert, so keyboard and screen reader users only meet the face they see.
 */
export function FlipCard({
  label,
  front,
  back,
  className,
}: {
  label: string;
  front: ReactNode;
  back: ReactNode;
  className?: string;
}) {
  const [isFlipped, setIsFlipped] = useState(false);
  const flip = () => setIsFlipped((value) => !value);
  return (
    <article className={cn('group perspective-[1200px]', className)} aria-label={label}>
      <div
        className={cn(
          'relative h-full w-full transition-transform duration-300 transform-3d',
          isFlipped && 'rotate-y-180',
        )}
        onClick={(event) => {
          if (!(event.target as HTMLElement).closest('a,button')) flip();
        }}
      >
        {[front, back].map((content, index) => {
          const isBack = index === 1;
          const hidden = isBack !== isFlipped;
          return (
            <div
              key={index}
              aria-hidden={hidden}
              inert={hidden}
              className={cn(
                'absolute inset-0 flex cursor-pointer flex-col rounded-2xl p-6 shadow-sm ring-1 backface-hidden transition-shadow group-hover:shadow-md',
                isBack ? 'rotate-y-180 bg-brand-900 text-white ring-brand-800' : 'bg-white ring-slate-200',
              )}
            >
              <button
                type="button"
                onClick={flip}
                aria-pressed={isFlipped}
                aria-label={isBack ? `Show the front of ${label}` : `Show more about ${label}`}
                // A 44 px tap target (DESIGN.md) around the small icon, which stays where it was.
                className="group/flip absolute right-1 top-1 grid size-11 place-items-center rounded-lg"
              >
                <span
                  className={cn(
                    'rounded-lg p-1.5',
                    isBack
                      ? 'text-brand-200 group-hover/flip:bg-white/10 group-hover/flip:text-white'
                      : 'text-slate-400 group-hover/flip:bg-slate-100 group-hover/flip:text-slate-700',
                  )}
                >
                  <RotateCw className="size-4" aria-hidden />
                </span>
              </button>
              {content}
            </div>
          );
        })}
      </div>
    </article>
  );
}
