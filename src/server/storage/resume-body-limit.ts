import { bodyLimit } from 'hono/body-limit';
import { RESUME_MAX_BYTES, RESUME_TOO_LARGE } from '../../shared/applications';
import { AppError } from '../lib/app-error';

/** A request that carries a resume: the PDF's limit and room for the form's other fields, refused with the resume's own message. */
export const resumeBodyLimit = bodyLimit({
  maxSize: RESUME_MAX_BYTES + 128 * 1024,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE', RESUME_TOO_LARGE, { resume: RESUME_TOO_LARGE });
  },
});
