// The edge's JSON body parser: Fastify's own (with its __proto__ and constructor protection), after a check that
// the body is not nested deeper than MAX_JSON_DEPTH (issue #13 item 7): such a body is a 400 naming `body`
// before anything walks or re-serialises it.
import type { FastifyInstance } from 'fastify';
import { jsonDepthExceeds, MAX_JSON_DEPTH, TOO_DEEP_TEXT } from '../http/json-depth.js';
import { BadInputError } from './errors.js';

export function registerJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepthExceeds(body as string, MAX_JSON_DEPTH)) return done(new BadInputError('body', TOO_DEEP_TEXT), undefined);
    parseJson(request, body as string, done);
  });
}
