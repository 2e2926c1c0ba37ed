import { ArrowDown, ArrowUp, Lock, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  OWN_STAGES_MAX,
  STAGE_NAME_MAX,
  candidateViewLabels,
  candidateViews,
  stageInputSchema,
  type CandidateView,
  type OwnStage,
  type PipelineStage,
  type StageInput,
} from '../../../../shared/pipeline-stages';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Field, Input, Select } from '../../../components/field';
import { Form, FormMessage } from '../../../components/form';
import { ErrorState, Skeleton } from '../../../components/states';
import { failureText } from '../../../lib/failure';
import { toast } from '../../../lib/toast';
import { useAddStage, usePipeline, useRemoveStage, useReorderStages, useUpdateStage } from '../api/pipeline-stages';

type Startup = { id: string; name: string };
type Own = Extract<PipelineStage, { kind: 'own' }>;

/** What a stage shows the candidate, in the editor's words. */
const seesText = (view: CandidateView) =>
  view === 'previous' ? 'Candidate sees the status (Reviewed)' : `Candidate sees "${candidateViewLabels[view]}"`;

/**
 * "Pipeline stages" (decision 044): the spec's stages every pipeline has, and between Reviewed and
 * Accepted the startup's own, which its owner adds, renames, reorders (up and down buttons) and removes,
 * choosing where what is in a removed stage goes.
 */
export function PipelineEditor({
  open,
  onOpenChange,
  startups,
  startupId,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  startups: Startup[];
  startupId?: string;
}) {
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const current = chosen ?? startupId ?? startups[0]?.id;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Pipeline stages"
      description="Add stages of your own between Reviewed and Accepted. Candidates never see their names, only what you choose."
      className="max-w-xl"
    >
      {startups.length > 1 && (
        <Field label="Startup" className="mb-4">
          {({ id }) => (
            <Select id={id} value={current} onChange={(e) => setChosen(e.target.value)}>
              {startups.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
      {current && <StartupPipeline key={current} startupId={current} />}
    </Dialog>
  );
}

function StartupPipeline({ startupId }: { startupId: string }) {
  const pipeline = usePipeline(startupId);
  const reorder = useReorderStages(startupId);
  if (pipeline.isPending) {
    return (
      <div role="status" className="space-y-2">
        <span className="sr-only">Loading the pipeline...</span>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (pipeline.isError) {
    return (
      <ErrorState
        message="Failed to load the pipeline. Please try again."
        detail={failureText(pipeline.error, '')}
        isRetrying={pipeline.isFetching}
        onRetry={() => void pipeline.refetch()}
      />
    );
  }
  const own = pipeline.data.stages.filter((s): s is Own => s.kind === 'own');
  const move = (index: number, by: -1 | 1) => {
    const ids = own.map((s) => s.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    reorder.mutate(ids, {
      onError: (error) => toast.error(failureText(error, 'Failed to reorder the stages. Please try again.')),
    });
  };
  return (
    <div className="space-y-4">
      <ol aria-label="Stages in order" className="space-y-2">
        {pipeline.data.stages.map((stage) =>
          stage.kind === 'status' ? (
            <li
              key={stage.status}
              className="flex min-h-12 items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600"
            >
              <span className="flex items-center gap-2">
                <Lock className="size-3.5 text-slate-400" aria-hidden />
                <span className="font-medium text-slate-800">{stage.name}</span>
                {stage.isClosed && <span className="text-xs">(closed)</span>}
              </span>
              <span className="text-xs">
                {stage.count} {stage.count === 1 ? 'application' : 'applications'}
              </span>
            </li>
          ) : (
            <OwnStageRow
              key={stage.id}
              startupId={startupId}
              stage={stage}
              others={own.filter((o) => o.id !== stage.id)}
              index={own.indexOf(stage)}
              total={own.length}
              onMove={move}
              isMoving={reorder.isPending}
            />
          ),
        )}
      </ol>
      {own.length < OWN_STAGES_MAX ? (
        <AddStageForm startupId={startupId} />
      ) : (
        <p className="text-sm text-slate-600">
          A pipeline can have up to {OWN_STAGES_MAX} stages of your own. Remove one to add another.
        </p>
      )}
    </div>
  );
}

type RowProps = {
  startupId: string;
  stage: Own;
  others: Own[];
  index: number;
  total: number;
  onMove(index: number, by: -1 | 1): void;
  isMoving: boolean;
};

function OwnStageRow({ startupId, stage, others, index, total, onMove, isMoving }: RowProps) {
  const [isEditing, setIsEditing] = useState(false);
  const [isRemoving, setIsRemoving] = useState(false);
  if (isEditing) {
    return (
      <li className="rounded-lg p-3 ring-1 ring-brand-200">
        <StageForm startupId={startupId} stage={stage} onDone={() => setIsEditing(false)} />
      </li>
    );
  }
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white px-3 py-2 text-sm ring-1 ring-slate-200"
      data-testid="own-stage"
    >
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{stage.name}</p>
        <p className="text-xs text-slate-600">
          {seesText(stage.candidateView)} · {stage.count} {stage.count === 1 ? 'application' : 'applications'}
        </p>
      </div>
      <div className="flex items-center gap-1">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="max-sm:size-11"
          aria-label={`Move ${stage.name} up`}
          disabled={index === 0 || isMoving}
          onClick={() => onMove(index, -1)}
        >
          <ArrowUp className="size-4" aria-hidden />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="max-sm:size-11"
          aria-label={`Move ${stage.name} down`}
          disabled={index === total - 1 || isMoving}
          onClick={() => onMove(index, 1)}
        >
          <ArrowDown className="size-4" aria-hidden />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="max-sm:size-11"
          aria-label={`Edit ${stage.name}`}
          onClick={() => setIsEditing(true)}
        >
          <Pencil className="size-4" aria-hidden />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="max-sm:size-11"
          aria-label={`Remove ${stage.name}`}
          onClick={() => setIsRemoving(true)}
        >
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </div>
      {isRemoving && (
        <RemoveStageDialog startupId={startupId} stage={stage} others={others} onClose={() => setIsRemoving(false)} />
      )}
    </li>
  );
}

function AddStageForm({ startupId }: { startupId: string }) {
  const [isOpen, setIsOpen] = useState(false);
  if (!isOpen)
    return (
      <Button type="button" variant="secondary" onClick={() => setIsOpen(true)}>
        Add a stage
      </Button>
    );
  return (
    <div className="rounded-lg p-3 ring-1 ring-brand-200">
      <StageForm startupId={startupId} onDone={() => setIsOpen(false)} />
    </div>
  );
}

/** Add (no stage) or edit one: its name and what the candidate sees. Nothing typed is lost on a refusal. */
function StageForm({ startupId, stage, onDone }: { startupId: string; stage?: OwnStage; onDone(): void }) {
  const add = useAddStage(startupId);
  const update = useUpdateStage(startupId);
  return (
    <Form
      schema={stageInputSchema}
      defaultValues={
        { name: stage?.name ?? '', candidateView: stage?.candidateView ?? 'interviewing' } satisfies StageInput
      }
      failureMessage="Failed to save the stage. Please try again."
      aria-label={stage ? `Edit ${stage.name}` : 'New stage'}
      className="space-y-3"
      onSubmit={async (values) => {
        if (stage) await update.mutateAsync({ stageId: stage.id, ...values });
        else await add.mutateAsync(values);
        toast.success(stage ? 'Stage saved' : `${values.name} added`);
        onDone();
      }}
    >
      {({ register, formState: { errors, isSubmitting } }) => (
        <>
          <Field label="Stage name" hint="Only your team sees it." error={errors.name?.message}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                maxLength={STAGE_NAME_MAX + 10}
                autoComplete="off"
                aria-describedby={describedBy}
                aria-invalid={invalid}
                {...register('name')}
              />
            )}
          </Field>
          <Field label="What the candidate sees" error={errors.candidateView?.message}>
            {({ id, describedBy, invalid }) => (
              <Select id={id} aria-describedby={describedBy} aria-invalid={invalid} {...register('candidateView')}>
                {candidateViews.map((view) => (
                  <option key={view} value={view}>
                    {candidateViewLabels[view]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <FormMessage />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" isLoading={isSubmitting}>
              {stage ? 'Save stage' : 'Add stage'}
            </Button>
          </div>
        </>
      )}
    </Form>
  );
}

/** Removing asks where what is in the stage goes: another own stage, or back to Reviewed. */
function RemoveStageDialog({
  startupId,
  stage,
  others,
  onClose,
}: {
  startupId: string;
  stage: Own;
  others: Own[];
  onClose(): void;
}) {
  const remove = useRemoveStage(startupId);
  const [moveTo, setMoveTo] = useState('reviewed');
  const confirm = () =>
    remove.mutate(
      { stageId: stage.id, moveTo },
      {
        onSuccess: ({ moved }) => {
          toast.success(moved > 0 ? `${stage.name} removed; ${moved} moved` : `${stage.name} removed`);
          onClose();
        },
        onError: (error) => toast.error(failureText(error, 'Failed to remove the stage. Please try again.')),
      },
    );
  const count = stage.count === 1 ? '1 application' : `${stage.count} applications`;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
      title={`Remove ${stage.name}?`}
      description={`${count} ${stage.count === 1 ? 'is' : 'are'} in this stage. Choose where ${stage.count === 1 ? 'it goes' : 'they go'}; candidates are told only if what they see changes.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirm} isLoading={remove.isPending}>
            Remove stage
          </Button>
        </>
      }
    >
      <Field label="Move its applications to">
        {({ id }) => (
          <Select id={id} value={moveTo} onChange={(e) => setMoveTo(e.target.value)}>
            <option value="reviewed">Reviewed</option>
            {others.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </Dialog>
  );
}
