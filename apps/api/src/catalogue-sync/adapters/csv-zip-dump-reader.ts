import { createReadStream } from 'node:fs';
import { open as openFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import yauzl from 'yauzl';
import { DumpReader } from '../application/dump-source.port';
import type { RawDumpRow } from '../domain/dump-entry';

const ZIP_MAGIC = Buffer.from('PK\u0003\u0004', 'latin1');

/**
 * Reads `csv_data.zip` (its first `.csv` entry) or a bare CSV, streamed through csv-parse: one row at a
 * time, whatever the size. Header names are the dump's columns; unknown extra columns are ignored later.
 */
export class CsvZipDumpReader extends DumpReader {
  async *rows(path: string): AsyncIterable<RawDumpRow> {
    const input = (await isZip(path)) ? await firstCsvEntry(path) : createReadStream(path);
    const parser = input.pipe(
      parse({ columns: true, bom: true, relax_column_count: true, skip_empty_lines: true, trim: false }),
    );
    input.on('error', (err: Error) => parser.destroy(err));
    for await (const record of parser) yield record as RawDumpRow;
  }
}

async function isZip(path: string): Promise<boolean> {
  const handle = await openFile(path, 'r');
  try {
    const head = Buffer.alloc(4);
    await handle.read(head, 0, 4, 0);
    return head.equals(ZIP_MAGIC);
  } finally {
    await handle.close();
  }
}

function firstCsvEntry(path: string): Promise<Readable> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('zip not readable'));
      zip.on('error', reject);
      zip.on('end', () => reject(new Error('Das Archiv enthält keine CSV-Datei.')));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!/\.csv$/i.test(entry.fileName) || entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (streamErr, stream) => {
          if (streamErr || !stream) return reject(streamErr ?? new Error('entry not readable'));
          resolve(stream);
        });
      });
      zip.readEntry();
    });
  });
}
