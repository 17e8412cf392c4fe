import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_HINT_COOKIE } from '@amora/contracts';
import { readRevision, TranslationFiles } from '../system/index.ts';
import { FIRST_PAGE_PATHS, FirstPages } from './first-page.ts';
import { IndexHtml } from './index-html.ts';
import { pageLanguage } from './page-language.ts';
import { UnknownHostLog, unknownHostPage } from './unknown-host.ts';

/** Paths that belong to the server, never to the SPA: an unknown one answers the API 404. */
const SERVER_PREFIXES = ['/rest', '/v3', '/apis', '/api', '/i18n', '/system', '/docs', '/brand', '/media', '/dev'];
/** SPA pages only a demo server renders (DEMO_MODE, never in production): the component gallery. */
const DEMO_PAGES = new Set(['/dev/components']);

/**
 * The built SPA (packages/web/dist): hashed bundles under /assets/ with year-long caching, other
 * built files as they are (both from the build's brotli or gzip copy where the client takes
 * one), and index.html rendered per brand for every page path (the SPA
 * routes itself). Registered last, as the `GET /*` catch-all that every specific route outranks.
 */
export default async function spaRoutes(app: FastifyInstance): Promise<void> {
  const { webDistDir } = app.platform.config;
  const indexHtml = new IndexHtml(webDistDir);
  // Read once, as index.html is: a new web build ships with a server restart.
  const build = readRevision(webDistDir, String(app.platform.clock.now()));
  const unknownHosts = new UnknownHostLog(app.platform.db, app.platform.clock);
  const firstPages = new FirstPages(webDistDir, new TranslationFiles(app.platform.config.i18nDir), app.log);

  await app.register(fastifyStatic, {
    root: path.join(webDistDir, 'assets'),
    prefix: '/assets/',
    index: false,
    maxAge: '365d',
    immutable: true,
    decorateReply: false,
    preCompressed: true,
  });
  await app.register(fastifyStatic, { root: webDistDir, serve: false, index: false, preCompressed: true });

  app.get<{ Params: { '*': string } }>('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    // Decided on the path as the router decoded it (and as the browser's router will read it),
    // so `/%64ev/components` is no way to a demo page in production or `/%72est/x` to the SPA.
    const route = `/${request.params['*']}`;
    if (DEMO_PAGES.has(route) && app.platform.config.demoMode && acceptsHtml(request)) return renderPage(request, reply);
    if (SERVER_PREFIXES.some((p) => route === p || route.startsWith(`${p}/`))) return reply.callNotFound();
    if (pathname !== '/index.html' && (await isBuiltFile(webDistDir, pathname))) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile(pathname.slice(1), { cacheControl: false });
    }
    if (!acceptsHtml(request)) return reply.callNotFound();
    return renderPage(request, reply);
  });

  async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    reply.header('cache-control', 'no-cache').header('vary', 'Host, Cookie, Accept-Language').type('text/html; charset=utf-8');
    const brand = request.brand;
    const host = request.headers.host ?? '';
    if (!brand) {
      await unknownHosts.record(host);
      return reply.code(404).send(unknownHostPage(host));
    }
    const origin = `${request.protocol}://${host}`;
    const language = pageLanguage(request, brand);
    const pagePath = request.url.split('?')[0]!;
    const root = rendersFirstPage(request, pagePath) ? await firstPages.html(brand, language, pagePath) : null;
    return indexHtml.render({ brand, language, origin, path: pagePath, build }, root);
  }
}

/**
 * Home and login are rendered here for a visitor (issue 14), never for a request that may carry
 * a session: the session hint cookie (stored tokens write it too) or an access key in the
 * address. Those start on the splash while the app logs them in, as they always did.
 */
function rendersFirstPage(request: FastifyRequest, pagePath: string): boolean {
  if (!FIRST_PAGE_PATHS.has(pagePath)) return false;
  if (request.cookies[SESSION_HINT_COOKIE]) return false;
  return !new URLSearchParams(request.url.slice(pagePath.length)).has('ak');
}

/** Navigations accept text/html; a fetch that only takes JSON or an image gets the API 404. */
function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return !accept || accept.includes('text/html') || accept.includes('*/*');
}

/** A file of the build (sw.js, robots.txt …) at this path, never outside the build directory. */
async function isBuiltFile(root: string, pathname: string): Promise<boolean> {
  if (!/\.[a-z0-9]+$/i.test(pathname)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const file = path.resolve(root, `.${decoded}`);
  if (!file.startsWith(root + path.sep)) return false;
  return fs.stat(file).then(
    (stat) => stat.isFile(),
    () => false,
  );
}
