import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { noContent } from '../lib/route-schema';

/** The generated OpenAPI document at /api/openapi.json and its reference page at /api/docs/. */
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
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
