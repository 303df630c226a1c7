import { connect, type Socket } from 'node:net';

/**
 * A minimal keep-alive HTTP/1.1 client for load generation. The benchmarks run the load
 * generator on the same two cores as the server and PostgreSQL, so its cost is taken from what
 * it measures: Node's `http` client spent ~0.16 ms of CPU per request there, this one writes one
 * prepared buffer and parses only the status line and Content-Length (like pgbench, whose own
 * client is a few lines of C). Requests on one connection are one at a time; a pool hands out
 * idle connections and opens new ones up to `maxSockets`.
 */
export interface LeanResponse {
  status: number;
  body: string;
}

const HEADER_END = Buffer.from('\r\n\r\n');

class LeanConnection {
  private buffered: Buffer = Buffer.alloc(0);
  private pending: { resolve: (r: LeanResponse) => void; timer: NodeJS.Timeout } | null = null;
  isBroken = false;

  constructor(private readonly socket: Socket) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    const fail = (message: string) => {
      this.isBroken = true;
      this.finish({ status: 0, body: message });
    };
    socket.on('error', (error) => fail(error.message));
    socket.on('close', () => fail('connection closed'));
  }

  send(request: Buffer, timeoutMs: number): Promise<LeanResponse> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.isBroken = true;
        this.finish({ status: 0, body: 'client timeout' });
        this.socket.destroy();
      }, timeoutMs);
      this.pending = { resolve, timer };
      this.socket.write(request);
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private finish(response: LeanResponse): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    clearTimeout(pending.timer);
    pending.resolve(response);
  }

  private onData(chunk: Buffer): void {
    this.buffered = this.buffered.length ? Buffer.concat([this.buffered, chunk]) : chunk;
    const headerEnd = this.buffered.indexOf(HEADER_END);
    if (headerEnd < 0) return;
    const head = this.buffered.toString('latin1', 0, headerEnd);
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    if (!length?.[1]) {
      this.isBroken = true;
      this.finish({ status: 0, body: 'response without Content-Length' });
      this.socket.destroy();
      return;
    }
    const bodyStart = headerEnd + HEADER_END.length;
    const bodyEnd = bodyStart + Number(length[1]);
    if (this.buffered.length < bodyEnd) return;
    const status = Number(head.slice(9, 12));
    const body = this.buffered.toString('utf8', bodyStart, bodyEnd);
    this.buffered = this.buffered.subarray(bodyEnd);
    this.finish({ status, body });
  }
}

export class LeanHttpPool {
  private readonly idle: LeanConnection[] = [];
  private readonly all = new Set<LeanConnection>();

  constructor(
    private readonly host: string,
    private readonly port: number,
    private readonly maxSockets: number,
  ) {}

  /** A POST with a JSON body; resolves with status 0 on a network error or timeout. */
  async post(
    path: string,
    headers: Record<string, string>,
    body: string,
    timeoutMs: number,
  ): Promise<LeanResponse> {
    const payload = Buffer.from(body);
    const lines = [
      `POST ${path} HTTP/1.1`,
      `host: ${this.host}:${this.port}`,
      'content-type: application/json',
      `content-length: ${payload.length}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    const request = Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`), payload]);
    const connection = this.idle.pop() ?? (await this.open());
    if (!connection) return { status: 0, body: 'client: too many connections' };
    const response = await connection.send(request, timeoutMs);
    if (connection.isBroken) {
      this.all.delete(connection);
      connection.close();
    } else {
      this.idle.push(connection);
    }
    return response;
  }

  destroy(): void {
    for (const connection of this.all) connection.close();
    this.all.clear();
    this.idle.length = 0;
  }

  private open(): Promise<LeanConnection | null> {
    if (this.all.size >= this.maxSockets) return Promise.resolve(null);
    return new Promise((resolve) => {
      const socket = connect({ host: this.host, port: this.port });
      socket.once('connect', () => {
        const connection = new LeanConnection(socket);
        this.all.add(connection);
        resolve(connection);
      });
      socket.once('error', () => resolve(null));
    });
  }
}
