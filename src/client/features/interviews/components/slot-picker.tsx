import { CalendarCheck, CalendarX2 } from 'lucide-react';
import { useState } from 'react';
import { formatInZone, zoneName } from '../../../../shared/interview-time';
import type { Interview } from '../../../../shared/interviews';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { useBookSlot } from '../../../entities/interview/interviews-api';
import { slotRange, slotsByDay } from '../../../entities/interview/slots-by-day';
import { useViewerZone } from '../../../entities/interview/viewer-zone';
import { ApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { failureText } from '../../../lib/failure';
import { toast } from '../../../lib/toast';
import { OtherTimes } from './other-times';
import { ZoneLine } from './zone-line';

/** The candidate's choice among the times offered, by day in their own zone, then a confirmation. */
export function SlotPicker({ interview }: { interview: Interview }) {
  const zone = useViewerZone();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Times refused as taken on this visit: the answer read again may still list one that clashes with
  // another booking of the founder's, and choosing it twice would only be refused twice.
  const [takenIds, setTakenIds] = useState<ReadonlySet<string>>(new Set());
  const book = useBookSlot(interview.id);
  const chosen = interview.slots.find((slot) => slot.id === chosenId) ?? null;
  const days = slotsByDay(interview.slots, zone);

  async function confirm() {
    if (!chosen) return;
    try {
      await book.mutateAsync(chosen.id);
      toast.success(`Booked. ${interview.organizer.name} has been told.`);
      setIsConfirming(false);
    } catch (error) {
      setIsConfirming(false);
      setChosenId(null);
      if (error instanceof ApiError && error.code === 'SLOT_TAKEN') {
        // Another booking won the time: the times still free are read again, to choose anew.
        setTakenIds((ids) => new Set(ids).add(chosen.id));
        setProblem(failureText(error, 'That time was just taken. Please choose another.'));
      } else {
        toast.error(failureText(error, 'Failed to book the time. Please try again.'));
      }
    }
  }

  return (
    <section
      aria-labelledby="choose-time"
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="space-y-1">
        <h2 id="choose-time" className="text-lg font-semibold text-slate-900">
          Choose a time
        </h2>
        {interview.slots[0] && <ZoneLine instant={interview.slots[0].startsAt} />}
      </div>
      {interview.otherTimesNote && (
        <Alert tone="info">
          You asked for other times: “{interview.otherTimesNote}”. {interview.organizer.name} can offer new ones; until
          then you can still choose one of these.
        </Alert>
      )}
      {problem && <Alert>{problem}</Alert>}
      {days.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <CalendarX2 className="size-4" aria-hidden /> None of the times offered is still ahead. Ask for other times
          below.
        </p>
      ) : (
        <fieldset className="space-y-4">
          <legend className="sr-only">Times offered</legend>
          {days.map((day) => (
            <div key={day.day} role="group" aria-label={day.label}>
              <h3 className="text-sm font-semibold text-slate-800">{day.label}</h3>
              <div className="mt-2 grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 sm:grid-cols-3">
                {day.slots.map((slot) => {
                  const isTaken = takenIds.has(slot.id);
                  return (
                    <label
                      key={slot.id}
                      className={cn(
                        'flex min-h-11 items-center justify-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium tabular-nums ring-1 ring-inset',
                        isTaken
                          ? 'cursor-not-allowed bg-white text-slate-500 ring-slate-200'
                          : 'cursor-pointer text-slate-800 ring-slate-300 hover:bg-slate-50 has-checked:bg-brand-600 has-checked:text-white has-checked:ring-brand-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                      )}
                    >
                      <input
                        type="radio"
                        name="slot"
                        value={slot.id}
                        className="sr-only"
                        disabled={isTaken}
                        checked={chosenId === slot.id}
                        onChange={() => {
                          setChosenId(slot.id);
                          setProblem(null);
                        }}
                      />
                      <span className={cn(isTaken && 'line-through')}>{slotRange(slot, zone)}</span>
                      {isTaken && <span className="text-xs font-normal">Taken</span>}
                    </label>
                  );
                })}
              </div>
            </div>
          ))}
        </fieldset>
      )}
      {days.length > 0 && (
        <div className="flex flex-col gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-600" aria-live="polite">
            {chosen ? (
              <>
                Chosen: <span className="font-medium text-slate-900">{formatInZone(chosen.startsAt, zone)}</span>
              </>
            ) : (
              'Choose one of the times above.'
            )}
          </p>
          <Button disabled={!chosen} onClick={() => setIsConfirming(true)}>
            <CalendarCheck className="size-4" aria-hidden /> Book this time
          </Button>
        </div>
      )}
      <OtherTimes interview={interview} />
      <Dialog
        open={isConfirming && !!chosen}
        onOpenChange={setIsConfirming}
        title="Book this time?"
        description={`${interview.organizer.name} of ${interview.position.startupName} will be told, and you will both get a calendar invitation.`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setIsConfirming(false)}>
              Back
            </Button>
            <Button isLoading={book.isPending} onClick={() => void confirm()}>
              Book
            </Button>
          </>
        }
      >
        {chosen && (
          <p className="rounded-lg bg-brand-50 p-3 text-center">
            <span className="block text-base font-semibold text-slate-900">{formatInZone(chosen.startsAt, zone)}</span>
            <span className="block text-sm text-slate-600">{zoneName(zone, chosen.startsAt)}</span>
          </p>
        )}
      </Dialog>
    </section>
  );
}
