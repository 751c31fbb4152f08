/** Errors with DRF-shaped JSON bodies; the app's error handler sends `status` and `body` as they are. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: Record<string, unknown>,
  ) {
    super(typeof body.detail === 'string' ? body.detail : `HTTP ${status}`);
  }
}

/** 400 with every invalid field named: `{"field": ["message"]}`. */
export const validationError = (fields: Record<string, string[]>) => new ApiError(400, fields);

export const fieldError = (field: string, message: string) => validationError({ [field]: [message] });

export const notFound = () => new ApiError(404, { detail: 'Not found.' });

export const notAuthenticated = () =>
  new ApiError(401, { detail: 'Authentication credentials were not provided.', code: 'not_authenticated' });

export const permissionDenied = () =>
  new ApiError(403, { detail: 'You do not have permission to perform this action.', code: 'permission_denied' });

/** ADMIN_2FA=required and the admin has not enrolled: the storefront shows its enrolment screen on this code. */
export const twoFactorRequired = () =>
  new ApiError(403, {
    detail: 'Set up two-factor authentication in your profile before using the admin console.',
    code: 'two_factor_required',
  });

export const conflict = (detail: string, code: string) => new ApiError(409, { detail, code });

/** SimpleJWT's body for any token that cannot be used, with the reason in `messages`. */
export const tokenNotValid = (message = 'Token is invalid or expired', tokenClass = 'AccessToken') =>
  new ApiError(401, {
    detail: 'Given token not valid for any token type',
    code: 'token_not_valid',
    messages: [{ token_class: tokenClass, token_type: tokenClass === 'AccessToken' ? 'access' : 'refresh', message }],
  });
