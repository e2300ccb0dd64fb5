/**
 * The files of refused runs, kept so that the operator can apply exactly the file that was refused
 * (`npm run cli -- catalogue:import --run <id>`), not a later download of the same URL (ADR 0015).
 */
export abstract class HeldDumps {
  /** Keeps a copy of the refused run's file and drops what is past retention; answers where it is kept. */
  abstract hold(runId: string, path: string): Promise<string>;
  /** The kept file of a refused run, or null (past retention, or kept on another host's disk). */
  abstract pathOf(runId: string): Promise<string | null>;
  /** Drops the file once its run has been applied. */
  abstract release(runId: string): Promise<void>;
}

/** The run to apply is not a refused run, or its file is no longer kept as it was. */
export class HeldDumpUnavailableError extends Error {
  constructor(
    readonly runId: string,
    reason: string,
  ) {
    super(`Lauf ${runId} kann nicht angewendet werden: ${reason}`);
  }
}
