import { inShopWords } from '@/lib/forms/shop-words';

/**
 * The one error every API call rejects with, from the browser's axios instance and from the server
 * components' fetch alike: the answer's status (0 when the API could not be reached) and its body.
 * Spec §7, §8: a non-OK answer's message is "HTTP error! status: {status} - {body}".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown = undefined,
  ) {
    super(status ? `HTTP error! status: ${status} - ${bodyText(body)}` : 'Network Error');
    this.name = 'ApiError';
  }

  /** The API's error code (`{"code": "out_of_stock"}`), when it sent a string one. */
  get code(): string | undefined {
    const code = (this.body as { code?: unknown } | null | undefined)?.code;
    return typeof code === 'string' ? code : undefined;
  }

  /** DRF field errors: `{field: "first message"}`; `form` carries detail/non_field_errors. */
  get fields(): Record<string, string> {
    return messagesByField(this.body);
  }
}

/** An error answer's text as the body it carries: its JSON when it is JSON, else the text itself. */
export function readBodyText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const bodyText = (body: unknown) => (typeof body === 'string' ? body : JSON.stringify(body ?? ''));

/** True for an ApiError, of the given status when one is named. */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

export function isNotFound(error: unknown): boolean {
  return isApiError(error, 404);
}

/** The field errors of a failed call, in the shop's words, for a shopper to read (none for anything but an ApiError). */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  return Object.fromEntries(Object.entries(error.fields).map(([field, message]) => [field, inShopWords(message)]));
}

function messagesByField(data: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  if (!data || typeof data !== 'object') return out;
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    // DRF's error code is a string beside the message; a list under `code` is the errors of a field named code.
    if ((key === 'code' && typeof value === 'string') || key === 'messages') continue;
    // A nested serializer's errors (`{"shipping": {"city": […]}}`) become `shipping.city`, DRF's dotted form.
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      Object.assign(out, messagesByField(value, `${prefix}${key}.`));
      continue;
    }
    const message = Array.isArray(value) ? value.find((v) => typeof v === 'string') : value;
    if (typeof message !== 'string') continue;
    out[key === 'detail' || key === 'non_field_errors' ? `${prefix}form` : `${prefix}${key}`] = message;
  }
  return out;
}

/** One human sentence for a failed call, for toasts and error states. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (!isApiError(error)) return fallback;
  if (error.status === 0) return 'We could not reach the shop. Check your connection and try again.';
  const fields = error.fields;
  return fields.form ?? Object.values(fields)[0] ?? fallback;
}
