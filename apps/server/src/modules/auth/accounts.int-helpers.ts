import type { LightMyRequestResponse } from 'fastify';
import type { AuthSuccess, SignupRequest } from '@tengu/shared';
import { generate } from 'otplib';
import type { createTestApp } from '#test/test-app';

/**
 * Helpers shared by the accounts integration tests (not a test file itself).
 */

export type TestServer = Awaited<ReturnType<typeof createTestApp>>;

export const TEST_ENV = {
  JWT_SECRET: 'integration-test-secret-0123456789abcdef',
  TRUST_PROXY: '1',
  // Tests follow emailed links through GET /api/dev/outbox (injected from loopback).
  DEV_OUTBOX: 'on',
  AUTH_RATE_LIMIT_MAX: '1000',
  PUBLIC_URL: 'http://tengu.test',
};

let counter = 0;
/** A valid, unique sign-up payload. */
export function signupPayload(overrides: Partial<SignupRequest> = {}): SignupRequest {
  counter += 1;
  const name = `p${process.pid % 1000}_${counter}_${Math.floor(Math.random() * 1e6)}`.slice(0, 20);
  return {
    email: `${name}@example.com`,
    username: name,
    password: 'Str0ng!Passphrase',
    consent: true,
    ...overrides,
  };
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
export const fromIp = (ip: string) => ({ 'x-forwarded-for': ip });

export function refreshCookie(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === 'tengu_refresh')?.value;
}

export interface SignedUp extends AuthSuccess {
  refreshToken: string;
  password: string;
}

export async function signUp(
  server: TestServer,
  overrides: Partial<SignupRequest> = {},
  headers: Record<string, string> = {},
): Promise<SignedUp> {
  const payload = signupPayload(overrides);
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload,
    headers,
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const refreshToken = refreshCookie(res);
  if (!refreshToken) throw new Error('no refresh cookie');
  return { ...(res.json() as AuthSuccess), refreshToken, password: payload.password };
}

export interface OutboxEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** The newest outbox email to this address, read through the dev outbox API. */
export async function lastEmailTo(
  server: TestServer,
  to: string,
): Promise<OutboxEmail | undefined> {
  const res = await server.app.inject({ url: '/api/dev/outbox' });
  const { emails } = res.json() as { emails: OutboxEmail[] };
  return emails.find((e) => e.to === to);
}

export function tokenFromLink(link: string | undefined, param: string): string {
  const value = link ? new URL(link).searchParams.get(param) : null;
  if (!value) throw new Error(`no ${param} in ${link}`);
  return value;
}

/** The TOTP code of a step: 0 now, 1 the next one (accepted: ±1 step). */
export function totp(secret: string, stepOffset = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepOffset * 30 });
}
