// node bench/deep-body.mjs [--iterations 500]
// What a 100 kB JSON body costs the app's body parser when it is nested 50,000 deep, against flat bodies of the
// same size (eight clients sending one deep body each had pushed median latency from 4 ms to > 5 s).
// The parser runs on a bare Fastify with the app's own registerJsonBodyParser and the filter's error mapping, so
// the figure is the parser's and Fastify's, not the database's. Not a test: nothing asserts on it.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require('../scripts/register-ts.cjs');
process.noDeprecation = true;
const Fastify = require('fastify');
const { registerJsonBodyParser } = require('../apps/api/src/platform/errors/json-body-parser.ts');
const { toErrorResponse } = require('../apps/api/src/platform/errors/global-exception.filter.ts');
const { scanJsonBody } = require('../apps/api/src/platform/errors/scan-json-body.ts');

const at = process.argv.indexOf('--iterations');
const iterations = at > 0 ? Number(process.argv[at + 1]) : 500;
const SIZE = 100_000;

const pad = (text, filler) => text.replace('PAD', filler.repeat(SIZE - text.length + 3));
const bodies = {
  'deep: 50,000 nested arrays': '['.repeat(SIZE / 2) + ']'.repeat(SIZE / 2),
  'deep: 16,666 nested objects': '{"a":'.repeat(16_666) + '1' + '}'.repeat(16_666) + ' '.repeat(3),
  'flat: one 100 kB string': pad('{"pad":"PAD"}', 'x'),
  'flat: 250 fields of 400 bytes': JSON.stringify(
    Object.fromEntries(
      Array.from({ length: 250 }, (_, i) => [`f${String(i).padStart(3, '0')}`, 'x'.repeat(388)]),
    ),
  ).padEnd(SIZE, ' '),
  'wide: 50,000 array items': `[${Array(SIZE / 2 - 1)
    .fill('0')
    .join(',')}]`.padEnd(SIZE, ' '),
};

const app = Fastify();
registerJsonBodyParser(app);
app.setErrorHandler((error, _request, reply) => {
  const { status, body } = toErrorResponse(error);
  void reply.status(status).send(body);
});
app.post('/', async () => ({ ok: true }));
await app.ready();
// The parser as it was before the body scan (Fastify's own, no scan), for the "before" column.
const before = Fastify().getDefaultJsonParser('error', 'error');

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
function time(fn) {
  for (let i = 0; i < Math.min(50, iterations); i++) fn(); // warm-up
  const samples = [];
  for (let i = 0; i < iterations; i++) {
    const start = process.hrtime.bigint();
    fn();
    samples.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  return median(samples);
}
async function timeAsync(fn) {
  for (let i = 0; i < Math.min(50, iterations); i++) await fn();
  const samples = [];
  for (let i = 0; i < iterations; i++) {
    const start = process.hrtime.bigint();
    await fn();
    samples.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  return median(samples);
}

const rows = [];
for (const [name, text] of Object.entries(bodies)) {
  if (text.length !== SIZE) throw new Error(`${name}: ${text.length} bytes, not ${SIZE}`);
  const inject = () =>
    app.inject({ method: 'POST', url: '/', headers: { 'content-type': 'application/json' }, payload: text });
  const answer = await inject();
  const code = answer.statusCode === 200 ? '200' : `${answer.statusCode} ${answer.json().code}`;
  const request = await timeAsync(inject);
  const scan = time(() => scanJsonBody(text));
  const old = time(() => before({}, text, () => {}));
  rows.push(`| ${name} | ${code} | ${request.toFixed(0)} | ${scan.toFixed(0)} | ${old.toFixed(0)} |`);
}
await app.close();

console.log(
  `Node ${process.version}, ${iterations} iterations per body, medians in µs, bodies of ${SIZE} bytes\n`,
);
console.log(
  '| body | answer | request through the parser (inject) | scan alone | before: Fastify parser alone |',
);
console.log('|---|---|---:|---:|---:|');
console.log(rows.join('\n'));
