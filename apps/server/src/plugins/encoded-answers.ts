/**
 * Answers every visitor shares (the catalogue's lists), kept encoded (docs/decisions/0053): the
 * serialized envelope lives in the shared cache, so every process drops it on the same
 * invalidation, and this process keeps its brotli and gzip forms beside it. A cached answer is then
 * sent as bytes: no query, no object building, no schema serialization, no compression per request.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { ok } from './errors';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Sends the success envelope of `load()`'s value, serialized by the route's response schema,
     * from the shared cache under `key` (loaded and stored for ttlMs on a miss). Whoever changes
     * what the answer shows invalidates `key` in the shared cache.
     */
    sendEncoded(key: string, ttlMs: number, load: () => Promise<unknown>): Promise<FastifyReply>;
  }
}

type Encoding = 'br' | 'gzip';

const compressors: Record<Encoding, (json: string) => Promise<Buffer>> = {
  // Once per answer and process, in the thread pool: the strongest settings cost nothing per request.
  br: (json) =>
    promisify(brotliCompress)(json, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json),
      },
    }),
  gzip: (json) => promisify(gzip)(json, { level: constants.Z_BEST_COMPRESSION }),
};

/** Below this size an answer goes as it is (@fastify/compress's own threshold). */
const COMPRESS_FROM_BYTES = 1024;
/** Compressed answers kept per process; the oldest go first. Keys are bounded by their callers. */
const COMPRESSED_KEPT = 1_000;

/**
 * The precompressed encoding the client accepts (brotli first), or undefined: the answer then goes
 * as JSON and @fastify/compress negotiates anything else (a zstd-only client, say) as for any answer.
 */
export const precompressedEncodingOf = (acceptEncoding: string | undefined): Encoding | undefined => {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (parameters.some((parameter) => /^q=0(\.0{0,3})?$/.test(parameter))) continue;
    accepted.add(name === 'x-gzip' ? 'gzip' : name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
};

export const encodedAnswersPlugin = fp(
  async (app) => {
    /** By cache key: the JSON the forms were made of, and each form once asked for. */
    const compressed = new Map<string, { json: string; forms: Partial<Record<Encoding, Promise<Buffer>>> }>();

    const compressedForm = (key: string, json: string, encoding: Encoding): Promise<Buffer> => {
      let entry = compressed.get(key);
      // The shared cache may hold a newer answer (another process reloaded it): its own forms.
      if (entry?.json !== json) {
        compressed.delete(key);
        if (compressed.size >= COMPRESSED_KEPT) compressed.delete(compressed.keys().next().value as string);
        entry = { json, forms: {} };
        compressed.set(key, entry);
      }
      const form = entry.forms[encoding] ?? compressors[encoding](json);
      entry.forms[encoding] = form;
      return form;
    };

    app.decorateReply(
      'sendEncoded',
      async function sendEncoded(
        this: FastifyReply,
        key: string,
        ttlMs: number,
        load: () => Promise<unknown>,
      ) {
        const json = await app.cache.getOrLoad(
          key,
          ttlMs,
          async () => this.serialize(ok(await load())) as string,
        );
        this.type('application/json; charset=utf-8');
        const encoding = precompressedEncodingOf(this.request.headers['accept-encoding']);
        if (!encoding || json.length < COMPRESS_FROM_BYTES) return this.send(json);
        // A failed compression (nothing here should fail) is forgotten and the answer goes as JSON.
        const body = await compressedForm(key, json, encoding).catch(() => {
          compressed.delete(key);
          return null;
        });
        if (!body) return this.send(json);
        const vary = this.getHeader('vary');
        this.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
        this.header('content-encoding', encoding);
        return this.send(body);
      },
    );
  },
  { name: 'encoded-answers', dependencies: ['shared-state'] },
);
