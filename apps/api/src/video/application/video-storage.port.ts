import type { Readable } from 'node:stream';

export interface StoredFile {
  body: Readable;
  size: number;
}

/**
 * Where rendered files live, by key `<tenant>/<job>/<file>`. A file becomes visible only complete (a crashed
 * upload leaves nothing under its key). Local directory by default, S3-compatible in production.
 */
export abstract class VideoStorage {
  abstract put(key: string, sourcePath: string, contentType: string): Promise<void>;
  abstract open(key: string): Promise<StoredFile | null>;
  /** Every key under a prefix (`''` for all), for the cleanup. */
  abstract list(prefix: string): Promise<string[]>;
  abstract remove(keys: string[]): Promise<void>;
}

export const storageKey = (tenantId: string, jobId: string, file: string) => `${tenantId}/${jobId}/${file}`;
