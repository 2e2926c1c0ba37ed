import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import {
  AVATAR_MAX_BYTES,
  AVATAR_TOO_LARGE,
  avatarRemovedSchema,
  avatarUploadedSchema,
  IMAGE_WRONG_TYPE,
  profileAnswerSchema,
  updateProfileSchema,
} from '../../../shared/profiles';
import type { AppEnv } from '../../app-env';
import { assertOwner, requireUser } from '../../auth/guards';
import { AppError } from '../../lib/app-error';
import { describeRoute, json } from '../../lib/contract';
import { idParam } from '../../lib/id-param';
import { validate } from '../../lib/validate';
import { checkUploadQuota } from '../../storage/upload-quota';
import { readCheckedImage, readUpload } from '../../storage/uploads';
import { getProfile, removeAvatar, replaceAvatar, updateProfile } from './profiles.service';

const profileId = idParam('Invalid profile ID');

// Multipart framing adds a little to the file; the exact file size is checked after parsing.
const avatarBodyLimit = bodyLimit({
  maxSize: AVATAR_MAX_BYTES + 64 * 1024,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE', AVATAR_TOO_LARGE, { avatar: AVATAR_TOO_LARGE });
  },
});

/** The upload readUpload checks: one image in the field `avatar`. */
const avatarForm = {
  contentType: 'multipart/form-data',
  schema: z.object({ avatar: z.string().meta({ format: 'binary' }) }),
};

export const profilesRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/me',
    describeRoute({ summary: "The signed-in member's own profile", responses: { 200: json(profileAnswerSchema) } }),
    async (c) => {
      const actor = c.get('actor');
      return c.json({ profile: await getProfile({ db: c.get('deps').db, id: actor.id, actor }) });
    },
  )
  .get(
    '/:id',
    describeRoute({
      summary: "A member's profile: e-mail and phone on one's own only, only name and photo when private",
      responses: { 200: json(profileAnswerSchema) },
    }),
    profileId,
    async (c) => {
      const { id } = c.req.valid('param');
      const actor = c.get('actor');
      return c.json({
        profile: await getProfile({ db: c.get('deps').db, id, actor, viewerIsAdmin: actor.isAdmin }),
      });
    },
  )
  .put(
    '/:id',
    describeRoute({ summary: "Updates the member's own profile", responses: { 200: json(profileAnswerSchema) } }),
    profileId,
    validate('json', updateProfileSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const profile = await updateProfile({
        db: c.get('deps').db,
        id,
        actor: c.get('actor'),
        input: c.req.valid('json'),
      });
      return c.json({ profile });
    },
  )
  .put(
    '/:id/avatar',
    describeRoute({
      summary: "Replaces the member's own photo (JPEG, PNG or WebP up to 2MB)",
      responses: { 200: json(avatarUploadedSchema) },
      body: avatarForm,
    }),
    profileId,
    avatarBodyLimit,
    async (c) => {
      const { id } = c.req.valid('param');
      const actor = c.get('actor');
      // A profile's owner is its member.
      assertOwner({ ownerId: id }, actor, 'You can only change your own profile.');
      await checkUploadQuota({ ...c.get('deps'), userId: actor.id, kind: 'avatar' });
      const { file: image } = await readUpload(c.req, readCheckedImage, {
        maxBytes: AVATAR_MAX_BYTES,
        tooLarge: AVATAR_TOO_LARGE,
        wrongType: IMAGE_WRONG_TYPE,
        missing: 'Please choose an image',
        field: 'avatar',
      });
      const { db, storage } = c.get('deps');
      return c.json(await replaceAvatar({ db, storage, id, actor, image }));
    },
  )
  .delete(
    '/:id/avatar',
    describeRoute({ summary: "Removes the member's own photo", responses: { 200: json(avatarRemovedSchema) } }),
    profileId,
    async (c) => {
      const { id } = c.req.valid('param');
      const { db, storage } = c.get('deps');
      await removeAvatar({ db, storage, id, actor: c.get('actor') });
      return c.json({ avatarUrl: null });
    },
  );
