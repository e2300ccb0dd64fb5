import { connect } from 'node:net';

export interface WireResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Text to bytes as a raw client sends it: characters up to U+00FF as one byte each (so `\u00ff` is the byte
 * FF, invalid UTF-8), anything above as UTF-8 (a lone surrogate as its three bytes, also invalid UTF-8).
 */
export function wireBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (c <= 0xff) bytes.push(c);
    else if (c >= 0xd800 && c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      bytes.push(...Buffer.from(text.slice(i, i + 2)));
      i++;
    } else bytes.push(...utf8Of(c));
  }
  return Buffer.from(bytes);
}

/** UTF-8 of one UTF-16 code unit above U+00FF (a lone surrogate included, as CESU-8 would write it). */
function utf8Of(unit: number): number[] {
  if (unit < 0x800) return [0xc0 | (unit >> 6), 0x80 | (unit & 0x3f)];
  return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
}

function dechunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  while (at < body.length) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = parseInt(body.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** One HTTP/1.1 request written byte for byte on a fresh connection; the answer is read until the server closes. */
export function sendRaw(
  port: number,
  request: { method: string; url: string; headers: Record<string, string>; payload?: string | Buffer },
): Promise<WireResponse> {
  const payload = typeof request.payload === 'string' ? Buffer.from(request.payload) : request.payload;
  const lines = [`${request.method} ${request.url} HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'Connection: close'];
  for (const [name, value] of Object.entries(request.headers)) {
    if (name !== 'content-length') lines.push(`${name}: ${value}`);
  }
  if (payload) lines.push(`Content-Length: ${request.headers['content-length'] ?? payload.length}`);
  const head = wireBytes(`${lines.join('\r\n')}\r\n\r\n`);
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(20_000, () => socket.destroy(new Error('raw request timed out')));
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      if (split < 0) return reject(new Error(`no HTTP response (${all.length} bytes)`));
      const [statusLine, ...headerLines] = all.subarray(0, split).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      let body: Buffer = all.subarray(split + 4);
      if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = dechunk(body);
      resolve({ status: Number(statusLine?.split(' ')[1]), headers, body: body.toString('utf8') });
    });
    socket.write(payload ? Buffer.concat([head, payload]) : head);
  });
}
