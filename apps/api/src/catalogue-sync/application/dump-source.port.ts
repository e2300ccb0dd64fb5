import type { RawDumpRow } from '../domain/dump-entry';

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
  /** Bytes of one CSV record (all its fields); past it the read stops with a `DumpRejectedError`. */
  maxRecordBytes: number;
}

/**
 * Reads a local dump row by row, streamed: a dump of 100,000 rows is never held whole. Strict: bytes that
 * are not UTF-8, or a record past `maxRecordBytes`, end the read with a `DumpRejectedError` (German reason).
 * `onColumns` gets the header's column names before the first row.
 */
export abstract class DumpReader {
  abstract rows(
    path: string,
    options?: { limits?: ReadLimits; onColumns?: (columns: string[]) => void },
  ): AsyncIterable<RawDumpRow>;
}
