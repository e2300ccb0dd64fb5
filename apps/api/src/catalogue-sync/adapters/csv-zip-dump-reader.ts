import { createReadStream } from 'node:fs';
import { open as openFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import yauzl from 'yauzl';
import {
  DumpReader,
  type DumpItem,
  type ReadLimits,
  type ReadOptions,
} from '../application/dump-source.port';
import { DumpRejectedError } from '../application/dump-rejected.error';
import type { RawDumpRow } from '../domain/dump-entry';
import { normaliseRow } from '../domain/normalise-row';
import { StrictUtf8 } from './strict-utf8';

const ZIP_MAGIC = Buffer.from('PK\u0003\u0004', 'latin1');
/** A record of several megabytes is no program page: csv-parse stops before it holds more. */
export const DEFAULT_READ_LIMITS: ReadLimits = { maxRecordBytes: 4 * 1024 * 1024 };

/**
 * Reads `csv_data.zip` (its first `.csv` entry) or a bare CSV, streamed through a strict UTF-8 check and
 * csv-parse: one row at a time, whatever the size. Header names are the dump's columns; unknown extra
 * columns are ignored later, missing ones are the check's business (`onColumns`).
 */
export class CsvZipDumpReader extends DumpReader {
  async *entries(path: string, options: ReadOptions = {}): AsyncIterable<DumpItem> {
    options.onFormat?.('csv');
    for await (const row of this.rows(path, options))
      yield {
        key: row.id_hash ?? '?',
        fieldLengths: Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v?.length ?? 0])),
        result: normaliseRow(row),
      };
  }

  /** The raw rows (header names as keys), streamed. */
  async *rows(
    path: string,
    options: { limits?: ReadLimits; onColumns?: (columns: string[]) => void } = {},
  ): AsyncIterable<RawDumpRow> {
    const limits = options.limits ?? DEFAULT_READ_LIMITS;
    const input = (await isZip(path)) ? await firstCsvEntry(path) : createReadStream(path);
    const utf8 = new StrictUtf8();
    const parser = input.pipe(utf8).pipe(
      parse({
        columns: (header: string[]) => {
          options.onColumns?.(header);
          return header;
        },
        bom: true,
        relax_column_count: true,
        skip_empty_lines: true,
        trim: false,
        max_record_size: limits.maxRecordBytes,
      }),
    );
    input.on('error', (err: Error) => utf8.destroy(err));
    utf8.on('error', (err: Error) => parser.destroy(err));
    try {
      for await (const record of parser) yield record as RawDumpRow;
    } catch (err) {
      throw readError(err, limits);
    } finally {
      input.destroy();
    }
  }
}

function readError(err: unknown, limits: ReadLimits): unknown {
  if (err instanceof CsvError && err.code === 'CSV_MAX_RECORD_SIZE')
    return new DumpRejectedError(
      `Ein Datensatz der Datei (Zeile ${String(err.lines ?? '?')}) ist größer als ` +
        `${limits.maxRecordBytes.toLocaleString('de-DE')} Byte: kein Programmtext ist so lang; die Datei ` +
        'wird nicht angewendet und zur Prüfung zurückgehalten.',
    );
  return err;
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
