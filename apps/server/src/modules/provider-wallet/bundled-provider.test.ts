import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#app/config';
import { keyPairIn, shouldStartBundledProvider } from './bundled-provider';

const config = (env: Record<string, string>) => loadConfig({ JWT_SECRET: 'x'.repeat(40), ...env });

describe('the bundled studio', () => {
  it('starts by default, never in production, never beside an explicit PROVIDERS', () => {
    expect(shouldStartBundledProvider(config({ NODE_ENV: 'development' }), {})).toBe(true);
    expect(shouldStartBundledProvider(config({ NODE_ENV: 'production' }), {})).toBe(false);
    expect(
      shouldStartBundledProvider(config({ NODE_ENV: 'production' }), { BUNDLED_PROVIDER: 'on' }),
    ).toBe(false);
    expect(
      shouldStartBundledProvider(config({ NODE_ENV: 'development' }), { PROVIDERS: '[]' }),
    ).toBe(false);
    expect(
      shouldStartBundledProvider(config({ NODE_ENV: 'development' }), { BUNDLED_PROVIDER: 'off' }),
    ).toBe(false);
    expect(shouldStartBundledProvider(config({ NODE_ENV: 'test' }), {})).toBe(false);
    expect(
      shouldStartBundledProvider(config({ NODE_ENV: 'test' }), { BUNDLED_PROVIDER: 'on' }),
    ).toBe(true);
  });

  it('generates its key pairs once, the private halves readable by the owner only', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'tengu-keys-')), 'provider-keys');
    const first = keyPairIn(dir, 'provider');
    expect(keyPairIn(dir, 'provider')).toEqual(first);
    expect(first.privatePem).toContain('PRIVATE KEY');
    expect(statSync(join(dir, 'provider.key.pem')).mode & 0o777).toBe(0o600);
  });
});
