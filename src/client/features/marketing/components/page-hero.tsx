import type { ReactNode } from 'react';

/** The band at the top of each marketing page: a small label, the title and one paragraph. */
export function PageHero({ eyebrow, title, children }: { eyebrow: string; title: string; children: ReactNode }) {
  return (
    <section className="bg-gradient-to-b from-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-300">{eyebrow}</p>
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-brand-100">{children}</p>
      </div>
    </section>
  );
}

/** A titled section of a marketing page, in the centred container. */
export function PageSection({
  id,
  title,
  intro,
  children,
  isShaded,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  isShaded?: boolean;
}) {
  return (
    <section aria-labelledby={id} className={isShaded ? 'bg-white' : undefined}>
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <h2 id={id} className="text-center text-3xl font-bold text-slate-900">
          {title}
        </h2>
        {intro && <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">{intro}</p>}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
