/**
 * Bounds of one import (docs/configuration.md). A Förderdatenbank page's longest text is a few tens of
 * kilobytes; a field of 100 MB was accepted before and made the history answer 200 MB.
 */
export interface ImportLimits {
  /** Characters of one field; a longer one holds the run. */
  maxFieldChars: number;
  /** Bytes of one CSV record; the reader stops before it holds more (a 100 MB field never enters memory). */
  maxRecordBytes: number;
  /** Distinct programs of one file. */
  maxRows: number;
  /** Share of known programs in which a watched field may become empty in one run. */
  maxBlankedShare: number;
  /** Blanked programs below which the share is not judged (a catalogue of six programs, one edited). */
  minBlankedToHold: number;
}

export const DEFAULT_IMPORT_LIMITS: ImportLimits = {
  maxFieldChars: 500_000,
  maxRecordBytes: 4 * 1024 * 1024,
  maxRows: 100_000,
  maxBlankedShare: 0.05,
  minBlankedToHold: 2,
};
