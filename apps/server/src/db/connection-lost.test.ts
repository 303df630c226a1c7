import { describe, expect, it } from 'vitest';
import { isConnectionLost, isDatabaseOutage, noteConnectionLost } from './connection-lost';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isConnectionLost', () => {
  it('knows a database that is down, restarting or dropped the connection', () => {
    expect(isConnectionLost(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(
      true,
    );
    expect(isConnectionLost(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isConnectionLost(withCode('terminating connection due to administrator command', '57P01')),
    ).toBe(true);
    expect(isConnectionLost(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isConnectionLost(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isConnectionLost(new Error('timeout expired'))).toBe(true);
    expect(
      isConnectionLost(new Error('Received unexpected commandComplete message from backend.')),
    ).toBe(true);
  });

  it('leaves a wrong statement or a broken rule alone', () => {
    expect(isConnectionLost(withCode('duplicate key value', '23505'))).toBe(false);
    expect(isConnectionLost(withCode('syntax error at or near "x"', '42601'))).toBe(false);
    expect(isConnectionLost('Connection terminated')).toBe(false);
  });

  it('remembers a lost connection for a few seconds: the outage its other errors belong to', () => {
    noteConnectionLost();
    expect(isDatabaseOutage()).toBe(true);
    expect(isDatabaseOutage(0)).toBe(false);
  });
});
