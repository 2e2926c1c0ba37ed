import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { HonoRequest } from 'hono';
import { imageSize } from 'image-size';
import type { z } from 'zod';
import { AppError } from '../lib/app-error';
import { badInput } from '../lib/validate';

export const IMAGE_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export type ImageType = keyof typeof IMAGE_TYPES;

/**
 * Reads an uploaded file and checks it by its content (magic bytes) and size before anything is
 * stored. The name and the type the browser claims are ignored.
 */
export async function readCheckedImage(
  file: unknown,
  rules: { maxBytes: number; tooLarge: string; wrongType: string; missing: string; field: string },
): Promise<{ bytes: Uint8Array; contentType: ImageType; extension: string }> {
  if (!(file instanceof File) || file.size === 0)
    throw new AppError('INVALID_INPUT', rules.missing, { [rules.field]: rules.missing });
  if (file.size > rules.maxBytes)
    throw new AppError('INVALID_INPUT', rules.tooLarge, { [rules.field]: rules.tooLarge });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(detected.mime in IMAGE_TYPES))
    throw new AppError('INVALID_INPUT', rules.wrongType, { [rules.field]: rules.wrongType });
  const contentType = detected.mime as ImageType;
  return { bytes, contentType, extension: IMAGE_TYPES[contentType] };
}

/** A fresh, unguessable key in `folder/owner/`, never reused, so files can be cached forever. */
export function newFileKey(folder: string, ownerId: string, extension: string): string {
  return `${folder}/${ownerId}/${Date.now()}-${randomBytes(6).toString('hex')}.${extension}`;
}

/**
 * A PDF by its content (magic bytes) and size, or the given message. The name never lets a file in; it
 * only chooses the words: a file named .pdf that is not one gets `notAPdf`, since "only PDF files" would
 * puzzle its owner.
 */
export async function readCheckedPdf(
  file: unknown,
  rules: { maxBytes: number; tooLarge: string; wrongType: string; notAPdf?: string; missing: string; field: string },
) {
  if (!(file instanceof File) || file.size === 0)
    throw new AppError('INVALID_INPUT', rules.missing, { [rules.field]: rules.missing });
  if (file.size > rules.maxBytes)
    throw new AppError('INVALID_INPUT', rules.tooLarge, { [rules.field]: rules.tooLarge });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.mime !== 'application/pdf') {
    const message = rules.notAPdf && /\.pdf$/i.test(file.name) ? rules.notAPdf : rules.wrongType;
    throw new AppError('INVALID_INPUT', message, { [rules.field]: message });
  }
  return { bytes, contentType: 'application/pdf' as const, extension: 'pdf' };
}

/**
 * A multipart upload, its form read once: first the other fields `fields` names (each absent one read as
 * ''), so a form without its answers says so before its file; then the file in `rules.field`, by `check`
 * (readCheckedImage or readCheckedPdf). A body that is not a form reads as an empty one, so it gets the
 * schema's or the file's own "missing" message: a 400 either way.
 */
export async function readUpload<
  Rules extends { field: string },
  Checked,
  Fields extends z.ZodObject = z.ZodObject<Record<never, never>>,
>(
  req: HonoRequest,
  check: (file: unknown, rules: Rules) => Promise<Checked>,
  rules: NoInfer<Rules>,
  fields?: Fields,
  { keepAbsent = false }: { keepAbsent?: boolean } = {},
): Promise<{ file: Checked; fields: z.output<Fields> }> {
  const form = await req.formData().catch(() => null);
  let values = {} as z.output<Fields>;
  if (fields) {
    // keepAbsent: a field the form did not send stays undefined, for rules where absent and empty differ.
    const absent = keepAbsent ? undefined : '';
    const parsed = fields.safeParse(
      Object.fromEntries(Object.keys(fields.shape).map((key) => [key, form?.get(key) ?? absent])),
    );
    if (!parsed.success) throw badInput(parsed.error.issues);
    values = parsed.data;
  }
  return { file: await check(form?.get(rules.field), rules), fields: values };
}

/** Width and height of an image's bytes, or null when they cannot be read. */
export function imageDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  try {
    const { width, height } = imageSize(bytes);
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}
