import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParams,
  myRepairQuery,
  REPAIR_PHOTOS_MAX,
  repair,
  repairPage,
  repairRequestBody,
} from '@fabric-tales/contract';
import { validationError } from '../../lib/errors';
import { readPhotoForm } from '../../lib/photo-form';
import { responses } from '../../lib/route-schema';
import { parseOrThrow } from '../../lib/zod-errors';
import { counter } from '../../plugins/throttle';
import { openRepair } from './service';
import { myRepair, myRepairPage } from './view';

/** Repair requests per account (§31.5): plenty for real repairs, too few to flood the workshop's inbox or the disk. */
const REQUEST_LIMIT = { max: 10, seconds: 60 * 60 };

/** The shopper's repairs: asking for one on a delivered order, and following them. */
export default async function repairRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const base = { tags: ['repairs'], security: [{ bearerAuth: [] }] };
  app.addHook('onRequest', app.authenticate);
  const perAccount = counter(app, 'repair-request', REQUEST_LIMIT, (req) => String(req.authUser.id));

  app.post(
    '/orders/:id/repairs/',
    {
      preHandler: perAccount.hit,
      schema: {
        ...base,
        summary:
          'Ask for a free repair of delivered pieces of my order within REPAIR_DAYS (JSON, or multipart with up to 3 `photos`)',
        params: idParams,
        // Nullish: a multipart request has no parsed body; its fields are validated by the same schema below.
        body: repairRequestBody.nullish(),
        response: responses({ 201: repair }),
      },
    },
    async (req, reply) => {
      let input = req.body;
      let photos: Buffer[] = [];
      if (req.isMultipart()) {
        const form = await readPhotoForm(req, REPAIR_PHOTOS_MAX);
        input = parseOrThrow(repairRequestBody, form.fields);
        photos = form.photos;
      }
      if (!input) throw validationError({ non_field_errors: ['Invalid data. Expected a dictionary, but got null.'] });
      return reply.code(201).send(await openRepair(app, req.authUser.id, req.params.id, input, photos));
    },
  );

  app.get(
    '/repairs/',
    {
      schema: {
        ...base,
        summary: 'My repairs, newest first; `order` keeps one order’s',
        querystring: myRepairQuery,
        response: responses({ 200: repairPage }),
      },
    },
    async (req) => myRepairPage(app.db, req.authUser.id, req.query, req.url),
  );

  app.get(
    '/repairs/:id/',
    { schema: { ...base, summary: 'One of my repairs', params: idParams, response: responses({ 200: repair }) } },
    async (req) => myRepair(app.db, req.authUser.id, req.params.id),
  );
}
