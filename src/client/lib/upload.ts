import type { ApiErrorBody } from '../../shared/api-error';
import { ApiError, CONNECTION_ERROR } from './api';

/**
 * Sends a multipart form with XMLHttpRequest, which, unlike fetch, reports upload progress
 * (DESIGN.md: uploads show a progress bar).
 */
export function uploadForm<T>(
  url: string,
  form: FormData,
  options: { method?: string; onProgress?(percent: number): void } = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', url);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve(xhr.response as T);
      const body = xhr.response as ApiErrorBody | null;
      reject(new ApiError(xhr.status, body?.error?.message || 'An error occurred', body?.error?.fields));
    };
    xhr.onerror = () => reject(new ApiError(0, CONNECTION_ERROR));
    xhr.send(form);
  });
}
