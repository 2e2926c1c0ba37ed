import { cn } from '../lib/cn';

const sizes = { sm: 'size-9 text-sm', md: 'size-12 text-base', lg: 'size-24 text-2xl sm:size-28 sm:text-3xl' } as const;
const pixels = { sm: 36, md: 48, lg: 112 } as const;

/**
 * A person's picture at a fixed size, or their initials when there is none (DESIGN.md: Images).
 * Inside a control (the profile menu button) it has no name of its own: the initials become part of the
 * control's name, which must contain the text people see (WCAG 2.5.3, label in name).
 */
export function Avatar({
  name,
  src,
  size = 'sm',
  className,
  isDecorative,
}: {
  name: string;
  src?: string | null;
  size?: keyof typeof sizes;
  className?: string;
  isDecorative?: boolean;
}) {
  const initials = name
    .split(' ')
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  if (src) {
    return (
      <img
        src={src}
        alt={isDecorative ? '' : name}
        width={pixels[size]}
        height={pixels[size]}
        className={cn('shrink-0 rounded-full object-cover', sizes[size], className)}
      />
    );
  }
  return (
    <span
      {...(isDecorative ? {} : { role: 'img', 'aria-label': name })}
      className={cn(
        'grid shrink-0 place-items-center rounded-full bg-brand-100 font-semibold text-brand-800',
        sizes[size],
        className,
      )}
    >
      {initials}
    </span>
  );
}
