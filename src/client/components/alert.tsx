import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

const tones = {
  error: { box: 'bg-red-50 text-red-800 ring-red-200', Icon: CircleAlert },
  success: { box: 'bg-green-50 text-green-800 ring-green-200', Icon: CircleCheck },
  warning: { box: 'bg-amber-50 text-amber-900 ring-amber-200', Icon: TriangleAlert },
  info: { box: 'bg-blue-50 text-blue-800 ring-blue-200', Icon: Info },
} as const;

/** The coloured message box; errors use it in red (the product's words: "Errors appear in a red box"). */
export function Alert({
  tone = 'error',
  children,
  className,
}: {
  tone?: keyof typeof tones;
  children: ReactNode;
  className?: string;
}) {
  const { box, Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-2 rounded-lg p-3 text-sm ring-1 ring-inset', box, className)}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div>{children}</div>
    </div>
  );
}
