import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { KeptResume, UpdateKeptResumeInput } from '../../../shared/resumes';
import { api, ApiError, CONNECTION_ERROR, unwrap, type AnswerOf } from '../../lib/api';
import { downloadName } from '../../lib/download-name';
import { queryKeys } from '../../lib/query-keys';
import { uploadForm } from '../../lib/upload';
import { useSession } from '../../lib/session';

// Kept resumes (decision 040): up to three PDFs a member keeps, one the default. Their own
// profile manages them (kept-resumes-section.tsx); the apply form offers them (useKeptResumes).

function useKeptResumesKey() {
  return queryKeys.keptResumes(useSession().user?.id ?? '');
}

/**
 * The signed-in member's kept resumes: the default first, then the newest. `data` is the list (empty
 * when none is kept); the default, when any is kept, is `data[0]`.
 */
export function useKeptResumes() {
  const { user } = useSession();
  return useQuery({
    queryKey: useKeptResumesKey(),
    queryFn: () => unwrap(api.resumes.$get()).then((r) => r.items),
    enabled: !!user,
  });
}

/** Every write answers the whole list as it now is (a first resume, a new default or a removal changes others). */
function useSetList() {
  const queryClient = useQueryClient();
  const key = useKeptResumesKey();
  return (items: KeptResume[]) => queryClient.setQueryData<KeptResume[]>(key, items);
}

/** Keeps a PDF under a name (empty: the file's own), with the upload's progress. Resolves to the resume kept. */
export function useAddKeptResume() {
  const setList = useSetList();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: ({ file, name }: { file: File; name: string }) => {
      const form = new FormData();
      form.append('name', name);
      form.append('resume', file);
      setProgress(0);
      const route = api.resumes;
      return uploadForm<AnswerOf<typeof route.$post>>(route.$path(), form, { onProgress: setProgress });
    },
    onSuccess: (answer) => setList(answer.items),
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}

/** Renames a kept resume, or makes it the default, or both. */
export function useUpdateKeptResume() {
  const setList = useSetList();
  return useMutation({
    mutationFn: ({ id, ...change }: UpdateKeptResumeInput & { id: string }) =>
      unwrap(api.resumes[':id'].$patch({ param: { id }, json: change })),
    onSuccess: (answer) => setList(answer.items),
  });
}

export function useDeleteKeptResume() {
  const setList = useSetList();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.resumes[':id'].$delete({ param: { id } })),
    onSuccess: (answer) => setList(answer.items),
  });
}

/**
 * Saves a kept resume's PDF on the device. Fetched first rather than linked, so that a missing file or
 * a lost connection is said in a toast instead of leaving the page for the browser's error page.
 */
export async function downloadKeptResume(id: string) {
  const response = await api.resumes[':id'].file.$get({ param: { id } }).catch(() => {
    throw new ApiError(0, CONNECTION_ERROR);
  });
  if (!response.ok) throw new ApiError(response.status, 'Failed to download the resume. Please try again.');
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: downloadName(response.headers.get('Content-Disposition'), 'resume.pdf'),
  });
  link.click();
  // The click has handed the file to the browser's download by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file's size as people read it: "820 KB", "1.4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
