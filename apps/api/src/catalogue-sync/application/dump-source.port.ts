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

/** Reads a local dump row by row, streamed: a dump of 100,000 rows is never held whole. */
export abstract class DumpReader {
  abstract rows(path: string): AsyncIterable<RawDumpRow>;
}
