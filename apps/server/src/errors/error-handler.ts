import type { ErrorBody, ErrorCode } from '@tengu/shared';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionLost, isDatabaseOutage, noteConnectionLost } from '#app/db/connection-lost';
import { isAppError } from './app-error';

function body(
  code: ErrorCode | string,
  message: string,
  data?: Record<string, unknown>,
): ErrorBody {
  return { error: data ? { code, message, data } : { code, message } };
}

/** Turns a request validation failure into one readable sentence naming the field. */
function validationMessage(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    if (first) {
      const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const where = error.validationContext ?? 'body';
      return field ? `${where}.${field}: ${first.message}` : `${where}: ${first.message}`;
    }
  }
  return error.message;
}

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

function unavailable(reply: FastifyReply) {
  return reply
    .status(503)
    .header('retry-after', '1')
    .send(body('SERVICE_UNAVAILABLE', 'The service is briefly unavailable. Please try again.'));
}

/**
 * One error handler for the whole API: `{"error":{"code","message","data"?}}`, 5xx internals hidden
 * (CONVENTIONS.md, Errors and config).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isAppError(error)) {
      if (error.statusCode >= 500 && error.options.isExpected) {
        request.log.info({ code: error.code, internal: error.options.internal }, error.message);
      } else if (error.statusCode >= 500) {
        request.log.error({ err: error, internal: error.options.internal }, error.message);
      }
      // A 5xx never carries data: it could hold internals.
      const data = error.statusCode < 500 ? error.options.data : undefined;
      return reply.status(error.statusCode).send(body(error.code, error.message, data));
    }
    if (error.validation) {
      return reply.status(400).send(body('VALIDATION_FAILED', validationMessage(error)));
    }
    if (isConnectionLost(error)) {
      // The database is down or restarting: a temporary state the client may retry (issue 25).
      noteConnectionLost();
      request.log.warn({ err: error }, 'request failed: the database is unavailable');
      return unavailable(reply);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(STATUS_CODES[status] ?? 'BAD_REQUEST', error.message));
    }
    if (isDatabaseOutage()) {
      // Any other failure while the database is crashing (a statement cut mid-pipeline) is
      // logged as the error it is, and answered as the outage it comes from.
      request.log.error({ err: error }, 'request failed during a database outage');
      return unavailable(reply);
    }
    request.log.error({ err: error }, 'request failed');
    const code: ErrorCode = status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL';
    return reply
      .status(status >= 500 && status < 600 ? status : 500)
      .send(body(code, 'Something went wrong on our side. Please try again.'));
  });
}
