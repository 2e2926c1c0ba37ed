import { useId, useState } from 'react';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { inputClass } from '../../components/field';
import { failureText } from '../../lib/failure';
import { toast } from '../../lib/toast';
import { useCancelInterview } from './interviews-api';

/** Cancelling asks first (DESIGN.md), with an optional reason the other side reads. */
export function CancelInterviewDialog({
  interviewId,
  open,
  onOpenChange,
  otherName,
}: {
  interviewId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  otherName: string;
}) {
  const cancel = useCancelInterview(interviewId);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  async function confirm() {
    try {
      await cancel.mutateAsync(reason.trim());
      toast.success(`Interview cancelled. ${otherName} has been told.`);
      onOpenChange(false);
    } catch (error) {
      toast.error(failureText(error, 'Failed to cancel the interview. Please try again.'));
    }
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Cancel this interview?"
      description={`${otherName} will be told by notification and e-mail, and the time is freed.`}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Keep it
          </Button>
          <Button variant="danger" isLoading={cancel.isPending} onClick={() => void confirm()}>
            Cancel interview
          </Button>
        </>
      }
    >
      <label htmlFor={reasonId} className="block text-sm font-medium text-slate-800">
        Reason <span className="font-normal text-slate-500">(optional)</span>
      </label>
      <textarea
        id={reasonId}
        rows={3}
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        className={`${inputClass} mt-1.5`}
      />
    </Dialog>
  );
}
