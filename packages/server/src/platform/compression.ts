import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: the headers would outweigh the saving. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Text answers (the API's JSON, the rendered index.html, translations, logos, the manifest)
 * compressed as the client accepts, brotli first, else gzip (issue 14). Brotli at quality 4
 * costs about what gzip's default does per byte and still compresses better; the maximum (11)
 * is for the build, which precompresses the bundles so that serving them costs no CPU (the
 * static routes send the `.br`/`.gz` beside each file). Images are left alone: already compressed.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    brotliOptions: { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
