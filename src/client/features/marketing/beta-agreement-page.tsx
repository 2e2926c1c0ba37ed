import { Link } from 'react-router';
import { marketingPages } from '../../../shared/marketing';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LegalDocumentView } from './components/legal-document';
import { betaAgreement } from './content/legal';

/** /beta-agreement: what taking part in the beta means. */
export default function BetaAgreementPage() {
  useDocumentTitle(marketingPages['/beta-agreement'].title);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <LegalDocumentView document={betaAgreement} headingLevel={1} />
      <p className="mt-6 text-center text-sm text-slate-600">
        See also our{' '}
        <Link to="/legal?section=terms" className="font-medium text-brand-700 hover:underline">
          Terms & Conditions
        </Link>{' '}
        and{' '}
        <Link to="/legal?section=privacy" className="font-medium text-brand-700 hover:underline">
          Privacy Policy
        </Link>
        .
      </p>
    </div>
  );
}
