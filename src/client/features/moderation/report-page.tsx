import { ArrowLeft, CheckCircle2, Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  REPORT_NOTE_MAX,
  REPORT_REASON_LABELS,
  REPORTABLE_ITEM_LABELS,
  reportableItems,
  reportInputSchema,
  reportReasons,
  type ReportableItem,
} from '../../../shared/moderation';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { inputClass } from '../../components/field';
import { Form, FormMessage } from '../../components/form';
import { api, unwrap } from '../../lib/api';
import { safeRedirect } from '../../lib/sign-in-redirect';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * /report?type=job&id=…&name=…&back=…: why a member reports a startup, position, profile or
 * message. Its own page, reached by a real link, so that a Report tapped before a page has loaded its
 * script is not lost; the moderators read it, and its author goes back where they were.
 */
export default function ReportPage() {
  const [params] = useSearchParams();
  const type = params.get('type') as ReportableItem | null;
  const id = params.get('id') ?? '';
  const name = (params.get('name') ?? '').slice(0, 120);
  const back = safeRedirect(params.get('back')) ?? '/startups';
  const [sent, setSent] = useState<string | null>(null);
  const noun = type && reportableItems.includes(type) ? REPORTABLE_ITEM_LABELS[type] : null;
  useDocumentTitle(noun ? `Report this ${noun}` : 'Report');
  const fieldId = useId();

  const backLink = (
    <Link
      to={back}
      className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900"
    >
      <ArrowLeft className="size-4" aria-hidden /> Back
    </Link>
  );
  if (!type || !noun || !/^[0-9a-f-]{36}$/i.test(id)) {
    return (
      <div className="mx-auto max-w-xl space-y-4 px-4 py-12">
        {backLink}
        <Alert>This report link is incomplete. Open the page of what you want to report and use its Report link.</Alert>
      </div>
    );
  }
  if (sent) {
    return (
      <div className="mx-auto max-w-xl space-y-6 px-4 py-12 text-center" role="status">
        <CheckCircle2 className="mx-auto size-10 text-emerald-600" aria-hidden />
        <h1 className="text-2xl font-semibold text-slate-900">Report sent</h1>
        <p className="text-slate-700">{sent}</p>
        <Button asChild variant="secondary">
          <Link to={back}>
            <ArrowLeft className="size-4" aria-hidden /> Back
          </Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-xl space-y-6 px-4 py-8 sm:py-12">
      {backLink}
      <header className="space-y-2">
        <h1 className="flex items-center gap-2 text-2xl font-semibold text-slate-900">
          <Flag className="size-6 text-red-600" aria-hidden /> Report this {noun}
        </h1>
        {name && (
          <p className="text-slate-700">
            You are reporting <strong className="font-semibold">{name}</strong>.
          </p>
        )}
        <p className="text-sm text-slate-600">
          Our team reviews every report. The {noun}'s owner is not told who reported it.
        </p>
      </header>
      <Form
        schema={reportInputSchema}
        defaultValues={{ itemType: type, itemId: id, reason: undefined, note: '' }}
        serverFields={['reason', 'note']}
        failureMessage="We could not send your report. Please try again."
        onSubmit={async (values) => {
          const answer = await unwrap(api.reports.$post({ json: values }));
          setSent(answer.message);
        }}
        className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        {(form) => {
          const reason = form.watch('reason');
          const note = form.watch('note') ?? '';
          const errors = form.formState.errors;
          return (
            <>
              <fieldset>
                <legend className="text-sm font-medium text-slate-800">What is wrong?</legend>
                <div className="mt-2 grid gap-2">
                  {reportReasons.map((value) => (
                    <label
                      key={value}
                      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-800 ring-1 ring-inset ring-slate-300 has-[:checked]:bg-red-50 has-[:checked]:ring-2 has-[:checked]:ring-red-600"
                    >
                      <input
                        type="radio"
                        value={value}
                        {...form.register('reason')}
                        className="size-4 accent-red-600"
                      />
                      {REPORT_REASON_LABELS[value]}
                    </label>
                  ))}
                </div>
                {errors.reason && <p className="mt-1 text-sm text-error">{errors.reason.message}</p>}
              </fieldset>
              <div className="space-y-1.5">
                <label htmlFor={`${fieldId}-note`} className="block text-sm font-medium text-slate-800">
                  {reason === 'other' ? 'Tell us what is wrong' : 'Anything to add? (optional)'}
                </label>
                <textarea
                  id={`${fieldId}-note`}
                  rows={4}
                  maxLength={REPORT_NOTE_MAX}
                  aria-invalid={!!errors.note}
                  aria-describedby={`${fieldId}-count`}
                  className={`${inputClass} resize-y`}
                  {...form.register('note')}
                />
                {errors.note && <p className="text-sm text-error">{errors.note.message}</p>}
                <p id={`${fieldId}-count`} className="text-right text-xs text-slate-500">
                  {note.length}/{REPORT_NOTE_MAX} characters
                </p>
              </div>
              <FormMessage />
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button asChild variant="secondary">
                  <Link to={back}>Cancel</Link>
                </Button>
                <Button type="submit" variant="danger" isLoading={form.formState.isSubmitting}>
                  Send report
                </Button>
              </div>
            </>
          );
        }}
      </Form>
    </div>
  );
}
