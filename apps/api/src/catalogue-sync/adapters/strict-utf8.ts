import { Transform, type TransformCallback } from 'node:stream';
import { DumpRejectedError } from '../application/dump-rejected.error';

/**
 * Passes the bytes through unchanged once they decode as UTF-8 (a streaming `TextDecoder` with `fatal`,
 * so a sequence split between two chunks is no error). A file in Windows-1252 or Latin-1 is refused, not
 * transcoded: the dump is published in UTF-8, telling the two 8-bit encodings apart is a guess, and the
 * texts may be shown only verbatim (CC BY-ND), so a wrong guess would publish edited wording (ADR 0015).
 * A U+FFFD already in the text means an earlier step decoded wrongly and is refused the same way.
 */
export class StrictUtf8 extends Transform {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private offset = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    try {
      this.check(this.decoder.decode(chunk, { stream: true }));
    } catch (err) {
      return done(err instanceof DumpRejectedError ? err : notUtf8(chunk, this.offset));
    }
    this.offset += chunk.length;
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    try {
      this.check(this.decoder.decode());
    } catch (err) {
      return done(
        err instanceof DumpRejectedError
          ? err
          : new DumpRejectedError('Die Datei endet mitten in einem UTF-8-Zeichen.'),
      );
    }
    done();
  }

  private check(text: string): void {
    const at = text.indexOf('\uFFFD');
    if (at >= 0)
      throw new DumpRejectedError(
        `Die Datei enthält das Ersatzzeichen U+FFFD („${text.slice(Math.max(0, at - 20), at + 20)}“): ` +
          'ein früherer Schritt hat sie falsch dekodiert. Texte der Förderdatenbank werden nur wörtlich ' +
          'übernommen; zur Prüfung zurückgehalten.',
      );
  }
}

function notUtf8(chunk: Buffer, offset: number): DumpRejectedError {
  const at = firstInvalidByte(chunk);
  const byte = at >= 0 ? chunk[at]! : 0;
  const where = at >= 0 ? ` (Byte 0x${byte.toString(16).toUpperCase()} an Stelle ${offset + at})` : '';
  const guess =
    byte >= 0x80 && byte <= 0x9f
      ? 'vermutlich Windows-1252'
      : 'vermutlich Windows-1252 oder ISO-8859-1 (Latin-1)';
  return new DumpRejectedError(
    `Die Datei ist kein gültiges UTF-8${where}, ${guess}. Sie wird nicht umkodiert (die Texte dürfen nur ` +
      'wörtlich übernommen werden) und zur Prüfung zurückgehalten; bitte als UTF-8 neu erzeugen.',
  );
}

/** The first byte that starts no valid UTF-8 sequence (overlong forms aside; only for the message). */
function firstInvalidByte(buf: Buffer): number {
  let i = 0;
  while (i < buf.length) {
    const b = buf[i]!;
    const n =
      b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (n === 0) return i;
    if (i + n > buf.length) return -1;
    for (let k = 1; k < n; k++) if ((buf[i + k]! & 0xc0) !== 0x80) return i;
    i += n;
  }
  return -1;
}
