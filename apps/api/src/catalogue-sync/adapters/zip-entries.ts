import type { Readable } from 'node:stream';
import { crc32, inflateRawSync } from 'node:zlib';
import yauzl from 'yauzl';
import { DumpRejectedError } from '../application/dump-rejected.error';
import { BlockFileReader } from './block-file-reader';

const broken = (path: string, err: unknown) =>
  new DumpRejectedError(
    `Das ZIP-Archiv ist unvollständig oder beschädigt (${err instanceof Error ? err.message : String(err)}): ` +
      'vermutlich ein abgebrochener Download. Der letzte gute Katalog bleibt; zur Prüfung zurückgehalten.',
  );

export async function openZip(path: string): Promise<yauzl.ZipFile> {
  const reader = await BlockFileReader.open(path);
  return new Promise((resolve, reject) => {
    yauzl.fromRandomAccessReader(reader, reader.size, { lazyEntries: true, autoClose: false }, (err, zip) => {
      if (err || !zip) {
        reader.close(() => undefined);
        return reject(broken(path, err ?? new Error('nicht lesbar')));
      }
      resolve(zip);
    });
  });
}

function nextEntry(zip: yauzl.ZipFile): Promise<yauzl.Entry | null> {
  return new Promise((resolve, reject) => {
    const done = () => {
      zip.off('entry', onEntry);
      zip.off('end', onEnd);
      zip.off('error', onError);
    };
    const onEntry = (e: yauzl.Entry) => (done(), resolve(e));
    const onEnd = () => (done(), resolve(null));
    const onError = (err: Error) => (done(), reject(err));
    zip.on('entry', onEntry);
    zip.on('end', onEnd);
    zip.on('error', onError);
    zip.readEntry();
  });
}

/** The entry's stored bytes, not decoded: small files inflate faster at once than through a stream each. */
function openRawEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) =>
    zip.openReadStream(entry, { decodeFileData: false }, (err, stream) =>
      err || !stream ? reject(err) : resolve(stream),
    ),
  );
}

/** Inflates (or takes as stored) one entry and checks its size and CRC, as yauzl's stream would. */
function decoded(entry: yauzl.Entry, raw: Buffer, maxBytes: number): Buffer {
  if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8)
    throw new DumpRejectedError(
      `Die Datei ${entry.fileName} im Export ist mit einem unbekannten Verfahren (${entry.compressionMethod}) ` +
        'gepackt. Zur Prüfung zurückgehalten.',
    );
  const bytes = entry.compressionMethod === 0 ? raw : inflateRawSync(raw, { maxOutputLength: maxBytes + 1 });
  if (bytes.length > maxBytes) throw tooLarge(entry.fileName, maxBytes);
  if (bytes.length !== entry.uncompressedSize || crc32(bytes) !== entry.crc32)
    throw new Error(`${entry.fileName}: Größe oder Prüfsumme (CRC) stimmt nicht`);
  return bytes;
}

/** The names of the archive's files (its central directory only: no entry is decompressed). */
export async function* zipNames(path: string): AsyncGenerator<string> {
  const zip = await openZip(path);
  try {
    for (;;) {
      const entry = await nextEntry(zip).catch((err: unknown) => Promise.reject(broken(path, err)));
      if (!entry) return;
      if (!entry.fileName.endsWith('/')) yield entry.fileName;
    }
  } finally {
    zip.close();
  }
}

/**
 * The archive's files that `want` picks, one at a time, each read whole (a file of the export is a few
 * tens of kilobytes; one past `maxBytes` holds the run). The archive itself is streamed, never held.
 */
export async function* zipFiles(
  path: string,
  want: (name: string) => boolean,
  maxBytes: number,
): AsyncGenerator<{ name: string; bytes: Buffer }> {
  const zip = await openZip(path);
  try {
    for (;;) {
      let entry: yauzl.Entry | null;
      let bytes: Buffer;
      try {
        entry = await nextEntry(zip);
        if (!entry) return;
        if (entry.fileName.endsWith('/') || !want(entry.fileName)) continue;
        if (entry.uncompressedSize > maxBytes) throw tooLarge(entry.fileName, maxBytes);
        const raw = await readAll(await openRawEntry(zip, entry), entry.fileName, maxBytes);
        bytes = decoded(entry, raw, maxBytes);
      } catch (err) {
        throw err instanceof DumpRejectedError ? err : broken(path, err);
      }
      yield { name: entry.fileName, bytes };
    }
  } finally {
    zip.close();
  }
}

async function readAll(stream: Readable, name: string, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      stream.destroy();
      throw tooLarge(name, maxBytes);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, size);
}

const tooLarge = (name: string, maxBytes: number) =>
  new DumpRejectedError(
    `Die Datei ${name} im Export ist größer als ${maxBytes.toLocaleString('de-DE')} Byte: kein ` +
      'Programmdokument ist so groß; der Export wird nicht angewendet und zur Prüfung zurückgehalten.',
  );
