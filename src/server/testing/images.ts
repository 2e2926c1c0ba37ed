// Small real images for upload tests: a 1x1 PNG, a 1x1 JPEG and a 1x1 WebP.
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG_1X1 = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);
export const WEBP_1X1 = Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64');

/** A valid PNG padded past `bytes` in size. */
export function largePng(bytes: number): Buffer {
  return Buffer.concat([PNG_1X1, Buffer.alloc(bytes - PNG_1X1.length + 1)]);
}

export function imageForm(field: string, data: Buffer, name: string, type: string): FormData {
  const form = new FormData();
  form.append(field, new File([new Uint8Array(data)], name, { type }));
  return form;
}
