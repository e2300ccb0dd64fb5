import type { QuirkTally } from '../domain/export-quirks';
import type { NormaliseResult } from '../domain/normalise-row';

/** A dump on local disk, with the checksum of its bytes (a re-import of the same file is recognised). */
export interface LocalDump {
  path: string;
  checksum: string;
  dispose(): Promise<void>;
}

/** Brings a dump (file path or http(s) URL) to local disk, streamed. */
export abstract class DumpFetcher {
  abstract fetch(source: string): Promise<LocalDump>;
}

/** Bounds a reader enforces while it streams, before a record is ever held whole. */
export interface ReadLimits {
  /** Bytes of one record (a CSV record, one file of the XML export); past it the read stops, held. */
  maxRecordBytes: number;
}

/** `csv`: the crawler's CSV dump (old); `fdb-xml`: the Förderdatenbank's official XML export. */
export type DumpFormat = 'csv' | 'fdb-xml';

/** One program of a dump: normalised, or the reason it is refused. */
export interface DumpItem {
  /** The record's key for messages (`id_hash`, or the document's path). */
  key: string;
  /** Characters of each raw field, for the field limit of the check. */
  fieldLengths: Record<string, number>;
  result: NormaliseResult;
}

export interface ReadOptions {
  limits?: ReadLimits;
  /** The CSV header's column names, before the first item (not called for the XML export). */
  onColumns?: (columns: string[]) => void;
  /** Which format the file turned out to be, before the first item. */
  onFormat?: (format: DumpFormat) => void;
  /** Where the export's quirks are counted (the check's pass; the apply pass need not count again). */
  quirks?: QuirkTally;
}

/**
 * Reads a local dump program by program, streamed: a dump of 100,000 programs is never held whole. Strict:
 * bytes that are not UTF-8, a record past `maxRecordBytes`, a broken archive or an unknown format end the
 * read with a `DumpRejectedError` (German reason), which holds the run.
 */
export abstract class DumpReader {
  abstract entries(path: string, options?: ReadOptions): AsyncIterable<DumpItem>;
}
