import { spawnSync } from 'node:child_process';

/** Debian's HAProxy for the cluster test and the cluster bench (no test runner needed here). */
export function haproxyAvailable(): boolean {
  return spawnSync('haproxy', ['-v']).status === 0;
}

/** HAProxy in front of the replicas with the production balancer's rules (deploy/haproxy.cfg). */
export function haproxyConfig(port: number, replicas: { name: string; port: number }[]): string {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  option forwardfor',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  timeout tunnel 1h',
    '  # A health check may take this long before it counts as failed: a replica slowed down by',
    '  # other suites on the test machine stays in rotation (a dead one refuses at once).',
    '  timeout check 2s',
    '  # A replica that dies mid-request: the next request goes to another (idempotent retries',
    '  # are the client’s, with its idempotency key).',
    '  retries 2',
    '  option redispatch',
    'frontend web',
    `  bind 127.0.0.1:${port}`,
    '  default_backend casino',
    'backend casino',
    '  balance roundrobin',
    '  option httpchk GET /api/health/ready',
    '  http-check expect status 200',
    '  cookie TENGU_REPLICA insert indirect nocache httponly',
    '  http-response set-header x-replica %s',
    '  default-server init-addr last,libc,none inter 500ms fall 2 rise 2',
    ...replicas.map((r) => `  server ${r.name} 127.0.0.1:${r.port} check cookie ${r.name}`),
    '',
  ].join('\n');
}
