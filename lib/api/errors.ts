import { isAxiosError } from 'axios';

/** DRF field errors from a failed call: `{field: "first message"}`; `form` carries detail/non_field_errors. */
export function fieldErrors(error: unknown): Record<string, string> {
  return messagesByField(isAxiosError(error) ? error.response?.data : undefined);
}

function messagesByField(data: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  if (!data || typeof data !== 'object') return out;
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    if (key === 'code' || key === 'messages') continue;
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
  if (isAxiosError(error)) {
    if (!error.response) return 'We could not reach the shop. Check your connection and try again.';
    const fields = fieldErrors(error);
    return fields.form ?? Object.values(fields)[0] ?? fallback;
  }
  return fallback;
}
