import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DumpFetcher, type LocalDump } from '../application/dump-source.port';

/**
 * A local path is read in place; an http(s) URL is downloaded to a temporary file (streamed, at most
 * `maxBytes`), since the importer reads the dump twice. Either way the bytes' sha256 names the file.
 */
export class LocalOrHttpDumpFetcher extends DumpFetcher {
  constructor(
    private readonly maxBytes = 512 * 1024 * 1024,
    private readonly timeoutMs = 120_000,
  ) {
    super();
  }

  async fetch(source: string): Promise<LocalDump> {
    if (!/^https?:\/\//i.test(source)) {
      await stat(source);
      return { path: source, checksum: await sha256Of(createReadStream(source)), dispose: async () => {} };
    }
    const dir = await mkdtemp(join(tmpdir(), 'fm-dump-'));
    const path = join(dir, `${randomUUID()}.zip`);
    const dispose = () => rm(dir, { recursive: true, force: true });
    try {
      const response = await fetch(source, {
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: 'follow',
      });
      if (!response.ok || !response.body)
        throw new Error(`Abruf von ${source} fehlgeschlagen: HTTP ${response.status}`);
      const hash = createHash('sha256');
      let bytes = 0;
      const limit = this.maxBytes;
      const meter = new Transform({
        transform(chunk: Buffer, _enc, done) {
          bytes += chunk.length;
          if (bytes > limit) return done(new Error(`Dump größer als ${limit} Bytes`));
          hash.update(chunk);
          done(null, chunk);
        },
      });
      await pipeline(Readable.fromWeb(response.body as never), meter, createWriteStream(path));
      return { path, checksum: hash.digest('hex'), dispose };
    } catch (err) {
      await dispose();
      throw err;
    }
  }
}

async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
