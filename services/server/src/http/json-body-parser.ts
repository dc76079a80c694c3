import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error';

/** Deeper JSON than any real request needs; deeper bodies are refused before they are parsed. */
export const MAX_JSON_DEPTH = 32;

/** How deep `text` nests arrays and objects, scanning once without recursion; stops early past `limit`. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 92 /* \ */) index++;
      else if (char === 34 /* " */) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 123 /* { */ || char === 91 /* [ */) {
      if (++depth > limit) return true;
    } else if (char === 125 /* } */ || char === 93 /* ] */) depth--;
  }
  return false;
}

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), but refused with 400 when they
 * nest deeper than MAX_JSON_DEPTH: deep nesting costs stack in every recursive walk after parsing.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepthExceeds(body as string, MAX_JSON_DEPTH)) {
      done(new ApiError(400, 'BAD_REQUEST', `JSON body nests deeper than ${MAX_JSON_DEPTH} levels`), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
