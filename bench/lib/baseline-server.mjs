// The baseline: a bare node:http server in its own process that answers every request with one fixed JSON
// body (set by the parent over IPC: the size of the endpoint's real response). A POST body is read and passed
// through JSON.parse first, validating nothing, so the baseline pays for the parse the app pays for too.
import http from 'node:http';

let body = Buffer.from('{}');
const headers = () => ({ 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });

const server = http.createServer((req, res) => {
  if (req.method === 'GET' || req.method === 'HEAD') {
    res.writeHead(200, headers());
    res.end(body);
    return;
  }
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    JSON.parse(Buffer.concat(chunks).toString('utf8'));
    res.writeHead(200, headers());
    res.end(body);
  });
});

process.on('message', (m) => {
  if (m.body !== undefined) body = Buffer.from(m.body, 'utf8');
  process.send({ ok: true, bytes: body.length });
});

server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
