/**
 * A loopback HTTP server that answers like a chain node from recorded, documented responses
 * (the contract tests of the XRP, TRON and Algorand adapters: no such node runs on these
 * machines). A test routes each request — method, path with query, parsed JSON body or raw
 * bytes — to an answer, and reads back what the adapter sent.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';

export interface FixtureRequest {
  method: string;
  /** Path and query string, e.g. `/v2/transactions?asset-id=1`. */
  url: string;
  /** Parsed JSON body, when the body was JSON. */
  json: unknown;
  /** The raw body bytes. */
  raw: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

export interface FixtureAnswer {
  status?: number;
  /** Serialised as JSON unless it is a string (sent as is: malformed bodies). */
  body: unknown;
}

export type FixtureRoute = (request: FixtureRequest) => FixtureAnswer | undefined;

export interface FixtureNode {
  url: string;
  requests: FixtureRequest[];
  /** Replaces the routing function (each test sets what the node answers). */
  route(handler: FixtureRoute): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startFixtureNode(): Promise<FixtureNode> {
  let handler: FixtureRoute = () => undefined;
  const requests: FixtureRequest[] = [];
  const server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      let json: unknown;
      try {
        json = raw.length ? JSON.parse(raw.toString('utf8')) : undefined;
      } catch {
        json = undefined;
      }
      const request = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        json,
        raw,
        headers: req.headers,
      };
      requests.push(request);
      const answer = handler(request) ?? { status: 404, body: { message: 'no fixture' } };
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    route(next) {
      handler = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Reads a recorded response (`<dir>/fixtures/<name>.json`) as a fresh object each time. */
export function fixture<T = unknown>(dir: URL, name: string): T {
  return JSON.parse(readFileSync(new URL(`fixtures/${name}.json`, dir), 'utf8')) as T;
}
