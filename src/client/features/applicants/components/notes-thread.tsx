import { zodResolver } from '@hookform/resolvers/zod';
import { Lock, RefreshCw } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { NOTE_MAX, noteSchema } from '../../../../shared/applicants';
import { Button } from '../../../components/button';
import { inputClass } from '../../../components/field';
import { Skeleton } from '../../../components/states';
import { ApiError } from '../../../lib/api';
import { formatDayTime, formatWhen } from '../../../lib/dates';
import { failureText } from '../../../lib/failure';
import { useAddNote, useNotes } from '../api/application-notes';

/** The founder's private notes on one application, oldest first, and a form to add one. */
export function NotesThread({ applicationId }: { applicationId: string }) {
  const notes = useNotes(applicationId);
  let list;
  if (notes.isPending) {
    list = (
      <div role="status" className="space-y-2">
        <span className="sr-only">Loading notes...</span>
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-2/3" />
      </div>
    );
  } else if (notes.error) {
    list = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <p className="text-red-800">{failureText(notes.error, 'Failed to load the notes. Please try again.')}</p>
        <Button variant="secondary" size="sm" className="max-sm:h-11" onClick={() => void notes.refetch()}>
          <RefreshCw className={notes.isFetching ? 'size-4 animate-spin' : 'size-4'} aria-hidden /> Try Again
        </Button>
      </div>
    );
  } else if (notes.data.items.length === 0) {
    list = <p className="text-sm text-slate-500">No notes yet.</p>;
  } else {
    list = (
      <ol aria-label="Notes" className="space-y-2">
        {notes.data.items.map((note) => (
          <li
            key={note.id}
            className="rounded-xl bg-amber-50/60 p-3 text-sm ring-1 ring-inset ring-amber-200/70"
            data-testid="note"
          >
            <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs text-slate-600">
              <span className="font-semibold text-slate-800">{note.author.name}</span>
              <time dateTime={note.createdAt} title={formatDayTime(note.createdAt)}>
                {formatWhen(note.createdAt)}
              </time>
            </p>
            <p className="mt-1 whitespace-pre-line break-words text-slate-800">{note.body}</p>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <div className="space-y-3">
      <p className="flex items-start gap-2 text-xs text-slate-600">
        <Lock className="mt-0.5 size-3.5 shrink-0" aria-hidden /> Only you and the platform administrator can see notes
        and ratings.
      </p>
      {list}
      <NoteForm applicationId={applicationId} />
    </div>
  );
}

function NoteForm({ applicationId }: { applicationId: string }) {
  const add = useAddNote(applicationId);
  const { register, handleSubmit, watch, reset, setError, formState } = useForm<{ body: string }>({
    resolver: zodResolver(noteSchema),
    defaultValues: { body: '' },
  });
  const length = watch('body').length;
  const error = formState.errors.body?.message;
  const id = `note-${applicationId}`;

  const submit = handleSubmit(async ({ body }) => {
    try {
      await add.mutateAsync(body);
      reset({ body: '' });
    } catch (failure) {
      setError('body', {
        message:
          failure instanceof ApiError && failure.fields?.body
            ? failure.fields.body
            : failureText(failure, 'Failed to save the note. Please try again.'),
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="New note" className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Add a note
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={NOTE_MAX}
        aria-invalid={!!error}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        className={`${inputClass} resize-y`}
        {...register('body')}
      />
      <div className="flex items-start justify-between gap-3">
        <p id={`${id}-error`} className="text-sm text-error">
          {error}
        </p>
        <p id={`${id}-count`} className="shrink-0 text-xs text-slate-500">
          {length}/{NOTE_MAX} characters
        </p>
      </div>
      <div className="flex justify-end">
        <Button type="submit" size="sm" className="max-sm:h-11" isLoading={add.isPending}>
          Add note
        </Button>
      </div>
    </form>
  );
}
