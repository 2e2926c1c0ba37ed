import { cn } from '../../lib/cn';

/** A person's picture at a fixed size, or their initials when there is none. */
export function Avatar({ name, src, className }: { name: string; src?: string | null; className?: string }) {
  const initials = name
    .split(' ')
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  if (src) return <img src={src} alt="" width={36} height={36} className={cn('size-9 rounded-full object-cover', className)} />;
  return (
    <span className={cn('grid size-9 place-items-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800', className)} aria-hidden>
      {initials}
    </span>
  );
}
