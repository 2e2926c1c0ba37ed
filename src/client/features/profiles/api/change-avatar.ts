import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, unwrap, type AnswerOf } from '../../../lib/api';
import { uploadForm } from '../../../lib/upload';
import { queryKeys } from '../../../lib/query-keys';

export function useChangeAvatar(id: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const onSuccess = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.profiles.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.session });
    void queryClient.invalidateQueries({ queryKey: queryKeys.startups.all });
  };
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('avatar', file);
      setProgress(0);
      const route = api.profiles[':id'].avatar;
      return uploadForm<AnswerOf<typeof route.$put>>(route.$path({ param: { id } }), form, {
        method: 'PUT',
        onProgress: setProgress,
      });
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
