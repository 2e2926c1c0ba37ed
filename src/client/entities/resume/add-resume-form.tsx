import { useId, useState, type FormEvent } from 'react';
import {
  KEPT_RESUME_NAME_MAX,
  keptResumeNameSchema,
  RESUME_REQUIRED,
  resumeFileProblem,
  resumeNameFromFile,
} from '../../../shared/resumes';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Field, Input } from '../../components/field';
import { FileInput } from '../../components/file-input';
import { serverErrors } from '../../components/form';
import { toast } from '../../lib/toast';
import { useAddKeptResume } from './kept-resumes';

type Errors = { resume?: string; name?: string; form?: string };

/**
 * "Add a resume": a PDF and its name. Choosing a file names it after the file (as the server would),
 * unless a name was typed first; the file is checked for size and type before it is sent.
 */
export function AddResumeForm({ isFirst, onDone }: { isFirst: boolean; onDone(): void }) {
  const add = useAddKeptResume();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [isNameTyped, setIsNameTyped] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const fileErrorId = useId();

  function choose(chosen: File | undefined) {
    setErrors({});
    if (!chosen) return;
    const problem = resumeFileProblem(chosen);
    if (problem) return setErrors({ resume: problem });
    setFile(chosen);
    if (!isNameTyped || !name.trim()) setName(resumeNameFromFile(chosen.name));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    if (!file) found.resume = RESUME_REQUIRED;
    const parsedName = keptResumeNameSchema.safeParse(name);
    if (!parsedName.success) found.name = parsedName.error.issues[0]?.message;
    setErrors(found);
    if (found.resume || found.name || !file) return;
    try {
      const { resume } = await add.mutateAsync({ file, name: parsedName.data! });
      toast.success(resume.isDefault ? `“${resume.name}” saved as your default resume.` : `“${resume.name}” saved.`);
      onDone();
    } catch (error) {
      const { fields, message } = serverErrors(
        error,
        ['resume', 'name'],
        'Failed to save the resume. Please try again.',
      );
      setErrors({ ...Object.fromEntries(fields), form: message ?? undefined });
    }
  }

  const isSending = add.isPending;
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Add a resume"
      className="space-y-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200"
    >
      {errors.form && <Alert>{errors.form}</Alert>}
      <FileInput
        label="Resume (PDF, max 5MB)"
        accept="application/pdf,.pdf"
        buttonText={file ? 'Change file' : 'Choose PDF'}
        fileName={file?.name}
        isInvalid={!!errors.resume}
        describedBy={errors.resume ? fileErrorId : undefined}
        isLoading={isSending}
        onFile={choose}
      >
        {errors.resume && (
          <p id={fileErrorId} className="text-sm text-error">
            {errors.resume}
          </p>
        )}
      </FileInput>
      <Field
        label="Name"
        hint={isFirst ? 'This one becomes your default resume.' : `${name.length}/${KEPT_RESUME_NAME_MAX}`}
        error={errors.name}
      >
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            value={name}
            maxLength={KEPT_RESUME_NAME_MAX}
            autoComplete="off"
            placeholder="e.g. Product roles"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            onChange={(event) => {
              setName(event.target.value);
              setIsNameTyped(true);
            }}
          />
        )}
      </Field>
      {add.progress !== null && (
        <div
          className="h-1.5 overflow-hidden rounded-full bg-slate-200"
          role="progressbar"
          aria-valuenow={add.progress}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-label="Upload progress"
        >
          <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${add.progress}%` }} />
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onDone} disabled={isSending}>
          Cancel
        </Button>
        <Button type="submit" isLoading={isSending}>
          Save resume
        </Button>
      </div>
    </form>
  );
}
