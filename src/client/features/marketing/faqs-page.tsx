import { MessageCircleQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { marketingPages } from '../../../shared/marketing';
import { Button } from '../../components/button';
import { FaqList } from '../../components/faq-list';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageHero } from './components/page-hero';
import { faqGroups } from './content/faqs';

/** /faqs: fifteen expandable questions, grouped by topic. */
export default function FaqsPage() {
  useDocumentTitle(marketingPages['/faqs'].title);
  return (
    <>
      <PageHero eyebrow="FAQs" title="Frequently Asked Questions">
        Everything you need to know about posting startups, hiring, applying and your account. Select a question to see
        its answer.
      </PageHero>
      <div className="mx-auto max-w-3xl space-y-12 px-4 py-16 sm:px-6">
        {faqGroups.map((group) => (
          <section key={group.title} aria-label={group.title}>
            <h2 className="text-xl font-bold text-slate-900">{group.title}</h2>
            <FaqList faqs={group.faqs} className="mt-4" />
          </section>
        ))}
        <div className="flex flex-col items-center gap-4 rounded-2xl bg-brand-50 p-8 text-center ring-1 ring-brand-100">
          <MessageCircleQuestion className="size-10 text-brand-600" aria-hidden />
          <div>
            <h2 className="text-xl font-bold text-slate-900">Still have a question?</h2>
            <p className="mt-1 text-slate-600">Write to us and a person from the team will answer within 24 hours.</p>
          </div>
          <Button asChild>
            <Link to="/contact">Contact Us</Link>
          </Button>
        </div>
      </div>
    </>
  );
}
