import { Manager, type ManagerOptions, type Socket } from 'socket.io-client';
import {
  NAMESPACES,
  SOCKET_RECONNECT,
  type ClientToServerByNamespace,
  type Namespace,
  type ServerToClientByNamespace,
  type UserJoinAck,
} from '@tengu/shared';
import { ReconnectPolicy, type Schedule } from './reconnect-policy';

export type TypedSocket<N extends Namespace> = Socket<
  ServerToClientByNamespace[N],
  ClientToServerByNamespace[N]
>;

export type ManagerFactory = (url: string, options: Partial<ManagerOptions>) => Manager;

export interface RealtimeClientOptions {
  /** Server origin; empty for the page's own origin (the server serves the app). */
  url: string;
  getAccessToken: () => string | null;
  /**
   * Gets a fresh access token (the new one reaches the sockets through `rejoin`). Called before
   * the joined token expires, and when the server dropped a socket for an expired token.
   */
  refreshAccessToken?: () => Promise<string | null>;
  createManager?: ManagerFactory;
  schedule?: Schedule;
  random?: () => number;
  onUserJoin?: (result: UserJoinAck) => void;
  onGiveUp?: () => void;
}

/** Refresh this long before the access token expires (hidden tabs run timers once a minute). */
const REFRESH_AHEAD_MS = 2 * 60_000;

export function refreshDelayMs(expiresInMs: number): number {
  return expiresInMs > 2 * REFRESH_AHEAD_MS ? expiresInMs - REFRESH_AHEAD_MS : expiresInMs / 2;
}

const defaultSchedule: Schedule = (run, delayMs) => {
  const handle = setTimeout(run, delayMs);
  return () => clearTimeout(handle);
};

/**
 * One multiplexed Socket.IO connection carrying the five namespaces (ARCHITECTURE.md,
 * Real-time). Visitors get no connection at all (spec document 1 section 4: logged-out users
 * get inert connections); the reconnect rules live in ReconnectPolicy.
 */
export class RealtimeClient {
  private manager: Manager | null = null;
  private policy: ReconnectPolicy | null = null;
  private readonly sockets = new Map<Namespace, Socket>();
  private cancelRefresh: (() => void) | null = null;

  constructor(private readonly options: RealtimeClientOptions) {}

  get isActive(): boolean {
    return this.manager !== null;
  }

  /** Connects when there is an access token; returns whether a connection was started. */
  start(): boolean {
    if (this.manager) return true;
    if (!this.options.getAccessToken()) return false;

    const createManager = this.options.createManager ?? ((url, opts) => new Manager(url, opts));
    const manager = createManager(this.options.url, {
      autoConnect: false,
      reconnection: false,
      timeout: SOCKET_RECONNECT.connectTimeoutMs,
    });
    const policy = new ReconnectPolicy({
      connect: () => void manager.open(),
      schedule: this.options.schedule ?? defaultSchedule,
      random: this.options.random ?? Math.random,
      onGiveUp: this.options.onGiveUp,
    });
    manager.on('open', () => policy.onConnected());
    manager.on('error', () => policy.onConnectionLost());
    // "forced close" is the manager closing because we disconnected every socket on purpose.
    manager.on('close', (reason) => {
      if (reason !== 'forced close') policy.onConnectionLost();
    });
    this.manager = manager;
    this.policy = policy;

    policy.start();
    for (const namespace of NAMESPACES) {
      const socket = manager.socket(namespace);
      this.sockets.set(namespace, socket);
      socket.connect();
    }
    this.joinOnConnect();
    return true;
  }

  /** A deliberate disconnect (logout): nothing reconnects afterwards. */
  stop(): void {
    this.policy?.stop();
    this.cancelRefresh?.();
    this.cancelRefresh = null;
    for (const socket of this.sockets.values()) socket.disconnect();
    this.sockets.clear();
    this.manager = null;
    this.policy = null;
  }

  socket<N extends Namespace>(namespace: N): TypedSocket<N> | null {
    return (this.sockets.get(namespace) as TypedSocket<N> | undefined) ?? null;
  }

  /**
   * Authenticates the connected sockets again with the current token: after a login as
   * somebody else or a token refresh, so the server never holds an expired or foreign token.
   */
  rejoin(): void {
    const user = this.socket('/user');
    if (user?.connected) this.joinUser(user);
    const wallet = this.socket('/wallet');
    if (wallet?.connected) this.joinWallet(wallet);
    const provider = this.socket('/game-provider');
    if (provider?.connected) this.joinGameProvider(provider);
  }

  private joinUser(user: TypedSocket<'/user'>): void {
    const accessToken = this.options.getAccessToken();
    if (!accessToken) return;
    user.emit('user:join', { accessToken }, (result) => {
      if (result.ok) this.scheduleRefresh(result.expiresInMs);
      this.options.onUserJoin?.(result);
    });
  }

  // The server drops a socket whose token expires (issue 15.2): a fresh token first, then
  // `rejoin` (the app calls it when the token changes) keeps the live updates flowing.
  private scheduleRefresh(expiresInMs: number): void {
    const refresh = this.options.refreshAccessToken;
    if (!refresh || !this.manager) return;
    this.cancelRefresh?.();
    const schedule = this.options.schedule ?? defaultSchedule;
    this.cancelRefresh = schedule(() => {
      this.cancelRefresh = null;
      void refresh();
    }, refreshDelayMs(expiresInMs));
  }

  // A socket the server dropped (its token expired while the tab slept, or its session was
  // revoked) connects again once a refresh succeeds; a revoked session signs out instead.
  private recoverFromServerDisconnect(socket: Socket): void {
    socket.on('disconnect', (reason) => {
      const refresh = this.options.refreshAccessToken;
      if (reason !== 'io server disconnect' || !refresh) return;
      void refresh().then((token) => {
        if (token && [...this.sockets.values()].includes(socket)) socket.connect();
      });
    });
  }

  private joinWallet(wallet: TypedSocket<'/wallet'>): void {
    const accessToken = this.options.getAccessToken();
    if (!accessToken) return;
    wallet.emit('deposit:join', { accessToken }, () => undefined);
  }

  private joinGameProvider(provider: TypedSocket<'/game-provider'>): void {
    const accessToken = this.options.getAccessToken();
    if (!accessToken) return;
    provider.emit('provider:join', { accessToken }, () => undefined);
  }

  // Every (re)connect authenticates afresh with the current token so private events resume.
  private joinOnConnect(): void {
    const user = this.socket('/user');
    user?.on('connect', () => this.joinUser(user));
    const wallet = this.socket('/wallet');
    wallet?.on('connect', () => this.joinWallet(wallet));
    const provider = this.socket('/game-provider');
    provider?.on('connect', () => this.joinGameProvider(provider));
    if (user) this.recoverFromServerDisconnect(user as Socket);
    if (wallet) this.recoverFromServerDisconnect(wallet as Socket);
    if (provider) this.recoverFromServerDisconnect(provider as Socket);
  }
}
