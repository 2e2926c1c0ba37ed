import { useSearchParams } from 'react-router';
import { marketingPages } from '../../../shared/marketing';
import { Tabs, TabsContent, TabsList } from '../../components/tabs';
import { useDocumentTitle } from '../../lib/use-document-title';
import { LegalDocumentView } from './components/legal-document';
import { privacyPolicy, termsAndConditions } from './content/legal';

const sections = [
  { value: 'privacy', label: 'Privacy Policy', document: privacyPolicy },
  { value: 'terms', label: 'Terms & Conditions', document: termsAndConditions },
] as const;
type Section = (typeof sections)[number]['value'];

/**
 * /legal?section=privacy|terms: the legal pages. The section lives in the address, so the footer
 * links and shared links open the right text; anything else shows the privacy policy.
 */
export default function LegalPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const section: Section = searchParams.get('section') === 'terms' ? 'terms' : 'privacy';
  useDocumentTitle(section === 'terms' ? termsAndConditions.title : privacyPolicy.title);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="sr-only">{marketingPages['/legal'].title}</h1>
      <Tabs
        value={section}
        onValueChange={(value) => setSearchParams({ section: value }, { replace: true, preventScrollReset: true })}
      >
        <TabsList
          label="Legal documents"
          tabs={sections.map(({ value, label }) => ({ value, label }))}
          className="mx-auto max-w-md"
        />
        {sections.map(({ value, document }) => (
          <TabsContent key={value} value={value} className="mt-8">
            <LegalDocumentView document={document} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
