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

/** A small, valid PDF. */
export const PDF_MINIMAL = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export function applicationForm(
  overrides: {
    resume?: Buffer | null;
    resumeName?: string;
    startupCultureAnswer?: string | null;
    problemSolvingAnswer?: string | null;
    questionAnswers?: Record<string, string> | string;
  } = {},
): FormData {
  const form = new FormData();
  if (overrides.resume !== null)
    form.append(
      'resume',
      new File([new Uint8Array(overrides.resume ?? PDF_MINIMAL)], overrides.resumeName ?? 'resume.pdf', {
        type: 'application/pdf',
      }),
    );
  // null: the field is not sent at all, as for an essay the position does not ask.
  if (overrides.startupCultureAnswer !== null)
    form.append(
      'startupCultureAnswer',
      overrides.startupCultureAnswer ?? 'I love building from zero with a small team.',
    );
  if (overrides.problemSolvingAnswer !== null)
    form.append(
      'problemSolvingAnswer',
      overrides.problemSolvingAnswer ?? 'I automated our release checklist and cut releases from a day to an hour.',
    );
  const { questionAnswers } = overrides;
  if (questionAnswers !== undefined)
    form.append(
      'questionAnswers',
      typeof questionAnswers === 'string' ? questionAnswers : JSON.stringify(questionAnswers),
    );
  return form;
}

/** POST /api/resumes: a resume to keep, with its name. */
export function keptResumeForm(name = 'My resume', resume: Buffer = PDF_MINIMAL, fileName = 'resume.pdf'): FormData {
  const form = new FormData();
  form.append('name', name);
  form.append('resume', new File([new Uint8Array(resume)], fileName, { type: 'application/pdf' }));
  return form;
}

/** A PNG that declares the given size in its header, which is where size readers look. */
export function pngWithSize(width: number, height: number): Buffer {
  const png = Buffer.from(PNG_1X1);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}
