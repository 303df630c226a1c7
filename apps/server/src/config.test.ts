import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies defaults so that a fresh clone needs no environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.isProduction).toBe(false);
  });

  it('treats an empty DATABASE_URL as unset (embedded database)', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable in one error', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', REDIS_URL: 'nope' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = (caught as ConfigError).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('REDIS_URL');
    expect(message).toContain('"eighty"');
  });
});

describe('TRUST_PROXY', () => {
  it('is a hop count or a list of proxy addresses/CIDRs, never "trust everyone"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      '::1',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    // `true` would read the left-most X-Forwarded-For entry, which the client writes.
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: trusting every/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.local' })).toThrow(/proxy\.local/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });
});

describe('DEV_OUTBOX', () => {
  it('is off by default and, when on, refuses to start on a non-loopback HOST or in production', () => {
    expect(loadConfig({}).devOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).devOutbox).toBe(false);
    expect(loadConfig({ DEV_OUTBOX: 'on' }).devOutbox).toBe(true);
    expect(loadConfig({ DEV_OUTBOX: 'on', HOST: 'localhost' }).devOutbox).toBe(true);
    expect(() => loadConfig({ DEV_OUTBOX: 'on', HOST: '0.0.0.0' })).toThrow(
      /DEV_OUTBOX: .*loopback HOST \(got "0\.0\.0\.0"\)/,
    );
    expect(() => loadConfig({ DEV_OUTBOX: 'on', HOST: '192.168.1.5' })).toThrow(/DEV_OUTBOX/);
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig({ ...production, DEV_OUTBOX: 'on' })).toThrow(/DEV_OUTBOX/);
  });
});
