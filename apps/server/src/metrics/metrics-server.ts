import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppMetrics } from './app-metrics';

export interface MetricsServer {
  address: AddressInfo;
  close: () => Promise<void>;
}

/**
 * The internal metrics port (METRICS_PORT, on METRICS_HOST = 127.0.0.1 unless told otherwise):
 * a plain HTTP server of its own that answers `GET /metrics` without a token, for a scraper on
 * the same host or private network. It shares nothing with the public server: no routes, no
 * rate limit, no token to leak, and the load balancer never forwards to it.
 */
export async function startMetricsServer(options: {
  metrics: AppMetrics;
  host: string;
  port: number;
  onError?: (error: unknown) => void;
}): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    options.metrics.render().then(
      ({ contentType, body }) => {
        response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' });
        response.end(body);
      },
      (error: unknown) => {
        options.onError?.(error);
        response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    address: server.address() as AddressInfo,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
