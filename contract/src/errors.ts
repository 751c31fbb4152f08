import { z } from 'zod';

/** 400: every invalid field named, `{"field": ["message"]}`; body-level problems under non_field_errors. */
export const fieldErrors = z
  .record(z.string(), z.array(z.string()))
  .describe('Every invalid field with its messages; body-level problems under non_field_errors')
  .meta({ id: 'FieldErrors' });
export type FieldErrors = z.infer<typeof fieldErrors>;

/** 401/403/404/409/413/415/429 and some 400s: a sentence in `detail`, usually a machine-readable `code`. */
export const detailError = z
  .looseObject({ detail: z.string(), code: z.string().optional() })
  .meta({ id: 'DetailError' });
export type DetailError = z.infer<typeof detailError>;

/** SimpleJWT's 401 for a token that cannot be used. */
export const tokenNotValidError = z.object({
  detail: z.literal('Given token not valid for any token type'),
  code: z.literal('token_not_valid'),
  messages: z.array(z.object({ token_class: z.string(), token_type: z.string(), message: z.string() })),
});

/** Any error body the API sends: field errors or a detail. */
export const errorBody = z.union([detailError, fieldErrors]).meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof errorBody>;

/** A plain confirmation: `{"detail": "..."}`. */
export const detailMessage = z.object({ detail: z.string() });
export type DetailMessage = z.infer<typeof detailMessage>;

/** The texts of the fixed error bodies (docs/api.md, "Conventions"). */
export const errorDetails = {
  notFound: 'Not found.',
  invalidPage: 'Invalid page.',
  notAuthenticated: 'Authentication credentials were not provided.',
  permissionDenied: 'You do not have permission to perform this action.',
  unsupportedMediaType: 'Unsupported media type in request.',
} as const;
