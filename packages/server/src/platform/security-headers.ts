import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config.ts';

/** Helmet's defaults with our CSP (DESIGN.md §6): self only, inline styles for the theme, no framing. */
function helmetOptions(config: Pick<AppConfig, 'publicUrl'>): HelmetOptions {
  const https = config.publicUrl?.startsWith('https:') ?? false;
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameAncestors: ["'none'"],
        // Demo and brand hosts run on plain HTTP (`*.localhost`); upgrading would break them.
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    hsts: https,
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets, worked out once. None of our options depends on the request, so every
 * answer carries the same set; helmet's Fastify plugin built its middleware (and parsed the CSP)
 * again for every request, which cost more than the profile call's own logic.
 */
export function securityHeaders(config: Pick<AppConfig, 'publicUrl'>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(config))({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/** Every answer (API, pages, errors) carries the security headers. */
export function registerSecurityHeaders(app: FastifyInstance, config: Pick<AppConfig, 'publicUrl'>): void {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
