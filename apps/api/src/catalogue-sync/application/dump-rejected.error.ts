/**
 * The file itself cannot be read as the dump's contract says (not UTF-8, a record past the size limit):
 * nothing of it is applied, and the run is held for review with this German reason.
 */
export class DumpRejectedError extends Error {}
