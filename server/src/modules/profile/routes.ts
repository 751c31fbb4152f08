import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiError, fieldError, validationError } from '../../lib/errors';
import { parseOrThrow } from '../../lib/zod-errors';
import { currentUser } from '../auth/users';
import { AVATAR_MAX_BYTES } from './avatar';
import {
  detailMessage,
  NOT_A_FILE,
  profile,
  profileUpdate,
  resetTokenParams,
  type ProfileUpdate,
} from '@fabric-tales/contract';
import { responses } from '../../lib/route-schema';
import { confirmEmailChange } from './email-change';
import { currentProfile, updateProfile } from './service';

const tags = ['profile'];
const security = [{ bearerAuth: [] }];

const tooLarge = () =>
  new ApiError(413, {
    detail: 'The profile picture is too large: upload an image of 2 MB or less.',
    profile_picture: ['The image is too large. Upload an image of 2 MB or less.'],
  });

/** A multipart PATCH: its text fields (validated like JSON) and the profile_picture file's bytes. */
async function readMultipart(request: FastifyRequest): Promise<{ changes: ProfileUpdate; picture?: Buffer }> {
  const fields: Record<string, string> = {};
  let picture: Buffer | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 20, fieldSize: 4096 },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'profile_picture') {
          part.file.resume();
          continue;
        }
        picture = await part.toBuffer();
      } else if (part.fieldname === 'profile_picture') {
        throw fieldError('profile_picture', NOT_A_FILE);
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const { code, statusCode, message } = err as { code?: string; statusCode?: number; message?: string };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (statusCode && statusCode < 500) throw err;
    // busboy's own errors (no boundary, a truncated body) carry no status: they are the client's.
    throw new ApiError(400, { detail: `Multipart form parse error - ${message ?? 'invalid body'}` });
  }
  if (picture?.length === 0) throw fieldError('profile_picture', 'The submitted file is empty.');
  return { changes: parseOrThrow(profileUpdate, fields), picture };
}

/** The signed-in user's profile: read it, change fields (JSON) or upload a picture (multipart). */
export function profileRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/profile/',
    {
      schema: { tags, security, summary: 'The signed-in user’s profile', response: responses({ 200: profile }) },
      preHandler: app.authenticate,
    },
    async (request) => currentProfile(app, await currentUser(app, request)),
  );

  r.patch(
    '/profile/',
    {
      schema: {
        tags,
        security,
        summary:
          'Change profile fields (JSON), or upload profile_picture (multipart: JPEG/PNG/WebP ≤ 2 MB); a new email needs current_password and takes effect once confirmed',
        // Nullish: a multipart request has no parsed body; its fields are validated by the same schema in the handler.
        body: profileUpdate.nullish(),
        response: responses({ 200: profile }),
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const user = await currentUser(app, request);
      if (request.isMultipart()) {
        const { changes, picture } = await readMultipart(request);
        return updateProfile(app, request, reply, user, changes, picture);
      }
      if (!request.body)
        throw validationError({ non_field_errors: ['Invalid data. Expected a dictionary, but got null.'] });
      return updateProfile(app, request, reply, user, request.body);
    },
  );

  r.post(
    '/confirm-email/:token/',
    {
      schema: {
        tags,
        summary: 'Confirm a change of email with the link sent to the new address (single use, 24 h)',
        params: resetTokenParams,
        response: responses({ 200: detailMessage }),
      },
      // The token is in the URL: no info-level request line, which would write it to the log.
      logLevel: 'warn',
    },
    (request) => confirmEmailChange(app, request, request.params.token),
  );
}
