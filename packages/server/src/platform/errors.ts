import type { FastifyError, FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ApiCode, FieldErrorKey, type ErrorEnvelope } from '@amora/contracts';

/**
 * An error the API answers on purpose. Anything else that reaches the error handler is a bug
 * and becomes a logged 500.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** Envelope fields a few codes carry besides code/message/fields (login code 100: `timeout`). */
    readonly extras?: Pick<ErrorEnvelope, 'timeout'>,
  ) {
    super(message);
  }

  static validation(fields: Record<string, string>, message = 'Validation failed'): ApiError {
    return new ApiError(400, ApiCode.validation, message, fields);
  }
  static notFound(message = 'Not found'): ApiError {
    return new ApiError(404, ApiCode.notFound, message);
  }
  static forbidden(message = 'Forbidden'): ApiError {
    return new ApiError(403, ApiCode.forbidden, message);
  }
  static unauthorized(code: number, message: string): ApiError {
    return new ApiError(401, code, message);
  }
  static rateLimited(retryAfterSeconds: number, resetAtSeconds: number, code: number = ApiCode.rateLimited): ApiError {
    return new ApiError(429, code, 'Too many requests', undefined, {
      'retry-after': String(retryAfterSeconds),
      'x-rate-limit-reset': String(resetAtSeconds),
    });
  }
}

interface ZodIssueLike {
  code: string;
  path: PropertyKey[];
  message: string;
  input?: unknown;
  origin?: string;
  /** `unrecognized_keys`: the fields a strict body does not take. */
  keys?: readonly string[];
}

/** zod issue → the translation key the web shows next to the field. */
function fieldErrorKey(issue: ZodIssueLike): string {
  // Schemas in contracts may name their own key as the message (e.g. 'login.errors.emptyEmail').
  if (/^[a-zA-Z]+(\.[a-zA-Z0-9]+)+$/.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? FieldErrorKey.required : FieldErrorKey.invalid;
    case 'too_small':
      return issue.origin === 'string' ? FieldErrorKey.tooShort : FieldErrorKey.tooSmall;
    case 'too_big':
      return issue.origin === 'string' ? FieldErrorKey.tooLong : FieldErrorKey.tooBig;
    case 'invalid_format':
      return FieldErrorKey.invalid;
    default:
      return FieldErrorKey.invalid;
  }
}

export function fieldErrorsFromZodIssues(issues: readonly ZodIssueLike[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const at = issue.path.map(String);
    // A strict body names each field it refused, rather than the body as a whole.
    const names = issue.code === 'unrecognized_keys' && issue.keys?.length ? issue.keys.map((key) => [...at, key].join('.')) : [at.length ? at.join('.') : '_'];
    for (const name of names) fields[name] ??= fieldErrorKey(issue);
  }
  return fields;
}

/**
 * The 404 of every unknown path, in the envelope. `preHandler` runs first (the rate limit), so
 * unknown paths cost a client its budget like API calls do and cannot be a way around it.
 */
export function registerNotFoundHandler(app: FastifyInstance, options: { preHandler?: preHandlerAsyncHookHandler } = {}): void {
  app.setNotFoundHandler(options.preHandler ? { preHandler: options.preHandler } : {}, (request, reply) => {
    const body: ErrorEnvelope = { code: ApiCode.notFound, message: `Route ${request.method} ${request.url.split('?')[0]} not found` };
    return reply.code(404).send(body);
  });
}

/** The one error handler: every failure answers the envelope of DESIGN.md §5. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.headers) reply.headers(error.headers);
      const body: ErrorEnvelope = { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}), ...error.extras };
      return reply.code(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // fastify-type-provider-zod 7 splits each zod issue: code → keyword, path → instancePath, rest → params.
      const issues = error.validation.map(
        (v): ZodIssueLike => ({ ...(v.params as object), code: v.keyword, path: v.instancePath.split('/').filter(Boolean), message: v.message ?? '' }),
      );
      const where = error.validationContext ?? 'body';
      const fields = fieldErrorsFromZodIssues(issues);
      return reply.code(400).send({ code: ApiCode.validation, message: `Invalid ${where}`, fields } satisfies ErrorEnvelope);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.code(500).send({ code: ApiCode.internal, message: 'Internal error' } satisfies ErrorEnvelope);
    }
    // Fastify's own client errors (bad JSON, wrong content type, body too large, rate limit …)
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429) {
        const body: ErrorEnvelope = { code: ApiCode.rateLimited, message: 'Too many requests' };
        return reply.code(429).send(body);
      }
      const body: ErrorEnvelope = { code: status, message: error.message };
      return reply.code(status).send(body);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: ApiCode.internal, message: 'Internal error' } satisfies ErrorEnvelope);
  });
}
