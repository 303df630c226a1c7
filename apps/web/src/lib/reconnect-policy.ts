import { reconnectDelayMs, SOCKET_RECONNECT } from '@tengu/shared';

/** Runs `run` after `delayMs`; returns a function that cancels it. Injected so tests need no timers. */
export type Schedule = (run: () => void, delayMs: number) => () => void;

export interface ReconnectPolicyOptions {
  /** Opens the connection; the owner reports back with onConnected / onConnectionLost. */
  connect: () => void;
  schedule: Schedule;
  /** A number in [0, 1) for the jitter. */
  random: () => number;
  maxAttempts?: number;
  onGiveUp?: () => void;
}

/**
 * The real-time reconnect rules of spec document 1 (sections 4 and 9): exponential backoff
 * min(2000·2^attempt, 30000) ms plus up to 1000 ms of jitter, at most 5 attempts, the counter
 * reset on connect, and no reconnect after the client disconnected on purpose. Socket.IO's own
 * reconnection is switched off so that these rules, and only these, apply.
 */
export class ReconnectPolicy {
  private attempt = 0;
  private cancelPending: (() => void) | null = null;
  private isRunning = false;
  private readonly maxAttempts: number;

  constructor(private readonly options: ReconnectPolicyOptions) {
    this.maxAttempts = options.maxAttempts ?? SOCKET_RECONNECT.maxAttempts;
  }

  get attempts(): number {
    return this.attempt;
  }

  get isStopped(): boolean {
    return !this.isRunning;
  }

  get hasPendingReconnect(): boolean {
    return this.cancelPending !== null;
  }

  start(): void {
    this.isRunning = true;
    this.attempt = 0;
    this.cancel();
    this.options.connect();
  }

  onConnected(): void {
    this.attempt = 0;
    this.cancel();
  }

  /** A failed open or a dropped connection. Repeated reports before the next attempt count once. */
  onConnectionLost(): void {
    if (!this.isRunning || this.cancelPending !== null) return;
    if (this.attempt >= this.maxAttempts) {
      this.isRunning = false;
      this.options.onGiveUp?.();
      return;
    }
    const delay = reconnectDelayMs(this.attempt, this.options.random());
    this.attempt += 1;
    this.cancelPending = this.options.schedule(() => {
      this.cancelPending = null;
      if (this.isRunning) this.options.connect();
    }, delay);
  }

  /** A deliberate client disconnect: nothing reconnects until start() is called again. */
  stop(): void {
    this.isRunning = false;
    this.cancel();
  }

  private cancel(): void {
    this.cancelPending?.();
    this.cancelPending = null;
  }
}
