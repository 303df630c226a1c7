import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorBody, ErrorCode } from '@tengu/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Requests refused before any route runs answer in the API's error shape,
 * `{"error":{"code","message"}}`, and never echo the URL or a header back (issue 15.6).
 */
const MALFORMED: ErrorBody = {
  error: { code: 'BAD_REQUEST', message: 'The request could not be understood.' },
};

/** Fastify's own refusals before routing (FST_ERR_BAD_URL for `/%`, a too long parameter …). */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void reply.status(status).send(MALFORMED);
}

const CLIENT_ERRORS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'REQUEST_TIMEOUT',
    message: 'The request took too long to arrive.',
  },
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'HEADERS_TOO_LARGE',
    message: 'The request headers are too large.',
  },
  HPE_URI_TOO_LONG: { status: 414, code: 'URI_TOO_LONG', message: 'The address is too long.' },
};

/**
 * Node's HTTP parser refusals (431 for oversized headers, a malformed request line …), written
 * straight to the socket as Fastify's default does, but in the API's error shape.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
  const { status, code, message } = known ?? {
    status: 400,
    code: 'BAD_REQUEST' as const,
    message: MALFORMED.error.message,
  };
  const body = JSON.stringify({ error: { code, message } } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}
