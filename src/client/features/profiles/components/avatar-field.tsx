import { Camera, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { AVATAR_MAX_BYTES, AVATAR_TOO_LARGE, IMAGE_WRONG_TYPE } from '../../../../shared/profiles';
import { Avatar } from '../../../components/avatar';
import { Button } from '../../../components/button';
import { FileInput } from '../../../components/file-input';
import { useChangeAvatar } from '../api/change-avatar';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];

/** The photo is saved as soon as it is chosen, with a progress bar; the server checks it again. */
export function AvatarField({
  profileId,
  name,
  avatarUrl,
}: {
  profileId: string;
  name: string;
  avatarUrl: string | null;
}) {
  const messageId = useId();
  const [error, setError] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const { upload, remove, progress } = useChangeAvatar(profileId);

  function onFile(file: File | undefined) {
    setError(null);
    if (!file) return;
    if (file.size >= AVATAR_MAX_BYTES) return setError(AVATAR_TOO_LARGE);
    if (!ACCEPTED.includes(file.type)) return setError(IMAGE_WRONG_TYPE);
    upload.mutate(file, {
      onSuccess: () => {
        setFileName(file.name);
        toast.success('Photo updated');
      },
      onError: (e) => setError(e.message),
    });
  }

  return (
    <FileInput
      label="Profile photo"
      accept={ACCEPTED.join(',')}
      buttonText={avatarUrl ? 'Change photo' : 'Upload photo'}
      icon={<Camera className="size-4" aria-hidden />}
      fileName={avatarUrl ? fileName : null}
      currentText={avatarUrl ? 'Current photo' : null}
      emptyText="No photo yet"
      isLoading={upload.isPending}
      isInvalid={!!error}
      describedBy={messageId}
      onFile={onFile}
      preview={<Avatar name={name} src={avatarUrl} size="md" />}
    >
      {avatarUrl && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="-ml-3 max-sm:h-11"
          onClick={() => remove.mutate()}
          isLoading={remove.isPending}
        >
          <Trash2 className="size-4" aria-hidden /> Remove photo
        </Button>
      )}
      {progress !== null && (
        <div
          className="h-1.5 w-40 overflow-hidden rounded-full bg-slate-200"
          role="progressbar"
          aria-valuenow={progress}
          aria-label="Upload progress"
        >
          <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${progress}%` }} />
        </div>
      )}
      {error ? (
        <p id={messageId} className="text-sm text-error">
          {error}
        </p>
      ) : (
        <p id={messageId} className="text-xs text-slate-500">
          JPEG, PNG or WebP, less than 2MB.
        </p>
      )}
    </FileInput>
  );
}
