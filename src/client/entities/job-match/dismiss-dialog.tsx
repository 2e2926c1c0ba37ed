import { z } from 'zod';
import { DISMISSAL_REASON_MAX, dismissalReasons, dismissalSchema } from '../../../shared/job-matches';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { Field, Input } from '../../components/field';
import { Form } from '../../components/form';

const OTHER = 'Other';

/** The choices, or "Other" and the member's own words (the shared rule for the reason: one line, at most 200 characters). */
const formSchema = z
  // No choice at all is a radio group left alone: null, not ''.
  .object({ choice: z.string().nullable(), other: dismissalSchema.shape.reason })
  .transform(({ choice, other }) => ({ reason: choice === OTHER ? other : choice || null }));

/** "Not interested": why, if the member wants to say, then the card goes. */
export function DismissDialog({
  title,
  open,
  onOpenChange,
  onDismiss,
}: {
  title: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  onDismiss(reason: string | null): void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Not interested?"
      description={`We won't suggest "${title}" again. Telling us why is optional.`}
    >
      <Form
        schema={formSchema}
        defaultValues={{ choice: '', other: '' }}
        onSubmit={({ reason }) => {
          onOpenChange(false);
          onDismiss(reason);
        }}
        className="space-y-4"
        aria-label="Not interested"
      >
        {({ register, watch, formState: { errors } }) => (
          <>
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">Why not? (optional)</legend>
              <div className="mt-1.5 grid gap-2 sm:grid-cols-2">
                {[...dismissalReasons, OTHER].map((reason) => (
                  <label
                    key={reason}
                    className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm ring-1 ring-inset ring-slate-300 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-600"
                  >
                    <input
                      type="radio"
                      value={reason}
                      className="size-4 shrink-0 accent-brand-600"
                      {...register('choice')}
                    />
                    {reason}
                  </label>
                ))}
              </div>
            </fieldset>
            {watch('choice') === OTHER && (
              <Field label="Your reason" error={errors.other?.message}>
                {({ id, describedBy, invalid }) => (
                  <Input
                    id={id}
                    autoFocus
                    maxLength={DISMISSAL_REASON_MAX}
                    autoComplete="off"
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                    {...register('other')}
                  />
                )}
              </Field>
            )}
            <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit">Hide this job</Button>
            </div>
          </>
        )}
      </Form>
    </Dialog>
  );
}
