import { Slot } from 'radix-ui';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../lib/cn';

const variants = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 shadow-sm',
  accent: 'bg-accent-400 text-slate-900 hover:bg-accent-300 shadow-sm',
  secondary: 'bg-white text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50',
  danger: 'bg-error text-white hover:bg-red-800 shadow-sm',
  ghost: 'text-slate-700 hover:bg-slate-100',
} as const;

// 44 px tall on a phone whatever the size: a thumb's target (DESIGN.md, "Tap targets").
const sizes = {
  sm: 'h-9 max-sm:h-11 px-3 text-sm',
  md: 'h-10 max-sm:h-11 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
} as const;

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child (a Link, say) with the button's look. */
  asChild?: boolean;
  isLoading?: boolean;
};

/**
 * The button's look, for an element that must look like one without being one (a file input's trigger).
 * `size: null` leaves the height and padding to the caller (classes are not merged: two heights would clash).
 */
export function buttonClass({
  variant = 'primary',
  size = 'md',
}: { variant?: keyof typeof variants; size?: keyof typeof sizes | null } = {}) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors duration-150',
    'disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    size && sizes[size],
  );
}

export function Button({
  variant = 'primary',
  size = 'md',
  asChild,
  isLoading,
  className,
  children,
  disabled,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  return (
    <Component
      className={cn(buttonClass({ variant, size }), className)}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {asChild ? (
        children
      ) : (
        <>
          {isLoading && (
            <span
              className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
              aria-hidden
            />
          )}
          {children}
        </>
      )}
    </Component>
  );
}
