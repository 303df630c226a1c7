import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#app/config';

describe('metrics configuration', () => {
  it('exposes nothing by default, and a METRICS_PORT listener on loopback', () => {
    const none = loadConfig({ METRICS_TOKEN: '', METRICS_PORT: '' });
    expect(none.METRICS_TOKEN).toBeUndefined();
    expect(none.METRICS_PORT).toBeUndefined();
    const port = loadConfig({ METRICS_PORT: '9464' });
    expect(port.METRICS_PORT).toBe(9464);
    expect(port.METRICS_HOST).toBe('127.0.0.1');
  });

  it('refuses a guessable token and a port out of range, naming the variable', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'secret' })).toThrow(ConfigError);
    expect(() => loadConfig({ METRICS_TOKEN: 'secret' })).toThrow(/METRICS_TOKEN: .*32/);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(loadConfig({ METRICS_TOKEN: 'x'.repeat(32) }).METRICS_TOKEN).toBe('x'.repeat(32));
  });
});
