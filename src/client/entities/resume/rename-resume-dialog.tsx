import { z } from 'zod';
import { KEPT_RESUME_NAME_MAX, keptResumeNameSchema, type KeptResume } from '../../../shared/resumes';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { Field, Input } from '../../components/field';
import { Form, FormMessage } from '../../components/form';
import { toast } from '../../lib/toast';
import { useUpdateKeptResume } from './kept-resumes';

const renameSchema = z.object({ name: keptResumeNameSchema });

/** A new name for a kept resume, checked with the server's own rule (one line, 1 to 80 characters). */
export function RenameResumeDialog({
  resume,
  open,
  onOpenChange,
}: {
  resume: KeptResume;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Rename resume"
      description="A name that tells you which one to send, such as “Product roles” or “Data, 2026”."
    >
      {/* Mounted with the dialog, so each opening starts from the current name. */}
      <RenameForm resume={resume} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function RenameForm({ resume, onDone }: { resume: KeptResume; onDone(): void }) {
  const update = useUpdateKeptResume();
  return (
    <Form
      schema={renameSchema}
      defaultValues={{ name: resume.name }}
      failureMessage="Failed to rename the resume. Please try again."
      onSubmit={async ({ name }) => {
        await update.mutateAsync({ id: resume.id, name });
        toast.success('Resume renamed.');
        onDone();
      }}
      aria-label="Rename resume"
    >
      {({ register, watch, formState: { errors, isSubmitting } }) => (
        <div className="space-y-4">
          <FormMessage />
          <Field label="Name" hint={`${watch('name').length}/${KEPT_RESUME_NAME_MAX}`} error={errors.name?.message}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                autoComplete="off"
                maxLength={KEPT_RESUME_NAME_MAX}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                {...register('name')}
              />
            )}
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" isLoading={isSubmitting}>
              Save name
            </Button>
          </div>
        </div>
      )}
    </Form>
  );
}
