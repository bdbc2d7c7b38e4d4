// Public catalogue API (DESIGN §3.1): listings and search, one product, categories, URL mapping and CMS content.
// Each handler validates through its schema, calls one catalogue-service function and answers with the envelope.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StoreCode } from '../../../shared/store-views.js';
import type { CacheTtls } from '../../config.js';
import type { CmsEntity } from '../../upstream/catalog-client.js';
import type { EdgeCatalogService } from '../catalog-service.js';
import { BadInputError } from '../errors.js';
import {
  categoriesQuerySchema,
  cmsByIdentifierParamsSchema,
  cmsByIdParamsSchema,
  cmsByIdQuerySchema,
  productParamsSchema,
  productsQuerySchema,
  splitList,
  storeQuerySchema,
  toProductListQuery,
  urlMapBodySchema,
  type ProductsQuerystring,
} from './catalog.schema.js';
import { sendResult } from './send-json.js';

/** Spec 01 §5: a content single lookup with an empty result fails with this text. */
export const CMS_NOT_FOUND = 'CMS query returned empty result';
export const PRODUCT_NOT_FOUND = 'Product not found';
export const URL_NOT_FOUND = 'No mapping found for this URL';

const CMS_ROUTES: readonly { segment: string; entity: CmsEntity }[] = [
  { segment: 'cmsPage', entity: 'cms_page' },
  { segment: 'cmsBlock', entity: 'cms_block' },
];

function notFound(reply: FastifyReply, text: string): FastifyReply {
  return reply.code(404).header('cache-control', 'no-store').send({ code: 404, result: text });
}

export function registerCatalogRoutes(app: FastifyInstance, catalog: EdgeCatalogService, ttl: Readonly<CacheTtls>): void {
  // Browsers and shared caches may keep a catalogue answer as long as the edge does.
  const publicFor = (seconds: number) => (seconds > 0 ? `public, max-age=${seconds}` : 'no-cache');

  app.get<{ Querystring: ProductsQuerystring }>('/api/catalog/products', { schema: { querystring: productsQuerySchema } }, async (request, reply) => {
    const result = await catalog.listProducts(toProductListQuery(request.query));
    return sendResult(request, reply, result, publicFor(ttl.search));
  });

  app.get<{ Params: { sku: string }; Querystring: { store: StoreCode } }>(
    '/api/catalog/product/:sku',
    { schema: { params: productParamsSchema, querystring: storeQuerySchema } },
    async (request, reply) => {
      const sku = request.params.sku.trim();
      // Spec 01 §5: a single product lookup requires the search key.
      if (!sku) throw new BadInputError('sku', 'is required: Please provide the search key sku for product/single action!');
      const product = await catalog.getProduct(request.query.store, sku);
      return product ? sendResult(request, reply, product, publicFor(ttl.product)) : notFound(reply, PRODUCT_NOT_FOUND);
    },
  );

  app.get<{ Querystring: { store: StoreCode; parent?: number; level?: number; ids?: string; slug?: string } }>(
    '/api/catalog/categories',
    { schema: { querystring: categoriesQuerySchema } },
    async (request, reply) => {
      const { ids, ...rest } = request.query;
      const categories = await catalog.listCategories({ ...rest, ...(ids ? { ids: splitList(ids).map(Number) } : {}) });
      return sendResult(request, reply, categories, publicFor(ttl.category));
    },
  );

  app.post<{ Body: { url: string; store: StoreCode } }>('/api/url/map', { schema: { body: urlMapBodySchema } }, async (request, reply) => {
    const mapped = await catalog.resolveUrl(request.body.store, request.body.url);
    return mapped ? sendResult(request, reply, mapped) : notFound(reply, URL_NOT_FOUND);
  });

  for (const { segment, entity } of CMS_ROUTES) {
    app.get<{ Params: { id: number }; Querystring: { store: StoreCode } }>(
      `/api/ext/cms-data/${segment}/:id`,
      { schema: { params: cmsByIdParamsSchema, querystring: cmsByIdQuerySchema } },
      async (request, reply) => sendCms(request, reply, await catalog.getCmsById(entity, request.query.store, request.params.id), ttl.cms),
    );
    app.get<{ Params: { identifier: string; storeId: number } }>(
      `/api/ext/cms-data/${segment}Identifier/:identifier/storeId/:storeId`,
      { schema: { params: cmsByIdentifierParamsSchema } },
      async (request, reply) =>
        sendCms(request, reply, await catalog.getCmsByIdentifier(entity, request.params.storeId, request.params.identifier), ttl.cms),
    );
  }
}

function sendCms(request: FastifyRequest, reply: FastifyReply, doc: object | null, ttlSeconds: number): FastifyReply {
  if (!doc) return notFound(reply, CMS_NOT_FOUND);
  return sendResult(request, reply, doc, ttlSeconds > 0 ? `public, max-age=${ttlSeconds}` : 'no-cache');
}
