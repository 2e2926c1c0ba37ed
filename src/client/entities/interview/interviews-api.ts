import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Interview, InterviewData } from '../../../shared/interviews';
import { api, ApiError, unwrap } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

// Interviews: the founder schedules one from an application; the candidate books a
// time, asks for others or cancels. Every write answers with the interview as it now stands.

const noRetryOnRefusal = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 2;

export function useInterview(id: string) {
  return useQuery({
    queryKey: queryKeys.interviews.one(id),
    queryFn: () => unwrap(api.interviews[':id'].$get({ param: { id } })).then((r) => r.interview),
    retry: noRetryOnRefusal,
  });
}

/** An application's interviews, newest first (the first is the one that matters now). */
export function useApplicationInterviews(applicationId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.interviews.forApplication(applicationId),
    enabled,
    queryFn: () =>
      unwrap(api.applications[':id'].interviews.$get({ param: { id: applicationId } })).then((r) => r.items),
    retry: noRetryOnRefusal,
  });
}

export function useUpcomingInterviews() {
  return useQuery({
    queryKey: queryKeys.interviews.upcoming,
    queryFn: () => unwrap(api.interviews.upcoming.$get()).then((r) => r.items),
  });
}

/** The .ics of a booked interview ("Add to calendar"), served to its two sides. */
export const calendarPath = (id: string) => api.interviews[':id']['calendar.ics'].$path({ param: { id } });

/** After a write: the interview as answered, and whatever lists and histories show it. */
function useSettle() {
  const queryClient = useQueryClient();
  return (interview: Interview) => {
    queryClient.setQueryData(queryKeys.interviews.one(interview.id), interview);
    void queryClient.invalidateQueries({ queryKey: queryKeys.interviews.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.applications.timeline(interview.applicationId) });
    // My Applications carries each application's open interview.
    void queryClient.invalidateQueries({ queryKey: queryKeys.applications.mine });
  };
}

export function useScheduleInterview(applicationId: string) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (input: InterviewData) =>
      unwrap(api.applications[':id'].interviews.$post({ param: { id: applicationId }, json: input })).then(
        (r) => r.interview,
      ),
    onSuccess: settle,
  });
}

export function useRescheduleInterview(id: string) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (input: InterviewData) =>
      unwrap(api.interviews[':id'].reschedule.$post({ param: { id }, json: input })).then((r) => r.interview),
    onSuccess: settle,
  });
}

export function useBookSlot(id: string) {
  const settle = useSettle();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slotId: string) =>
      unwrap(api.interviews[':id'].book.$post({ param: { id }, json: { slotId } })).then((r) => r.interview),
    onSuccess: settle,
    // Another booking won the time (SLOT_TAKEN), or the interview changed: read the times still free.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.interviews.one(id) }),
  });
}

export function useAskOtherTimes(id: string) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (note: string) =>
      unwrap(api.interviews[':id']['other-times'].$post({ param: { id }, json: { note } })).then((r) => r.interview),
    onSuccess: settle,
  });
}

export function useCancelInterview(id: string) {
  const settle = useSettle();
  return useMutation({
    mutationFn: (reason: string) =>
      unwrap(api.interviews[':id'].cancel.$post({ param: { id }, json: { reason } })).then((r) => r.interview),
    onSuccess: settle,
  });
}
