// One load run with autocannon, the same for the app and the baseline. Latencies are taken from each response
// (autocannon's own histogram keeps whole milliseconds, too coarse for a baseline answering in under 1 ms).
import autocannon from 'autocannon';

/**
 * @param {{ base: string, endpoint: object, keys: string[], connections: number, seconds: number }} p
 * @returns {Promise<{ rps, p50Ms, p99Ms, requests, non2xx, errors, timeouts, statusCodes }>}
 */
export async function load({ base, endpoint, keys, connections, seconds }) {
  const headers = { accept: 'application/json' };
  if (endpoint.body) headers['content-type'] = 'application/json';
  // One request per key: autocannon's clients each cycle through the list, so every connection spreads its
  // calls over all keys, as several clients of one tenant would send them. (A key chosen in `setupRequest` stays
  // with the connection: autocannon builds a client's request once.) With one key per connection the plan's
  // per-credential burst (1,000/s on Unlimited) capped a fast app at 10,000/s and the bench measured 429s.
  const request = { method: endpoint.method, path: endpoint.path, headers, body: endpoint.body };
  const requests =
    keys.length > 0
      ? keys.map((key) => ({ ...request, headers: { ...headers, 'x-api-key': key } }))
      : [request];
  const latencies = [];
  const statusCodes = {};
  const started = process.hrtime.bigint();
  const instance = autocannon({
    url: base,
    connections,
    pipelining: 1,
    duration: seconds,
    timeout: 10,
    requests,
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
  });
  const result = await instance;
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  latencies.sort((a, b) => a - b);
  const at = (q) =>
    latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] : NaN;
  const ok = Object.entries(statusCodes).reduce((n, [code, c]) => (code >= 200 && code < 300 ? n + c : n), 0);
  return {
    rps: ok / Math.min(elapsed, result.duration || elapsed),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    requests: latencies.length,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
  };
}
