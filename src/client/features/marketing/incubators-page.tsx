import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { marketingPages } from '../../../shared/marketing';
import { Button } from '../../components/button';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /incubators: a placeholder until the incubator programme opens. */
export default function IncubatorsPage() {
  useDocumentTitle(marketingPages['/incubators'].title);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
      <div className="rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200 sm:p-12">
        <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-600">
          <Building2 className="size-7" aria-hidden />
        </span>
        <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-brand-700">
          Collaborations with Incubators
        </p>
        <h1 className="mt-2 text-4xl font-bold text-slate-900">Coming Soon</h1>
        <p className="mx-auto mt-4 max-w-lg text-slate-600">
          We are preparing a programme for incubators and accelerators to bring their cohorts onto the platform,
          showcase them together and help them hire. Running a programme? Tell us about it and be among the first
          partners.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild>
            <Link to="/contact">Get in Touch</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to="/startups">Explore Startups</Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
