/**
 * A minimal JSON-RPC 1.0 client for Bitcoin Core and its forks (Litecoin, Dogecoin, BCHN, Dash),
 * over `fetch`. Credentials come from the URL's user info (`http://user:pass@host:port`), as
 * operators already write them for other tools; they are sent as Basic auth, never logged.
 */
import { ChainUnavailableError, type NetworkId } from '../chain-adapter';

/** The node answered with an error (a ChainUnavailableError unless the caller knows better). */
export class RpcError extends ChainUnavailableError {
  constructor(
    network: NetworkId,
    readonly code: number,
    message: string,
  ) {
    super(network, message);
    this.name = 'RpcError';
  }
}

export interface BitcoinRpc {
  /** Calls a node-level method. */
  call<T>(method: string, params?: unknown[]): Promise<T>;
  /** Calls a method on one of the node's wallets (`/wallet/<name>`). */
  wallet<T>(walletName: string, method: string, params?: unknown[]): Promise<T>;
}

export function createBitcoinRpc(options: {
  url: string;
  network: NetworkId;
  timeoutMs?: number;
}): BitcoinRpc {
  const parsed = new URL(options.url);
  const auth =
    parsed.username || parsed.password
      ? `Basic ${Buffer.from(
          `${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`,
        ).toString('base64')}`
      : undefined;
  parsed.username = '';
  parsed.password = '';
  const root = parsed.toString().replace(/\/+$/, '');
  let nextId = 1;

  async function post<T>(path: string, method: string, params: unknown[]): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${root}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(auth ? { authorization: auth } : {}) },
        body: JSON.stringify({ jsonrpc: '1.0', id: nextId++, method, params }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
      });
    } catch (cause) {
      throw new ChainUnavailableError(options.network, `RPC ${method} failed: ${String(cause)}`, {
        cause,
      });
    }
    const text = await response.text();
    let body: { result?: T; error?: { code: number; message: string } | null };
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      throw new ChainUnavailableError(
        options.network,
        `RPC ${method}: HTTP ${response.status} ${text.slice(0, 200)}`,
      );
    }
    if (body.error) {
      throw new RpcError(options.network, body.error.code, `${method}: ${body.error.message}`);
    }
    return body.result as T;
  }

  return {
    call: (method, params = []) => post('/', method, params),
    wallet: (walletName, method, params = []) =>
      post(`/wallet/${encodeURIComponent(walletName)}`, method, params),
  };
}
