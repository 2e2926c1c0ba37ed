import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, unwrap, type AnswerOf } from '../../../lib/api';
import { uploadForm } from '../../../lib/upload';
import { sessionQueryKey } from '../../../lib/session';
import { profileKeys } from './get-profile';

export function useChangeAvatar(id: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const onSuccess = () => {
    void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    void queryClient.invalidateQueries({ queryKey: ['startups'] });
  };
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('avatar', file);
      setProgress(0);
      const route = api.profiles[':id'].avatar;
      return uploadForm<AnswerOf<typeof route.$put>>(route.$path({ param: { id } }), form, { method: 'PUT', onProgress: setProgress });
    },
    onSuccess,
    onSettled: () => setProgress(null),
  });
  const remove = useMutation({
    mutationFn: () => unwrap(api.profiles[':id'].avatar.$delete({ param: { id } })),
    onSuccess,
  });
  return { upload, remove, progress };
}
