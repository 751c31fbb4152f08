import { config } from 'zod';

// In a browser, zod builds no parser with `new Function` (docs/security.md): the storefront's Content-Security-Policy has
// no 'unsafe-eval', and zod's probe for it, though caught, is reported as a policy violation on every page with a
// form. zod reads the setting when a schema is built, so this module is imported before any schema (index.ts).
// The API keeps the compiled parsers.
if ('window' in globalThis) config({ jitless: true });
