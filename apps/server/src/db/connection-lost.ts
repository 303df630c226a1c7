/**
 * Whether an error says the database cannot be reached or dropped the connection — it is down,
 * restarting or failing over — rather than that a statement was wrong. Such an error is
 * temporary: an HTTP request answers 503 (retry), a background job tries again on its next run.
 */
export function isConnectionLost(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  // Node's "happy eyeballs" connect reports every address's refusal together.
  if (error instanceof AggregateError && error.errors.some((e) => isConnectionLost(e, depth + 1)))
    return true;
  if (error.cause !== undefined && isConnectionLost(error.cause, depth + 1)) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    // Node's socket errors, and PostgreSQL's classes 08 (connection exception) and 57P
    // (operator intervention: admin_shutdown, crash_shutdown, cannot_connect_now).
    if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'].includes(code)) return true;
    if (code.startsWith('08') || /^57P0[1-3]$/.test(code)) return true;
  }
  // node-pg's own messages for a connection that ended, broke or could not be had in time, and
  // for a pipelined connection whose server died mid-stream (answers out of step).
  return /Connection terminated|not queryable|timeout exceeded when trying to connect|^timeout expired$|the database system is|Received unexpected \w+ message from backend/i.test(
    error.message,
  );
}

/** When this process last saw the database connection fail (a client's error, a request's). */
let lastLostAt = Number.NEGATIVE_INFINITY;

export function noteConnectionLost(): void {
  lastLostAt = Date.now();
}

/**
 * Whether the database failed under this process within the last `ms`: while it crashes or
 * restarts, errors of every shape arrive at once (a statement cut mid-pipeline among them), and
 * an answer then is "try again" (503), not a fault of the server (500).
 */
export function isDatabaseOutage(ms = 5_000): boolean {
  return Date.now() - lastLostAt < ms;
}
