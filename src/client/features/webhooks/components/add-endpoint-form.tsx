import { Plus } from 'lucide-react';
import { useId } from 'react';
import {
  webhookEndpointInputSchema,
  webhookEventLabels,
  webhookEventTypes,
  type WebhookEndpointInput,
} from '../../../../shared/webhooks';
import { Button } from '../../../components/button';
import { inputClass } from '../../../components/field';
import { Form, FormMessage } from '../../../components/form';

/** The address of an endpoint and the events it receives; `onAdd` answers the new endpoint's secret. */
export function AddEndpointForm({
  onAdd,
  isFull,
}: {
  onAdd(input: WebhookEndpointInput): Promise<unknown>;
  isFull: boolean;
}) {
  const id = useId();
  return (
    <Form
      schema={webhookEndpointInputSchema}
      defaultValues={{ url: '', events: [...webhookEventTypes] }}
      failureMessage="We could not add this endpoint. Please try again."
      onSubmit={async (values, form) => {
        await onAdd(values);
        form.reset({ url: '', events: [...webhookEventTypes] });
      }}
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      aria-labelledby={`${id}-title`}
    >
      {(form) => {
        const errors = form.formState.errors;
        return (
          <>
            <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
              Add an endpoint
            </h2>
            <div className="space-y-1.5">
              <label htmlFor={`${id}-url`} className="block text-sm font-medium text-slate-800">
                Endpoint URL
              </label>
              <input
                id={`${id}-url`}
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder="https://example.com/webhooks"
                className={inputClass}
                aria-invalid={!!errors.url}
                aria-describedby={`${id}-url-hint`}
                {...form.register('url')}
              />
              {errors.url ? (
                <p className="text-sm text-error">{errors.url.message}</p>
              ) : (
                <p id={`${id}-url-hint`} className="text-xs text-slate-500">
                  An https address. A Slack incoming-webhook address gets a readable message.
                </p>
              )}
            </div>
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">Events</legend>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {webhookEventTypes.map((type) => (
                  <label
                    key={type}
                    className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-800 ring-1 ring-inset ring-slate-300 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-600"
                  >
                    <input
                      type="checkbox"
                      value={type}
                      {...form.register('events')}
                      className="size-4 accent-brand-600"
                    />
                    <span>
                      {webhookEventLabels[type]}
                      <span className="block font-mono text-xs text-slate-500">{type}</span>
                    </span>
                  </label>
                ))}
              </div>
              {errors.events && (
                <p className="mt-1 text-sm text-error">{errors.events.message ?? errors.events.root?.message}</p>
              )}
            </fieldset>
            <FormMessage />
            <div className="flex justify-end">
              <Button type="submit" isLoading={form.formState.isSubmitting} disabled={isFull}>
                <Plus className="size-4" aria-hidden /> Add endpoint
              </Button>
            </div>
          </>
        );
      }}
    </Form>
  );
}
