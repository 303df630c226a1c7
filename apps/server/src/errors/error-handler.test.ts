import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error';
import { registerErrorHandler } from './error-handler';

async function appWithRoutes() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.get('/app-error', async () => {
    throw new AppError('FORBIDDEN', "You don't have enough balance", { internal: 'balance 0' });
  });
  app.get('/crash', async () => {
    throw new Error('connection to 10.0.0.5 failed: password authentication for "admin"');
  });
  app.post(
    '/validated',
    { schema: { body: z.object({ amount: z.number().positive() }) } },
    async () => ({ ok: true }),
  );
  await app.ready();
  return app;
}

describe('error handler', () => {
  it('answers an AppError with its status, code and the player-facing message', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ url: '/app-error' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: { code: 'FORBIDDEN', message: "You don't have enough balance" },
    });
  });

  it('hides the internals of an unexpected failure behind a generic 500', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ url: '/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('INTERNAL');
    expect(res.body).not.toContain('10.0.0.5');
    expect(res.body).not.toContain('password');
  });

  it('turns a schema violation into a 400 that names the field', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: 'POST', url: '/validated', payload: { amount: -1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    expect(res.json().error.message).toContain('amount');
  });

  it('keeps the error shape for malformed JSON', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({
      method: 'POST',
      url: '/validated',
      headers: { 'content-type': 'application/json' },
      payload: '{"amount":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_REQUEST');
  });
});
