import { useState } from 'react';
import type { ApplicantRow } from '../../../../shared/applicants';
import type { ApplicationStatus, ApplicationStatusChange } from '../../../../shared/applications';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DeclineDialog } from '../../../entities/application/decline-dialog';
import { ApiError } from '../../../lib/api';
import { failureText } from '../../../lib/failure';
import { toast } from '../../../lib/toast';
import { useBulkStatus, useChangeStatus } from '../api/change-status';
import { fullName, statusLabels } from '../status-labels';

export type MoveRequest = {
  rows: ApplicantRow[];
  to: ApplicationStatus;
  /** The bulk bar: one request for all, and a summary of what happened to each. */
  isBulk?: boolean;
  /** After the change (true) or when the person cancels (false): a dropped card goes back. */
  onDone?(isMoved: boolean): void;
};

/**
 * Every change of status on this page asks first, with the spec's words ("Are you sure you want to mark
 * this application as reviewed?"); declining asks for a reason and a message instead, once for all.
 */
export function useStatusChange() {
  const [request, setRequest] = useState<MoveRequest | null>(null);
  const single = useChangeStatus();
  const bulk = useBulkStatus();
  const isLoading = single.isPending || bulk.isPending;

  function ask(next: MoveRequest) {
    const rows = next.rows.filter((row) => row.status !== 'withdrawn');
    // Already there; but Reviewed from an own stage is a move out of it (decision 044).
    if (rows.length === 0 || (!next.isBulk && rows.every((row) => row.status === next.to && !row.stage)))
      return next.onDone?.(false);
    setRequest({ ...next, rows });
  }

  function cancel() {
    if (isLoading || !request) return;
    request.onDone?.(false);
    setRequest(null);
  }

  async function apply(change: ApplicationStatusChange) {
    if (!request) return;
    const { rows, isBulk, onDone } = request;
    let isMoved = false;
    try {
      if (isBulk) isMoved = await applyBulk(rows, change);
      else {
        const result = await single.mutateAsync({ id: rows[0]!.id, change });
        isMoved = true;
        // The candidate's e-mail is committed with the change and retried until sent (decision 027).
        toast.success(`Marked as ${result.status}`);
      }
    } catch (error) {
      const status = error instanceof ApiError ? error.status : -1;
      // 409: the candidate withdrew meanwhile (the server's words say so); the page is read again.
      toast.error(
        status === 404
          ? 'Application not found'
          : [0, 401, 409].includes(status)
            ? failureText(error)
            : 'Failed to update application status',
      );
    } finally {
      setRequest(null);
      onDone?.(isMoved);
    }
  }

  async function applyBulk(rows: ApplicantRow[], change: ApplicationStatusChange) {
    const results = await bulk.mutateAsync({ ids: rows.map((row) => row.id), change });
    const names = new Map(rows.map((row) => [row.id, fullName(row)]));
    const moved = results.filter((r) => r.ok).length;
    const failed = results.filter((r) => !r.ok);
    const parts = [];
    if (moved > 0) parts.push(`${moved} moved to ${statusLabels[change.status]}`);
    if (failed.length > 0) {
      const reasons = failed.slice(0, 3).map((r) => `${names.get(r.id) ?? 'one application'}: ${r.error ?? 'failed'}`);
      parts.push(`${failed.length} could not be changed: ${reasons.join('; ')}${failed.length > 3 ? '; …' : ''}`);
    }
    const text = parts.join('; ');
    if (failed.length === 0) toast.success(text);
    else if (moved > 0) toast.warning(text, { duration: 10000 });
    else toast.error(text, { duration: 10000 });
    return moved > 0;
  }

  const count = request?.rows.length ?? 0;
  const isMany = !!request && (request.isBulk ? count > 1 : false);
  const dialogs = (
    <>
      <ConfirmDialog
        open={!!request && request.to !== 'rejected'}
        onOpenChange={(open) => !open && cancel()}
        title="Update Application Status"
        description={
          isMany
            ? `Are you sure you want to mark these ${count} applications as ${request?.to}?`
            : `Are you sure you want to mark this application as ${request?.to}?`
        }
        confirmLabel="Confirm"
        isLoading={isLoading}
        onConfirm={() => request && void apply({ status: request.to })}
      />
      <DeclineDialog
        open={!!request && request.to === 'rejected'}
        onOpenChange={(open) => !open && cancel()}
        firstName={isMany ? `${count} candidates` : (request?.rows[0]?.applicant.firstName ?? '')}
        count={isMany ? count : 1}
        isLoading={isLoading}
        onConfirm={(choice) => void apply({ status: 'rejected', ...choice })}
      />
    </>
  );
  return { ask, dialogs, isLoading };
}
