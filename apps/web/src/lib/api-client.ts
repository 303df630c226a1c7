import type { ErrorBody } from '@tengu/shared';

/** An API failure as the server reports it: `{"error":{"code","message"}}` (ARCHITECTURE.md, Errors). */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  /** The whole error body, for answers that carry more than code and message (a geo block). */
  readonly body: unknown;

  constructor(options: { code: string; message: string; status: number; body?: unknown }) {
    super(options.message);
    this.name = 'ApiError';
    this.code = options.code;
    this.status = options.status;
    this.body = options.body;
  }
}

/** Where the client reads and writes the access token; the app wires the auth store in. */
export interface SessionAdapter {
  getAccessToken: () => string | null;
  setAccessToken: (accessToken: string) => void;
  clearSession: () => void;
}

export interface ApiClientOptions {
  session: SessionAdapter;
  fetch?: typeof fetch;
  /** Prefix for every path; `/api` in the app. */
  baseUrl?: string;
  /** Runs the refresh exclusively across tabs; defaults to the Web Locks API when present. */
  withRefreshLock?: <T>(task: () => Promise<T>) => Promise<T>;
}

/**
 * Refresh tokens rotate and a second use of an old one revokes the session (reuse detection,
 * docs/decisions/008). Two tabs waking up together must not both refresh with the same cookie:
 * the Web Locks API makes the second wait, and by then the shared cookie holds the rotated token.
 */
function webLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // The lock resolves with the task's own result; the DOM typings wrap it in a second Promise.
  return locks ? (locks.request('tengu-auth-refresh', task) as unknown as Promise<T>) : task();
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface ApiClient {
  request: <T>(path: string, options?: RequestOptions) => Promise<T>;
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => Promise<T>;
  post: <T>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ) => Promise<T>;
  put: <T>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, 'method' | 'body'>,
  ) => Promise<T>;
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => Promise<T>;
  /**
   * Rotates the refresh cookie for a new access token (stored through the session adapter), or
   * signs out when the session is gone. The socket client calls it before its token expires.
   */
  refreshAccessToken: () => Promise<string | null>;
}

const REFRESH_PATH = '/auth/refresh';

function buildUrl(baseUrl: string, path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The shape check of `errorBodySchema` written by hand: calling the zod schema here would put
 * zod into the first page's JavaScript for one object check (budget: 250 KB gzip).
 */
function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const { error } = value;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    typeof error.message === 'string'
  );
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = await readBody(response);
  if (isErrorBody(body)) {
    return new ApiError({ ...body.error, status: response.status, body });
  }
  // A proxy or crash page rather than our server's error shape: keep the status, hide the body.
  return new ApiError({
    code: response.status >= 500 ? 'INTERNAL' : 'HTTP_ERROR',
    message: response.statusText || `Request failed with status ${response.status}`,
    status: response.status,
  });
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { session } = options;
  const baseUrl = options.baseUrl ?? '/api';
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const withRefreshLock = options.withRefreshLock ?? webLock;
  // Concurrent 401s share one refresh call: the server rotates refresh tokens and treats a
  // second use of the old one as reuse (ARCHITECTURE.md, refresh tokens with reuse detection).
  let pendingRefresh: Promise<string | null> | null = null;

  async function refreshAccessToken(): Promise<string | null> {
    pendingRefresh ??= withRefreshLock(async () => {
      try {
        const response = await doFetch(`${baseUrl}${REFRESH_PATH}`, {
          method: 'POST',
          credentials: 'include',
          headers: { Accept: 'application/json' },
        });
        if (!response.ok) return null;
        const body = (await readBody(response)) as { accessToken?: unknown } | undefined;
        return typeof body?.accessToken === 'string' ? body.accessToken : null;
      } catch {
        return null;
      }
    }).finally(() => {
      pendingRefresh = null;
    });
    const token = await pendingRefresh;
    if (token) session.setAccessToken(token);
    else session.clearSession();
    return token;
  }

  function send(path: string, requestOptions: RequestOptions, token: string | null) {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...requestOptions.headers,
    };
    if (requestOptions.body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    return doFetch(buildUrl(baseUrl, path, requestOptions.query), {
      method: requestOptions.method ?? 'GET',
      headers,
      body: requestOptions.body === undefined ? undefined : JSON.stringify(requestOptions.body),
      credentials: 'include',
      signal: requestOptions.signal,
    });
  }

  async function request<T>(path: string, requestOptions: RequestOptions = {}): Promise<T> {
    const token = session.getAccessToken();
    let response = await send(path, requestOptions, token);
    // Only a signed-in request is worth refreshing: a visitor's 401 is the real answer.
    if (response.status === 401 && token !== null && path !== REFRESH_PATH) {
      const fresh = await refreshAccessToken();
      if (fresh === null) throw await toApiError(response);
      response = await send(path, requestOptions, fresh);
    }
    if (!response.ok) throw await toApiError(response);
    return (await readBody(response)) as T;
  }

  return {
    request,
    get: (path, opts) => request(path, { ...opts, method: 'GET' }),
    post: (path, body, opts) => request(path, { ...opts, method: 'POST', body }),
    put: (path, body, opts) => request(path, { ...opts, method: 'PUT', body }),
    delete: (path, opts) => request(path, { ...opts, method: 'DELETE' }),
    refreshAccessToken,
  };
}
