// A bare node:http server in its own process that answers every request with one fixed JSON body, set by the
// parent over IPC (the size of the endpoint's real response). A POST body is read and passed through
// JSON.parse, then to `onPost(text)` before the answer; the baseline and the write floor differ only there.
import http from 'node:http';

export function serveFixedBody(onPost) {
  let body = Buffer.from('{}');
  const headers = () => ({
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
  });
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' || req.method === 'HEAD') {
      res.writeHead(200, headers());
      res.end(body);
      return;
    }
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      JSON.parse(text);
      const answer = () => {
        res.writeHead(200, headers());
        res.end(body);
      };
      // Synchronously where `onPost` returns nothing (the baseline pays for no extra turn).
      const stored = onPost(text);
      if (stored?.then) stored.then(answer, (error) => res.writeHead(500).end(String(error)));
      else answer();
    });
  });
  process.on('message', (m) => {
    if (m.body !== undefined) body = Buffer.from(m.body, 'utf8');
    process.send({ ok: true, bytes: body.length });
  });
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
}
