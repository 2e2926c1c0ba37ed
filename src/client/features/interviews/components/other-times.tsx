import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { OTHER_TIMES_NOTE_MAX, otherTimesSchema, type Interview } from '../../../../shared/interviews';
import { Button } from '../../../components/button';
import { Field, inputClass } from '../../../components/field';
import { Form, FormMessage } from '../../../components/form';
import { useAskOtherTimes } from '../../../entities/interview/interviews-api';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';

/** "None of these work": the candidate says when suits them; the founder reads it and offers new times. */
export function OtherTimes({ interview }: { interview: Interview }) {
  const [isOpen, setIsOpen] = useState(false);
  const ask = useAskOtherTimes(interview.id);
  if (!isOpen) {
    return (
      <div className="border-t border-slate-100 pt-4">
        <Button variant="ghost" onClick={() => setIsOpen(true)}>
          <MessageSquareText className="size-4" aria-hidden />{' '}
          {interview.otherTimesNote ? 'Write again about other times' : 'None of these work'}
        </Button>
      </div>
    );
  }
  return (
    <Form
      schema={otherTimesSchema}
      defaultValues={{ note: '' }}
      failureMessage="Failed to send your note. Please try again."
      onSubmit={async (values) => {
        await ask.mutateAsync(values.note);
        toast.success(`Sent. ${interview.organizer.name} will offer other times.`);
        setIsOpen(false);
      }}
      className="space-y-3 border-t border-slate-100 pt-4"
      aria-label="Ask for other times"
    >
      {({ register, formState: { errors, isSubmitting } }) => (
        <>
          <Field
            label="When would suit you?"
            hint="Days and hours that work, in your time zone."
            error={errors.note?.message}
          >
            {({ id, describedBy, invalid }) => (
              <textarea
                id={id}
                rows={3}
                autoFocus
                maxLength={OTHER_TIMES_NOTE_MAX}
                placeholder="For example: any weekday after 2 PM next week"
                aria-describedby={describedBy}
                aria-invalid={invalid}
                className={cn(inputClass, 'resize-y')}
                {...register('note')}
              />
            )}
          </Field>
          <FormMessage />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={() => setIsOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" isLoading={isSubmitting}>
              Send
            </Button>
          </div>
        </>
      )}
    </Form>
  );
}
