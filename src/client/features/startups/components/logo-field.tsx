import { ImagePlus } from 'lucide-react';
import { useId, useState } from 'react';
import { LOGO_MAX_BYTES, LOGO_TOO_LARGE, LOGO_UPLOAD_FAILED, LOGO_WRONG_TYPE } from '../../../../shared/startups';
import { FileInput } from '../../../components/file-input';
import { api, ApiError, type AnswerOf } from '../../../lib/api';
import { uploadForm } from '../../../lib/upload';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];

/** Uploads the logo as soon as it is chosen (step 1 needs it), with progress; the server checks it again. */
export function LogoField({ value, onChange, error }: { value: string; onChange(url: string): void; error?: string }) {
  const messageId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);

  async function onFile(file: File | undefined) {
    setUploadError(null);
    if (!file) return;
    if (file.size >= LOGO_MAX_BYTES) return setUploadError(LOGO_TOO_LARGE);
    if (!ACCEPTED.includes(file.type)) return setUploadError(LOGO_WRONG_TYPE);
    const form = new FormData();
    form.append('logo', file);
    setProgress(0);
    try {
      const { logoUrl } = await uploadForm<AnswerOf<typeof api.startups.logo.$post>>(api.startups.logo.$path(), form, {
        onProgress: setProgress,
      });
      onChange(logoUrl);
      setFileName(file.name);
    } catch (e) {
      setUploadError(e instanceof ApiError && (e.status === 400 || e.status === 429) ? e.message : LOGO_UPLOAD_FAILED);
    } finally {
      setProgress(null);
    }
  }

  const message = uploadError ?? error;
  return (
    <div>
      <FileInput
        label="Startup logo"
        accept={ACCEPTED.join(',')}
        buttonText={value ? 'Change logo' : 'Upload logo'}
        fileName={value ? fileName : null}
        currentText={value ? 'Current logo' : null}
        emptyText="No logo yet"
        isLoading={progress !== null}
        isInvalid={!!message}
        describedBy={messageId}
        onFile={(file) => void onFile(file)}
        preview={
          value ? (
            <img
              src={value}
              alt="Logo preview"
              width={64}
              height={64}
              className="size-16 shrink-0 rounded-xl object-cover ring-1 ring-slate-200"
            />
          ) : (
            <span className="grid size-16 shrink-0 place-items-center rounded-xl bg-slate-100 text-slate-400 ring-1 ring-slate-200">
              <ImagePlus className="size-6" aria-hidden />
            </span>
          )
        }
      >
        {progress !== null && (
          <div
            className="h-1.5 w-40 overflow-hidden rounded-full bg-slate-200"
            role="progressbar"
            aria-valuenow={progress}
            aria-label="Upload progress"
          >
            <div className="h-full bg-brand-600" style={{ width: `${progress}%` }} />
          </div>
        )}
      </FileInput>
      {message ? (
        <p id={messageId} className="mt-1.5 text-sm text-error">
          {message}
        </p>
      ) : (
        <p id={messageId} className="mt-1.5 text-xs text-slate-500">
          JPEG, PNG or WebP, less than 5MB.
        </p>
      )}
    </div>
  );
}
