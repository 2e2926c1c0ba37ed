import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, type AnswerOf } from '../../lib/api';
import { uploadForm } from '../../lib/upload';
import { queryKeys } from '../../lib/query-keys';

/** Sends the application (resume and answers) with upload progress. */
export function useApply(jobId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (input: {
      resume: File | { keptId: string };
      startupCultureAnswer?: string;
      problemSolvingAnswer?: string;
      questionAnswers: Record<string, string>;
    }) => {
      const form = new FormData();
      // A new file, or one of the member's kept resumes by its id: the server copies it.
      if (input.resume instanceof File) form.append('resume', input.resume);
      else form.append('resumeId', input.resume.keptId);
      // An essay the position does not ask is left out: the server refuses one sent for it.
      if (input.startupCultureAnswer !== undefined) form.append('startupCultureAnswer', input.startupCultureAnswer);
      if (input.problemSolvingAnswer !== undefined) form.append('problemSolvingAnswer', input.problemSolvingAnswer);
      // A multipart form carries text: the answers to the position's own questions go as JSON.
      form.append('questionAnswers', JSON.stringify(input.questionAnswers));
      setProgress(0);
      const route = api.jobs[':id'].applications;
      return uploadForm<AnswerOf<typeof route.$post>>(route.$path({ param: { id: jobId } }), form, {
        onProgress: setProgress,
      });
    },
    onSuccess: () => {
      // The startup's page and the position's own page now say "Application Submitted".
      void queryClient.invalidateQueries({ queryKey: queryKeys.startups.pages });
      void queryClient.invalidateQueries({ queryKey: queryKeys.jobs.pages });
      void queryClient.invalidateQueries({ queryKey: queryKeys.applications.all });
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
