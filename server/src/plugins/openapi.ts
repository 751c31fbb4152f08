import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { noContent } from '../lib/route-schema';

/** The generated OpenAPI document at /api/openapi.json and its reference page at /api/docs/ (API_DOCS). */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${app.config.shopName} API`,
        description: 'Catalog, cart, orders, accounts and the admin console of the shop.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    // Contract schemas with an id (`.meta({ id })`) become components/schemas and are referenced by $ref.
    transformObject: (document) => {
      const result = jsonSchemaTransformObject(document) as { components?: { schemas?: Record<string, unknown> } };
      // Every id'd schema is emitted twice (input and output); keep only the components something refers to.
      const schemas = result.components?.schemas ?? {};
      for (let removed = true; removed; ) {
        const text = JSON.stringify(result);
        const unused = Object.keys(schemas).filter((name) => !text.includes(`"#/components/schemas/${name}"`));
        for (const name of unused) delete schemas[name];
        removed = unused.length > 0;
      }
      return result as ReturnType<typeof jsonSchemaTransformObject>;
    },
    transform: (route) => {
      const transformed = jsonSchemaTransform(route);
      // A body-less answer (204/205) has no JSON schema of its own: document it as having no content.
      const declared = (route.schema?.response ?? {}) as Record<string, unknown>;
      const documented = transformed.schema?.response as Record<string, unknown> | undefined;
      for (const [status, schema] of Object.entries(declared)) {
        if (schema === noContent && documented) documented[status] = { type: 'null', description: 'No content' };
      }
      return transformed;
    },
  });
  // The document is always built (npm run openapi reads it); it is served only with API_DOCS on, which production
  // leaves off: the full map of the API is no business of the public's.
  if (!app.config.apiDocs) return;
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
