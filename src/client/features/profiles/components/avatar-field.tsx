import { Camera, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { AVATAR_MAX_BYTES, AVATAR_TOO_LARGE, IMAGE_WRONG_TYPE } from '../../../../shared/profiles';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { useChangeAvatar } from '../api/change-avatar';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];

/** The photo is saved as soon as it is chosen, with a progress bar; the server checks it again. */
export function AvatarField({ profileId, name, avatarUrl }: { profileId: string; name: string; avatarUrl: string | null }) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const { upload, remove, progress } = useChangeAvatar(profileId);

  function onFile(file: File | undefined) {
    setError(null);
    if (!file) return;
    if (file.size >= AVATAR_MAX_BYTES) return setError(AVATAR_TOO_LARGE);
    if (!ACCEPTED.includes(file.type)) return setError(IMAGE_WRONG_TYPE);
    upload.mutate(file, {
      onSuccess: () => toast.success('Photo updated'),
      onError: (e) => setError(e.message),
    });
  }

  return (
    <div className="flex items-center gap-4">
      <Avatar name={name} src={avatarUrl} size="md" />
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="secondary" size="sm" onClick={() => input.current?.click()} isLoading={upload.isPending}>
            <Camera className="size-4" aria-hidden /> {avatarUrl ? 'Change photo' : 'Upload photo'}
          </Button>
          {avatarUrl && (
            <Button type="button" variant="ghost" size="sm" onClick={() => remove.mutate()} isLoading={remove.isPending}>
              <Trash2 className="size-4" aria-hidden /> Remove
            </Button>
          )}
        </div>
        <input
          ref={input}
          type="file"
          accept={ACCEPTED.join(',')}
          className="sr-only"
          aria-label="Profile photo"
          onChange={(event) => {
            onFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {progress !== null && (
          <div className="h-1.5 w-40 overflow-hidden rounded-full bg-slate-200" role="progressbar" aria-valuenow={progress} aria-label="Upload progress">
            <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${progress}%` }} />
          </div>
        )}
        {error ? <p className="text-sm text-error">{error}</p> : <p className="text-xs text-slate-500">JPEG, PNG or WebP, less than 2MB.</p>}
      </div>
    </div>
  );
}
