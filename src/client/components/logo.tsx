import { Rocket } from 'lucide-react';
import { clientConfig } from '../lib/client-config';
import { cn } from '../lib/cn';

export function Logo({ className, inverted }: { className?: string; inverted?: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 text-lg font-bold tracking-tight',
        inverted ? 'text-white' : 'text-slate-900',
        className,
      )}
    >
      <span className={cn('grid size-8 place-items-center rounded-lg', inverted ? 'bg-white/15' : 'bg-brand-600')}>
        <Rocket className="size-4.5 text-white" aria-hidden />
      </span>
      {clientConfig.platformName}
    </span>
  );
}
