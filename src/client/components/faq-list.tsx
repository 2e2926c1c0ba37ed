import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export type Faq = { question: string; answer: ReactNode };

/**
 * Expandable questions. Native <details> elements: they open with the keyboard, are found by the
 * browser's find-in-page, and need no script.
 */
export function FaqList({ faqs, className }: { faqs: readonly Faq[]; className?: string }) {
  return (
    <div className={cn('divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200', className)}>
      {faqs.map((faq) => (
        <details key={faq.question} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl p-5 font-semibold text-slate-900 hover:text-brand-700 [&::-webkit-details-marker]:hidden">
            {faq.question}
            <ChevronDown
              className="size-5 shrink-0 text-slate-400 transition-transform duration-200 group-open:rotate-180"
              aria-hidden
            />
          </summary>
          <div className="-mt-1 px-5 pb-5 leading-relaxed text-slate-600">{faq.answer}</div>
        </details>
      ))}
    </div>
  );
}
