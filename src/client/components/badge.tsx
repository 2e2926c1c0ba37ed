import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../lib/cn';

const tones = {
  neutral: 'bg-slate-100 text-slate-700',
  brand: 'bg-brand-50 text-brand-700',
  success: 'bg-green-50 text-success ring-green-200',
  warning: 'bg-amber-50 text-warning ring-amber-200',
  error: 'bg-red-50 text-error ring-red-200',
  info: 'bg-blue-50 text-info ring-blue-200',
} as const;

export type BadgeTone = keyof typeof tones;

export function Badge({
  tone = 'neutral',
  children,
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset ring-transparent',
        tones[tone],
        className,
      )}
      {...props}
    >
      {children}
    </span>
  );
}
