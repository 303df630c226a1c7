import {
  oaErrorSchema,
  oaEventOddsSchema,
  oaEventScoreSchema,
  oaSportSchema,
  parseList,
  type OaEventOdds,
  type OaEventScore,
  type OaSport,
} from './odds-api.schema';

/**
 * The Odds API v4 over HTTP (issue 21 item 2). Three GETs; the key travels as the `apiKey` query
 * parameter (the API's only scheme) and is never logged: errors name the path without the query.
 * Every error is classified so the feed knows whether to stop (a bad key), wait long (credits
 * used up), back off (429, 5xx, network, timeout) or skip one sport (any other 4xx, bad JSON).
 */

export const ODDS_API_BASE_URL = 'https://api.the-odds-api.com';
/** The markets we map (ADR 042); each costs one credit per region per odds request. */
export const ODDS_API_MARKETS = 'h2h,spreads,totals';

export interface OddsApiQuota {
  /** `x-requests-remaining`: credits left this month (null when absent). */
  remaining: number | null;
  /** `x-requests-used`. */
  used: number | null;
}

export interface OddsApiResult<T> {
  data: T;
  /** Elements of the answer that did not parse (dropped, logged by the feed). */
  dropped: number;
  quota: OddsApiQuota;
}

export interface OddsApiClient {
  /** GET /v4/sports — free of credits. */
  getSports(signal?: AbortSignal): Promise<OddsApiResult<OaSport[]>>;
  /** GET /v4/sports/{sport}/odds — regions × markets credits. */
  getOdds(sportKey: string, signal?: AbortSignal): Promise<OddsApiResult<OaEventOdds[]>>;
  /** GET /v4/sports/{sport}/scores with daysFrom — 2 credits. */
  getScores(sportKey: string, signal?: AbortSignal): Promise<OddsApiResult<OaEventScore[]>>;
}

export type OddsApiErrorKind =
  /** 401 with a bad, missing or deactivated key: polling must stop. */
  | 'unauthorized'
  /** 401 OUT_OF_USAGE_CREDITS: nothing works until the quota renews. */
  | 'quota_exhausted'
  /** 429: requests too frequent. */
  | 'rate_limited'
  | 'server'
  | 'network'
  | 'timeout'
  /** Any other 4xx (an unknown or unsupported sport key, a bad parameter). */
  | 'rejected'
  /** A 2xx whose body is not what the contract says. */
  | 'bad_response';

export class OddsApiError extends Error {
  constructor(
    readonly kind: OddsApiErrorKind,
    message: string,
    readonly details: {
      status?: number;
      errorCode?: string;
      /** From a Retry-After header, when the API sends one. */
      retryAfterMs?: number;
      quota?: OddsApiQuota;
    } = {},
  ) {
    super(message);
    this.name = 'OddsApiError';
  }

  /** Worth retrying later with a back-off. */
  get isTransient(): boolean {
    return (
      this.kind === 'rate_limited' ||
      this.kind === 'server' ||
      this.kind === 'network' ||
      this.kind === 'timeout'
    );
  }
}

export interface HttpOddsApiClientOptions {
  apiKey: string;
  baseUrl?: string;
  /** Bookmaker regions, comma separated (`eu`, `uk`, `us`, `au`); each multiplies the cost. */
  regions?: string;
  /** Days of completed games the scores request includes (1–3). */
  scoresDaysFrom?: number;
  timeoutMs?: number;
  /** Injected for tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

export class HttpOddsApiClient implements OddsApiClient {
  private readonly baseUrl: string;
  private readonly fetchImpl: typeof fetch;

  constructor(private readonly options: HttpOddsApiClientOptions) {
    if (options.apiKey.trim() === '') throw new Error('The Odds API needs an apiKey');
    this.baseUrl = (options.baseUrl ?? ODDS_API_BASE_URL).replace(/\/+$/, '');
    this.fetchImpl = options.fetch ?? fetch;
  }

  async getSports(signal?: AbortSignal): Promise<OddsApiResult<OaSport[]>> {
    const { body, quota } = await this.get('/v4/sports', {}, signal);
    return this.list(oaSportSchema, body, quota, '/v4/sports');
  }

  async getOdds(sportKey: string, signal?: AbortSignal): Promise<OddsApiResult<OaEventOdds[]>> {
    const path = `/v4/sports/${encodeURIComponent(sportKey)}/odds`;
    const { body, quota } = await this.get(
      path,
      {
        regions: this.options.regions ?? 'eu',
        markets: ODDS_API_MARKETS,
        oddsFormat: 'decimal',
        dateFormat: 'iso',
      },
      signal,
    );
    return this.list(oaEventOddsSchema, body, quota, path);
  }

  async getScores(sportKey: string, signal?: AbortSignal): Promise<OddsApiResult<OaEventScore[]>> {
    const path = `/v4/sports/${encodeURIComponent(sportKey)}/scores`;
    const { body, quota } = await this.get(
      path,
      { daysFrom: String(this.options.scoresDaysFrom ?? 1), dateFormat: 'iso' },
      signal,
    );
    return this.list(oaEventScoreSchema, body, quota, path);
  }

  private list<T>(
    schema: Parameters<typeof parseList<T>>[0],
    body: unknown,
    quota: OddsApiQuota,
    path: string,
  ): OddsApiResult<T[]> {
    try {
      const { items, dropped } = parseList(schema, body);
      return { data: items, dropped, quota };
    } catch {
      throw new OddsApiError('bad_response', `GET ${path}: the answer is not a JSON array`, {
        quota,
      });
    }
  }

  private async get(
    path: string,
    params: Record<string, string>,
    signal?: AbortSignal,
  ): Promise<{ body: unknown; quota: OddsApiQuota }> {
    const query = new URLSearchParams({ apiKey: this.options.apiKey, ...params });
    const timeout = AbortSignal.timeout(this.options.timeoutMs ?? 10_000);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.baseUrl}${path}?${query.toString()}`, {
        headers: { accept: 'application/json' },
        signal: combined,
      });
    } catch (error) {
      if (signal?.aborted) throw error; // stopped by the caller: not an API fault
      if (timeout.aborted) throw new OddsApiError('timeout', `GET ${path}: timed out`);
      // The cause's text can carry the URL, hence the key: report its code only.
      const code = (error as { cause?: { code?: string } }).cause?.code ?? 'fetch failed';
      throw new OddsApiError('network', `GET ${path}: ${code}`);
    }
    const quota = quotaOf(response.headers);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      if (signal?.aborted) throw signal.reason;
      body = undefined;
    }
    if (response.ok) {
      if (body === undefined) {
        throw new OddsApiError('bad_response', `GET ${path}: the answer is not JSON`, { quota });
      }
      return { body, quota };
    }
    throw errorOf(path, response, body, quota);
  }
}

function quotaOf(headers: Headers): OddsApiQuota {
  const num = (name: string): number | null => {
    const raw = headers.get(name);
    if (raw === null || raw.trim() === '') return null;
    const n = Number(raw);
    return Number.isFinite(n) ? n : null;
  };
  return { remaining: num('x-requests-remaining'), used: num('x-requests-used') };
}

function errorOf(path: string, response: Response, body: unknown, quota: OddsApiQuota) {
  const parsed = oaErrorSchema.safeParse(body);
  const errorCode = parsed.success ? parsed.data.error_code : undefined;
  const apiMessage = parsed.success ? parsed.data.message : undefined;
  const { status } = response;
  const retryAfterMs = retryAfterOf(response.headers.get('retry-after'));
  const details = {
    status,
    ...(errorCode === undefined ? {} : { errorCode }),
    ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    quota,
  };
  const text = `GET ${path}: ${status}${errorCode ? ` ${errorCode}` : ''}${
    apiMessage ? ` — ${apiMessage}` : ''
  }`;
  if (status === 401 && errorCode === 'OUT_OF_USAGE_CREDITS') {
    return new OddsApiError('quota_exhausted', text, details);
  }
  if (status === 401 || status === 403) return new OddsApiError('unauthorized', text, details);
  if (status === 429) return new OddsApiError('rate_limited', text, details);
  if (status >= 500) return new OddsApiError('server', text, details);
  return new OddsApiError('rejected', text, details);
}

function retryAfterOf(header: string | null): number | undefined {
  if (header === null) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isFinite(at) ? Math.max(0, at - Date.now()) : undefined;
}
