// node bench/read-ceiling.mjs [--rounds 3] [--duration 5] [--connections 10] [--body-bytes 810]
// How close any Fastify app can come to the bench's bare node:http baseline on a read: the baseline itself,
// a bare Fastify answering the same body, and the same with the headers every read of the app carries
// (ceiling-server.mjs), each in its own process under the bench's load (lib/load.mjs), alternated per round.
// The default body is the size of `GET /programs/{id}`'s at 107 programs. Not a test: nothing asserts on it.
import { load } from './lib/load.mjs';
import { cpuSecondsOf, startBaseline, startCeilingServer } from './lib/processes.mjs';

const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const rounds = option('rounds', 3);
const seconds = option('duration', 5);
const connections = option('connections', 10);
const bodyBytes = option('body-bytes', 810);

const body = JSON.stringify({ id: 'ceiling', text: 'x'.repeat(Math.max(0, bodyBytes - 26)) });
const endpoint = { method: 'GET', path: '/api/v1/programs/ceiling' };
const servers = [
  ['bare node:http (the baseline)', startBaseline],
  ['bare Fastify', () => startCeilingServer('none')],
  ["bare Fastify, the app's answer headers", () => startCeilingServer('answer')],
];

const rows = servers.map(([label]) => ({ label, rps: [], cpu: [] }));
for (let round = 0; round < rounds; round++) {
  for (const [i, [, start]] of servers.entries()) {
    const server = await start();
    try {
      await server.setBody(body);
      await load({ base: server.base, endpoint, keys: [], connections, seconds: 1 });
      const cpu = cpuSecondsOf(server.pid);
      const r = await load({ base: server.base, endpoint, keys: [], connections, seconds });
      if (r.non2xx || r.errors) throw new Error(`${rows[i].label}: ${r.non2xx} non-2xx, ${r.errors} errors`);
      rows[i].rps.push(r.rps);
      rows[i].cpu.push((1000 * (cpuSecondsOf(server.pid) - cpu)) / r.requests);
    } finally {
      server.stop();
    }
  }
}

const range = (xs, f) => {
  const [lo, hi] = [Math.min(...xs), Math.max(...xs)];
  return lo === hi ? f(lo) : `${f(lo)}-${f(hi)}`;
};
const pct = rows[0].rps;
console.log(
  `${rounds} rounds, ${connections} connections, ${seconds} s each, body ${Buffer.byteLength(body)} B\n`,
);
console.log('| Server | req/s | % of node:http (same round) | CPU ms/req |');
console.log('|---|--:|--:|--:|');
for (const row of rows) {
  const shares = row.rps.map((r, k) => (100 * r) / pct[k]);
  console.log(
    `| ${row.label} | ${range(row.rps, (n) => Math.round(n).toLocaleString('en-US'))} | ` +
      `${range(shares, (n) => n.toFixed(1))} | ${range(row.cpu, (n) => n.toFixed(3))} |`,
  );
}
