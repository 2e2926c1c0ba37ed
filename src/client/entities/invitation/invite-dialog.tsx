import { Send } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  createInvitationSchema,
  INVITATION_NOTE_MAX,
  INVITATIONS_PER_DAY,
  notOfferedLabels,
  type InviteOptions,
} from '../../../shared/invitations';
import { paths } from '../../../shared/paths';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { Field, inputClass, Select } from '../../components/field';
import { Form, FormMessage } from '../../components/form';
import { Skeleton } from '../../components/states';
import { toast } from '../../lib/toast';
import { useInviteOptions, useOpenPositions, useSendInvitation } from './invitations';

type Candidate = { id: string; firstName: string };

/**
 * "Invite to apply" for one candidate: the button, and the dialog that picks one of the founder's open
 * positions and takes a short note. `jobId` chooses a position first (the one the list is ranked against).
 */
export function InviteButton({
  candidate,
  jobId,
  className,
}: {
  candidate: Candidate;
  jobId?: string;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" className={className} onClick={() => setOpen(true)}>
        <Send className="size-4" aria-hidden /> Invite to apply
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Invite ${candidate.firstName} to apply`}
        description="They get a notification and, if their settings allow, an e-mail with a link to apply."
        className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
      >
        {open && <InviteDialogBody candidate={candidate} jobId={jobId} onDone={() => setOpen(false)} />}
      </Dialog>
    </>
  );
}

function InviteDialogBody({ candidate, jobId, onDone }: { candidate: Candidate; jobId?: string; onDone(): void }) {
  const options = useInviteOptions(candidate.id);
  if (options.isPending) {
    return (
      <div role="status" aria-label="Loading your positions" className="space-y-3">
        <Skeleton className="h-11" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  const data = options.data;
  const stop = (text: string, action?: ReactNode) => (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{text}</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {action}
        <Button variant="secondary" onClick={onDone}>
          Close
        </Button>
      </div>
    </div>
  );
  if (options.isError) return stop('Failed to load your positions. Please try again.');
  if (!data) return stop(`You can't invite ${candidate.firstName}.`);
  if (!data.canInvite) return stop(data.reason ?? `${candidate.firstName} does not accept invitations.`);
  if (data.positions.length === 0)
    return stop(
      'You have no open positions to invite to. Post one from your dashboard first.',
      <Button asChild>
        <Link to={paths.dashboard}>Go to dashboard</Link>
      </Button>,
    );
  if (data.positions.every((p) => p.notOffered === 'invited'))
    return stop(`You have invited ${candidate.firstName} to each of your open positions.`);
  if (data.positions.every((p) => p.notOffered))
    return stop(`${candidate.firstName} has applied or been invited to each of your open positions.`);
  if (data.leftToday === 0)
    return stop(`You have sent ${INVITATIONS_PER_DAY} invitations today, the most a day. Please try again tomorrow.`);
  return <InviteForm candidate={candidate} options={data} jobId={jobId} onDone={onDone} />;
}

const formSchema = createInvitationSchema.omit({ candidateId: true });

function InviteForm({
  candidate,
  options,
  jobId,
  onDone,
}: {
  candidate: Candidate;
  options: InviteOptions;
  jobId?: string;
  onDone(): void;
}) {
  const send = useSendInvitation();
  const open = options.positions.filter((p) => !p.notOffered);
  const first = open.find((p) => p.id === jobId) ?? open[0]!;
  return (
    <Form
      schema={formSchema}
      defaultValues={{ jobId: first.id, note: '' }}
      failureMessage="Failed to send the invitation. Please try again."
      aria-label={`Invite ${candidate.firstName} to apply`}
      onSubmit={async (values) => {
        await send.mutateAsync({ ...values, candidateId: candidate.id });
        toast.success(`Invitation sent to ${candidate.firstName}`);
        onDone();
      }}
    >
      {({ register, watch, formState: { errors, isSubmitting } }) => (
        <div className="space-y-4">
          <FormMessage />
          <Field
            label="Position"
            hint="One of your open positions; those they applied to or you invited them to are greyed out."
            error={errors.jobId?.message}
          >
            {({ id, describedBy, invalid }) => (
              <Select id={id} aria-describedby={describedBy} aria-invalid={invalid} {...register('jobId')}>
                {options.positions.map((p) => (
                  <option key={p.id} value={p.id} disabled={!!p.notOffered}>
                    {p.title} · {p.startupName}
                    {p.notOffered ? ` (${notOfferedLabels[p.notOffered]})` : ''}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field
            label="Note (optional)"
            hint={`${watch('note')?.length ?? 0}/${INVITATION_NOTE_MAX}`}
            error={errors.note?.message}
          >
            {({ id, describedBy, invalid }) => (
              <textarea
                id={id}
                rows={4}
                maxLength={INVITATION_NOTE_MAX}
                className={inputClass}
                placeholder={`Why ${candidate.firstName} would fit, in a few words`}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                {...register('note')}
              />
            )}
          </Field>
          <p className="text-xs text-slate-500">
            {options.leftToday} of {INVITATIONS_PER_DAY} invitations left today.
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" isLoading={isSubmitting}>
              Send invitation
            </Button>
          </div>
        </div>
      )}
    </Form>
  );
}

/**
 * On a member's profile, for a founder with open positions: Invite to apply when the member is listed
 * to them and allows messages; a word instead when they do not accept invitations; nothing otherwise.
 */
export function ProfileInviteAction({ candidate }: { candidate: Candidate }) {
  const positions = useOpenPositions();
  const options = useInviteOptions(candidate.id, { enabled: !!positions.data?.length });
  if (!options.data) return null;
  if (!options.data.canInvite) return <p className="text-sm text-slate-500">Not accepting invitations</p>;
  return <InviteButton candidate={candidate} />;
}
