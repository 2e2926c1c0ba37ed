import { useId, useRef, useState, type FormEvent } from 'react';
import {
  REJECTION_MESSAGE_MAX,
  rejectionReasonLabels,
  rejectionReasons,
  type FounderRejectionReason,
} from '../../../shared/applications';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { inputClass } from '../../components/field';

export type DeclineChoice = { reason?: FounderRejectionReason; message?: string };

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The candidate's first name, for the title and the text ("3 candidates" for several). */
  firstName: string;
  /** How many applications, when several are rejected at once. */
  count?: number;
  isLoading?: boolean;
  onConfirm(choice: DeclineChoice): void;
};

/**
 * Rejecting (decision 019; one word for the status, "Rejected", and a confirmation): an optional reason from a
 * short list and an optional message, both shown to the candidate in the app and in the status e-mail.
 */
export function DeclineDialog({ open, onOpenChange, firstName, count = 1, isLoading, onConfirm }: Props) {
  const question =
    count > 1
      ? `Are you sure you want to mark these ${count} applications as rejected?`
      : 'Are you sure you want to mark this application as rejected?';
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Reject ${firstName}?`}
      description={`${question} ${firstName} will see the reason and your message in the app and in the status e-mail.`}
      className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
    >
      {/* Mounted with the dialog, so every opening starts empty. */}
      <DeclineForm isLoading={isLoading} onCancel={() => onOpenChange(false)} onConfirm={onConfirm} />
    </Dialog>
  );
}

function DeclineForm({
  isLoading,
  onCancel,
  onConfirm,
}: {
  isLoading?: boolean;
  onCancel(): void;
  onConfirm(choice: DeclineChoice): void;
}) {
  const [reason, setReason] = useState<FounderRejectionReason | null>(null);
  const [message, setMessage] = useState('');
  const id = useId();
  const reasonsRef = useRef<HTMLFieldSetElement>(null);

  function clearReason() {
    setReason(null);
    // The button goes away with the choice; keyboard focus goes back to the reasons.
    reasonsRef.current?.querySelector('input')?.focus();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onConfirm({ reason: reason ?? undefined, message: message.trim() || undefined });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <fieldset ref={reasonsRef}>
        <legend className="text-sm font-medium text-slate-800">Reason (optional)</legend>
        <div className="mt-2 grid gap-2">
          {rejectionReasons.map((value) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-800 ring-1 ring-inset ring-slate-300 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
            >
              <input
                type="radio"
                name={`${id}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                className="size-4 accent-brand-600"
              />
              {rejectionReasonLabels[value]}
            </label>
          ))}
        </div>
        {/* A radio once chosen cannot be unchosen by itself; no reason is a valid answer. */}
        {reason && (
          <button
            type="button"
            className="mt-1 min-h-11 rounded text-sm font-medium text-brand-700 hover:underline sm:min-h-0 sm:py-1"
            onClick={clearReason}
          >
            Clear reason
          </button>
        )}
      </fieldset>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-message`} className="block text-sm font-medium text-slate-800">
          Message (optional)
        </label>
        <textarea
          id={`${id}-message`}
          rows={4}
          maxLength={REJECTION_MESSAGE_MAX}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          aria-describedby={`${id}-count`}
          className={`${inputClass} resize-y`}
        />
        <p id={`${id}-count`} className="text-right text-xs text-slate-500">
          {message.length}/{REJECTION_MESSAGE_MAX} characters
        </p>
      </div>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" isLoading={isLoading}>
          Reject
        </Button>
      </div>
    </form>
  );
}
