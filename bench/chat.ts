import { loadavg } from 'node:os';
import { io, type Socket } from 'socket.io-client';
import { quantile, signUpPlayers, startCluster, startServer, withClient } from './support';

/**
 * `npm run bench -- chat` (issue 18): CHAT_BENCH_SOCKETS (default 5,000) socket.io clients join
 * the English room on /chat; one player sends one message; each socket's delivery time is its
 * arrival minus the moment the POST was sent (the same machine's clock). Prints p50/p99/max and
 * the load average. Goal: p99 < 250 ms. The clients share this process, so the figures include
 * their own parsing: an upper bound for what separate browsers would see.
 */

const SOCKETS = Number(process.env['CHAT_BENCH_SOCKETS'] ?? 5000);
const BATCH = 200;

export async function runChatBench(): Promise<void> {
  if (!Number.isInteger(SOCKETS) || SOCKETS < 1) throw new Error('CHAT_BENCH_SOCKETS must be > 0');
  const cluster = await startCluster();
  const sockets: Socket[] = [];
  try {
    const databaseUrl = await cluster.createDatabase('chat_bench');
    const server = await startServer({ databaseUrl, dir: cluster.dir });
    try {
      const [sender] = await signUpPlayers({
        baseUrl: server.baseUrl,
        count: 1,
        concurrency: 1,
        prefix: 'chat',
      });
      if (!sender) throw new Error('no sender');
      // $100 wagered: the sender may chat.
      await withClient(databaseUrl, (client) =>
        client.query('UPDATE users SET amount_wagered = 10000000000 WHERE id = $1', [sender.id]),
      );

      for (let i = 0; i < SOCKETS; i += BATCH) {
        await Promise.all(
          Array.from({ length: Math.min(BATCH, SOCKETS - i) }, async () => {
            const socket = io(`${server.baseUrl}/chat`, {
              transports: ['websocket'],
              reconnection: false,
            });
            sockets.push(socket);
            await new Promise((resolve, reject) => {
              socket.once('connect', () => resolve(null));
              socket.once('connect_error', reject);
            });
            const ack = (await socket.timeout(10_000).emitWithAck('chat:join', { room: 'en' })) as {
              ok: boolean;
            };
            if (!ack.ok) throw new Error('chat:join refused');
          }),
        );
      }
      console.log(`chat: ${sockets.length} sockets in room en`);

      const arrivals: number[] = [];
      const all = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 10_000);
        for (const socket of sockets) {
          socket.once('chat:newMessage', () => {
            arrivals.push(Date.now());
            if (arrivals.length === sockets.length) {
              clearTimeout(timer);
              resolve();
            }
          });
        }
      });
      const sentAt = Date.now();
      const res = await fetch(`${server.baseUrl}/api/chat/messages`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${sender.accessToken}`,
        },
        body: JSON.stringify({ message: 'bench: hello everyone', room: 'en' }),
      });
      if (res.status !== 200) throw new Error(`send failed: ${res.status} ${await res.text()}`);
      await all;
      const load = loadavg();
      const sorted = arrivals.map((at) => at - sentAt).sort((a, b) => a - b);
      const ms = (v: number) => `${v.toFixed(1)} ms`;
      console.log(
        [
          `delivered to ${sorted.length} of ${sockets.length} sockets`,
          `delivery (POST sent → chat:newMessage): p50 ${ms(quantile(sorted, 0.5))}, p99 ${ms(quantile(sorted, 0.99))}, max ${ms(sorted.at(-1) ?? Number.NaN)} (goal p99 < 250 ms)`,
          `load average: ${load.map((l) => l.toFixed(2)).join(' ')}`,
        ].join('\n'),
      );
      if (sorted.length < sockets.length)
        throw new Error('some sockets did not receive the message');
    } finally {
      for (const socket of sockets) socket.close();
      await server.stop();
    }
  } finally {
    await cluster.stop();
  }
}
