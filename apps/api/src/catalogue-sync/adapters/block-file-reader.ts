import { close, fstat, open, read } from 'node:fs';
import { Readable } from 'node:stream';
import yauzl from 'yauzl';

const BLOCK = 256 * 1024;
const BLOCKS_KEPT = 16;

/**
 * yauzl's random access over a file through a small cache of 256 KB blocks (4 MB at most): the export's
 * 12,500 small files cost yauzl several tiny reads each, which one block read now serves; the archive is
 * never held whole (a full pass touches each block about once, as its reads go forward).
 */
export class BlockFileReader extends yauzl.RandomAccessReader {
  private readonly blocks = new Map<number, Promise<Buffer>>();

  private constructor(
    private readonly fd: number,
    readonly size: number,
  ) {
    super();
  }

  static open(path: string): Promise<BlockFileReader> {
    return new Promise((resolve, reject) =>
      open(path, 'r', (err, fd) => {
        if (err) return reject(err);
        fstat(fd, (statErr, stats) => {
          if (!statErr) return resolve(new BlockFileReader(fd, stats.size));
          close(fd, () => reject(statErr));
        });
      }),
    );
  }

  private block(n: number): Promise<Buffer> {
    const cached = this.blocks.get(n);
    if (cached) {
      this.blocks.delete(n);
      this.blocks.set(n, cached);
      return cached;
    }
    const loading = new Promise<Buffer>((resolve, reject) => {
      const buffer = Buffer.allocUnsafe(Math.min(BLOCK, this.size - n * BLOCK));
      read(this.fd, buffer, 0, buffer.length, n * BLOCK, (err, bytes) =>
        err ? reject(err) : resolve(buffer.subarray(0, bytes)),
      );
    });
    this.blocks.set(n, loading);
    if (this.blocks.size > BLOCKS_KEPT) this.blocks.delete(this.blocks.keys().next().value!);
    return loading;
  }

  private async *range(start: number, end: number): AsyncGenerator<Buffer> {
    for (let pos = start; pos < end;) {
      const n = Math.floor(pos / BLOCK);
      const block = await this.block(n);
      const to = Math.min(block.length, end - n * BLOCK);
      if (to <= pos - n * BLOCK) throw new Error(`Lesen hinter dem Dateiende (${pos})`);
      yield block.subarray(pos - n * BLOCK, to);
      pos = n * BLOCK + to;
    }
  }

  override _readStreamForRange(start: number, end: number): Readable {
    return Readable.from(this.range(start, end), { objectMode: false });
  }

  override read(
    buffer: Buffer,
    offset: number,
    length: number,
    position: number,
    callback: (err: Error | null) => void,
  ): void {
    (async () => {
      let at = offset;
      for await (const chunk of this.range(position, position + length)) {
        chunk.copy(buffer, at);
        at += chunk.length;
      }
    })().then(
      () => callback(null),
      (err: Error) => callback(err),
    );
  }

  override close(callback: (err: Error | null) => void): void {
    this.blocks.clear();
    close(this.fd, callback);
  }
}
