import { CalendarPlus, Plus, Trash2 } from 'lucide-react';
import { DateTime } from 'luxon';
import { get, useFieldArray, useFormContext, useWatch, type FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { cutWindow, formatInZone, zoneName } from '../../../../shared/interview-time';
import {
  FIXED_SLOTS_MAX,
  INTERVIEW_LOCATION_MAX,
  INTERVIEW_NOTE_MAX,
  interviewDurations,
  interviewInputSchema,
  interviewKindLabels,
  interviewKinds,
  WINDOW_SLOTS_MAX,
  type Interview,
  type InterviewData,
  type InterviewKind,
} from '../../../../shared/interviews';
import { Button } from '../../../components/button';
import { Field, Input, inputClass, Select } from '../../../components/field';
import { Form, FormMessage } from '../../../components/form';
import { lengthText } from '../../../entities/interview/interview-facts';
import { TimeZonePicker } from '../../../entities/interview/time-zone-picker';
import { useViewerZone } from '../../../entities/interview/viewer-zone';
import { cn } from '../../../lib/cn';

// The founder offers interview times: up to ten specific times, or one day's window
// cut into slots. Times are typed as wall-clock times in the zone the form names (the founder's own by
// default) and sent as instants; a window is sent as typed and cut by the server in that zone.

type Mode = 'fixed' | 'window';
type SchedulerValues = {
  kind: InterviewKind;
  durationMinutes: number;
  location: string;
  zone: string;
  note: string;
  mode: Mode;
  /** datetime-local values ("2026-12-01T10:00") in `zone`. */
  fixed: { at: string }[];
  window: { date: string; from: string; to: string };
};

/** A wall-clock time in a zone as an instant; '' when not a time, for the schema to say so. */
const toInstant = (local: string, zone: string) => {
  const at = DateTime.fromISO(local, { zone });
  return local && at.isValid ? at.toUTC().toISO({ suppressMilliseconds: true })! : '';
};

/** The form's values as the shared schema reads them; its messages land on `times.*`, read below by path. */
const schedulerSchema = z
  .object({
    kind: z.string(),
    durationMinutes: z.number(),
    location: z.string(),
    zone: z.string(),
    note: z.string(),
    mode: z.enum(['fixed', 'window']),
    fixed: z.array(z.object({ at: z.string() })),
    window: z.object({ date: z.string(), from: z.string(), to: z.string() }),
  })
  .transform(({ mode, fixed, window, ...rest }): unknown => ({
    ...rest,
    times:
      mode === 'fixed' ? { mode, startsAt: fixed.map((row) => toInstant(row.at, rest.zone)) } : { mode, ...window },
  }))
  .pipe(interviewInputSchema) as unknown as z.ZodType<InterviewData, SchedulerValues>;

/** The schema's message at a path of the sent shape (`times.*`), which the form's own fields do not mirror. */
const errorAt = (errors: FieldErrors, path: string): string | undefined =>
  (get(errors, `${path}.message`) ?? get(errors, `${path}.root.message`)) as string | undefined;

const segment =
  'relative flex min-h-11 cursor-pointer items-center justify-center rounded-md px-2 py-1 text-center text-sm font-medium text-slate-700 hover:bg-white has-checked:bg-white has-checked:text-brand-700 has-checked:shadow-sm has-checked:ring-1 has-checked:ring-slate-200 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600';

function defaultsOf(zone: string, interview: Interview | null): SchedulerValues {
  return {
    kind: interview?.kind ?? 'video',
    durationMinutes: interview?.durationMinutes ?? 30,
    location: interview?.location ?? '',
    zone: interview?.organizerZone ?? zone,
    note: interview?.note ?? '',
    mode: 'fixed',
    fixed: [{ at: '' }],
    window: { date: '', from: '09:00', to: '12:00' },
  };
}

type Props = {
  /** The interview being rescheduled: its details are offered again, with new times. */
  interview: Interview | null;
  onSubmit(values: InterviewData): Promise<unknown>;
  onDone(): void;
};

export function InterviewScheduler({ interview, onSubmit, onDone }: Props) {
  const viewerZone = useViewerZone();
  const isRescheduling = !!interview;
  return (
    <Form
      schema={schedulerSchema}
      defaultValues={defaultsOf(viewerZone, interview)}
      failureMessage={
        isRescheduling
          ? 'Failed to offer the new times. Please try again.'
          : 'Failed to schedule the interview. Please try again.'
      }
      onSubmit={async (values) => {
        await onSubmit(values);
        onDone();
      }}
      // The server's checks of the times (ahead, the founder free then) answer on `times`: shown in their fieldset.
      serverFields={['kind', 'durationMinutes', 'location', 'zone', 'note', 'times'] as never}
      className="space-y-5"
      aria-label={isRescheduling ? 'Offer new interview times' : 'Schedule an interview'}
    >
      {({ register, formState: { errors, isSubmitting } }) => (
        <>
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">How you will meet</legend>
            <div className="mt-1.5 grid grid-cols-3 gap-1 rounded-lg bg-slate-100 p-1">
              {interviewKinds.map((kind) => (
                <label key={kind} className={segment}>
                  <input type="radio" value={kind} className="sr-only" {...register('kind')} />
                  {interviewKindLabels[kind]}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
            <Field label="Length" error={errors.durationMinutes?.message}>
              {({ id, describedBy, invalid }) => (
                <Select
                  id={id}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  {...register('durationMinutes', { valueAsNumber: true })}
                >
                  {interviewDurations.map((minutes) => (
                    <option key={minutes} value={minutes}>
                      {lengthText(minutes)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <LocationField />
          </div>
          <TimesFields />
          <Field
            label="Note for the candidate (optional)"
            hint="What to prepare, who they will meet."
            error={errors.note?.message}
          >
            {({ id, describedBy, invalid }) => (
              <textarea
                id={id}
                rows={3}
                maxLength={INTERVIEW_NOTE_MAX}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                className={cn(inputClass, 'resize-y')}
                {...register('note')}
              />
            )}
          </Field>
          <FormMessage />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" isLoading={isSubmitting}>
              <CalendarPlus className="size-4" aria-hidden /> {isRescheduling ? 'Send new times' : 'Send invitation'}
            </Button>
          </div>
        </>
      )}
    </Form>
  );
}

const locationWords: Record<InterviewKind, { label: string; hint: string; placeholder: string; type: string }> = {
  video: {
    label: 'Video link',
    hint: 'The link the candidate opens to join.',
    placeholder: 'https://meet.example.com/abc',
    type: 'url',
  },
  call: {
    label: 'Phone number (optional)',
    hint: 'Leave empty if you will call the candidate.',
    placeholder: '+1 555 0100',
    type: 'tel',
  },
  onsite: {
    label: 'Address',
    hint: 'Where to come, with the floor or the door if it helps.',
    placeholder: 'Street, number, city',
    type: 'text',
  },
};

function LocationField() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<SchedulerValues>();
  const kind = useWatch({ control, name: 'kind' });
  const words = locationWords[kind];
  return (
    <Field label={words.label} hint={words.hint} error={errors.location?.message}>
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          type={words.type}
          inputMode={kind === 'video' ? 'url' : undefined}
          maxLength={INTERVIEW_LOCATION_MAX}
          placeholder={words.placeholder}
          autoComplete="off"
          aria-describedby={describedBy}
          aria-invalid={invalid}
          {...register('location')}
        />
      )}
    </Field>
  );
}

function TimesFields() {
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = useFormContext<SchedulerValues>();
  const [mode, zone] = useWatch({ control, name: ['mode', 'zone'] });
  const timesError = errorAt(errors, 'times');
  return (
    <fieldset className="space-y-4 rounded-xl p-3 ring-1 ring-slate-200 sm:p-4">
      <legend className="px-1 text-sm font-medium text-slate-800">Times you offer</legend>
      <div className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1">
        <label className={segment}>
          <input type="radio" value="fixed" className="sr-only" {...register('mode')} />
          Specific times
        </label>
        <label className={segment}>
          <input type="radio" value="window" className="sr-only" {...register('mode')} />A window
        </label>
      </div>
      {mode === 'fixed' ? <FixedTimes /> : <WindowTimes />}
      {timesError && <p className="text-sm text-error">{timesError}</p>}
      <Field
        label="Time zone of these times"
        hint={`Now ${zoneName(zone, new Date().toISOString())}. The candidate sees each time in their own zone.`}
        error={errors.zone?.message}
      >
        {({ id, describedBy, invalid }) => (
          <TimeZonePicker
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            value={zone}
            onChange={(next) => setValue('zone', next, { shouldValidate: true })}
          />
        )}
      </Field>
    </fieldset>
  );
}

/** A changed time makes the schema's earlier messages about the times stale: they sit on `times.*`, not on the field typed in. */
function useTimesRegister() {
  const { register, clearErrors } = useFormContext<SchedulerValues>();
  return (name: Parameters<typeof register>[0]) => register(name, { onChange: () => clearErrors('times' as never) });
}

function FixedTimes() {
  const {
    control,
    formState: { errors },
  } = useFormContext<SchedulerValues>();
  const register = useTimesRegister();
  const rows = useFieldArray({ control, name: 'fixed', keyName: 'key' });
  const listError = errorAt(errors, 'times.startsAt');
  return (
    <div className="space-y-3">
      <ol className="space-y-2">
        {rows.fields.map((row, index) => {
          const error = errorAt(errors, `times.startsAt.${index}`);
          return (
            <li key={row.key}>
              <div className="flex items-center gap-2">
                <Input
                  type="datetime-local"
                  aria-label={`Time ${index + 1}`}
                  aria-invalid={!!error}
                  className="min-w-0 flex-1"
                  {...register(`fixed.${index}.at`)}
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  className="size-11 shrink-0 px-0"
                  aria-label={`Remove time ${index + 1}`}
                  disabled={rows.fields.length === 1}
                  onClick={() => rows.remove(index)}
                >
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </div>
              {error && <p className="mt-1 text-sm text-error">{error}</p>}
            </li>
          );
        })}
      </ol>
      {listError && <p className="text-sm text-error">{listError}</p>}
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={rows.fields.length >= FIXED_SLOTS_MAX}
        onClick={() => rows.append({ at: '' })}
      >
        <Plus className="size-4" aria-hidden /> Add a time
      </Button>
      {rows.fields.length >= FIXED_SLOTS_MAX && (
        <p className="text-xs text-slate-600">You can offer up to {FIXED_SLOTS_MAX} times at once.</p>
      )}
    </div>
  );
}

function WindowTimes() {
  const {
    control,
    formState: { errors },
  } = useFormContext<SchedulerValues>();
  const register = useTimesRegister();
  const [window, zone, minutes] = useWatch({ control, name: ['window', 'zone', 'durationMinutes'] });
  const slots =
    window.date && window.from && window.to && window.to > window.from ? cutWindow({ ...window, zone, minutes }) : [];
  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Field label="Day" error={errorAt(errors, 'times.date')} className="col-span-2 sm:col-span-1">
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="date"
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...register('window.date')}
            />
          )}
        </Field>
        <Field label="From" error={errorAt(errors, 'times.from')}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="time"
              step={900}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...register('window.from')}
            />
          )}
        </Field>
        <Field label="To" error={errorAt(errors, 'times.to')}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="time"
              step={900}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              {...register('window.to')}
            />
          )}
        </Field>
      </div>
      <WindowPreview slots={slots} zone={zone} minutes={minutes} isReady={!!window.date} />
    </div>
  );
}

/** What the window becomes: the slots of the chosen length, as the candidate will be offered them. */
function WindowPreview({
  slots,
  zone,
  minutes,
  isReady,
}: {
  slots: { startsAt: string }[];
  zone: string;
  minutes: number;
  isReady: boolean;
}) {
  if (!isReady) return <p className="text-sm text-slate-500">Choose a day to see the times it makes.</p>;
  if (slots.length === 0)
    return (
      <p className="text-sm text-slate-600">This window is shorter than one interview of {lengthText(minutes)}.</p>
    );
  const day = formatInZone(slots[0]!.startsAt, zone).split(',').slice(0, 2).join(',');
  return (
    <div aria-live="polite" className="rounded-lg bg-slate-50 p-3">
      <p className="text-sm text-slate-700">
        <span className="font-semibold text-slate-900">
          {slots.length} {slots.length === 1 ? 'time' : 'times'}
        </span>{' '}
        of {lengthText(minutes)} on {day}:
      </p>
      <ul aria-label="Times this window makes" className="mt-2 flex flex-wrap gap-1.5">
        {slots.map((slot) => (
          <li
            key={slot.startsAt}
            className="rounded-md bg-white px-2 py-1 text-xs font-medium tabular-nums text-slate-800 ring-1 ring-slate-200"
          >
            {DateTime.fromISO(slot.startsAt, { zone }).toLocaleString(DateTime.TIME_SIMPLE, { locale: 'en-US' })}
          </li>
        ))}
      </ul>
      {slots.length > WINDOW_SLOTS_MAX && (
        <p className="mt-2 text-sm text-warning">
          A window can offer at most {WINDOW_SLOTS_MAX} times: please shorten it or choose a longer interview.
        </p>
      )}
    </div>
  );
}
