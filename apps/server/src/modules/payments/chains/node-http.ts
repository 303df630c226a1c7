/**
 * The one HTTP call the account-chain adapters (XRP, TRON, Algorand) make to their nodes, with
 * the rule every adapter keeps (chain-adapter.ts): a node that cannot be reached, answers an HTTP
 * error, or answers something that is not the documented shape throws `ChainUnavailableError`
 * (the watcher retries later). Responses are checked with a zod schema, so a malformed answer —
 * a missing field, a number where a string belongs, a negative amount — can never reach the
 * crediting code.
 */
import type { z } from 'zod';
import { ChainUnavailableError, type NetworkId } from './chain-adapter';

export interface NodeRequest {
  method?: 'GET' | 'POST';
  /** JSON body; or raw bytes (Algorand posts msgpack transactions). */
  body?: unknown;
  rawBody?: Uint8Array;
  headers?: Record<string, string>;
  /** HTTP statuses answered with a body the caller reads (e.g. algod's 404 "not found"). */
  acceptStatus?: readonly number[];
}

const TIMEOUT_MS = 30_000;

/** Calls `url` and parses the JSON answer with `schema`; every failure is ChainUnavailableError. */
export async function nodeRequest<S extends z.ZodType>(
  network: NetworkId,
  what: string,
  url: string,
  schema: S,
  request: NodeRequest = {},
): Promise<{ status: number; data: z.infer<S> }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method ?? (request.body || request.rawBody ? 'POST' : 'GET'),
      headers: {
        accept: 'application/json',
        ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(request.rawBody ? { 'content-type': 'application/x-binary' } : {}),
        ...request.headers,
      },
      body:
        request.rawBody ??
        (request.body !== undefined
          ? JSON.stringify(request.body, (_key, value: unknown) =>
              typeof value === 'bigint' ? value.toString() : value,
            )
          : undefined),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new ChainUnavailableError(network, `${what}: node unreachable`, { cause: error });
  }
  const text = await response.text().catch(() => '');
  if (!response.ok && !request.acceptStatus?.includes(response.status)) {
    throw new ChainUnavailableError(
      network,
      `${what}: HTTP ${response.status} ${text.slice(0, 200)}`.trim(),
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ChainUnavailableError(network, `${what}: the node answered something not JSON`);
  }
  return { status: response.status, data: parseNodeAnswer(network, what, schema, json) };
}

/** Checks an answer against its documented shape; anything else is ChainUnavailableError. */
export function parseNodeAnswer<S extends z.ZodType>(
  network: NetworkId,
  what: string,
  schema: S,
  json: unknown,
): z.infer<S> {
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ChainUnavailableError(
      network,
      `${what}: malformed response (${issue?.path.join('.') || 'root'}: ${issue?.message ?? 'invalid'})`,
    );
  }
  return parsed.data as z.infer<S>;
}

/** Joins a base URL (with or without a trailing slash or path) and an API path. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
