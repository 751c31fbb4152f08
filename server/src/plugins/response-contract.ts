import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/** Keys of `sent` that the contract's parse dropped, as dotted paths: fields the contract does not document. */
function undocumented(sent: unknown, parsed: unknown, at = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed))
    return sent.flatMap((v, i) => undocumented(v, parsed[i], `${at}[${i}]`));
  if (!sent || typeof sent !== 'object' || !parsed || typeof parsed !== 'object') return [];
  return Object.entries(sent).flatMap(([key, value]) => {
    if (value === undefined) return [];
    const path = at ? `${at}.${key}` : key;
    return key in parsed ? undocumented(value, (parsed as Record<string, unknown>)[key], path) : [path];
  });
}

/**
 * Response serialization: the body is written exactly as the handler built it (field order and all), never
 * re-shaped by the schema. With `check` (the API tests), every response is first held to its contract schema,
 * and a field the contract does not list fails too, so the contract cannot drift from what the API sends.
 */
export const contractSerializer =
  (check: boolean): FastifySerializerCompiler<unknown> =>
  ({ schema, method, url, httpStatus }) =>
  (data: unknown) => {
    if (check && schema instanceof z.ZodType) {
      const result = schema.safeParse(data);
      const extra = result.success ? undocumented(data, result.data) : [];
      if (!result.success || extra.length) {
        const problem = result.success ? `undocumented fields ${extra.join(', ')}` : z.prettifyError(result.error);
        const message = `${method} ${url} ${httpStatus}: the response breaks the contract: ${problem}`;
        console.error(message); // the test's logger is silent; the failing test should say why
        throw new Error(message);
      }
    }
    return JSON.stringify(data);
  };
