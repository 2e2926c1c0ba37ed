import { Hammer } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { useDocumentTitle } from '../../lib/use-document-title';

/** A page of the route table whose feature is still being built. */
export function ComingSoon({ title, text, hasAction = true }: { title: string; text?: string; hasAction?: boolean }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
      <div className="rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200 sm:p-12">
        <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-accent-400/20 text-warning">
          <Hammer className="size-7" aria-hidden />
        </span>
        <h1 className="mt-6 text-3xl font-bold text-slate-900">{title}</h1>
        <p className="mx-auto mt-3 max-w-md text-slate-600">{text ?? 'We are building this page right now. Check back soon.'}</p>
        {hasAction && (
          <Button asChild variant="secondary" className="mt-8">
            <Link to="/startups">Explore Startups</Link>
          </Button>
        )}
      </div>
    </div>
  );
}
