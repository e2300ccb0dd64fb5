import { boundedDiff, type FieldChange } from '../domain/field-diff';
import type { CatalogueEvent } from './catalogue-event-sink.port';
import { SOURCE_LICENCE } from '../domain/dump-to-program';
import type { RunSummary } from '../domain/run-summary';
import type { SourceState, SyncRun } from './program-sync-store.port';

/** `program.updated` with the version's diff, its values bounded for the webhook body (`boundedDiff`). */
export function programUpdated(state: SourceState, diff: readonly FieldChange[]): CatalogueEvent {
  return {
    type: 'program.updated',
    data: {
      programId: state.programId,
      changedFields: diff.map((d) => d.field),
      changes: boundedDiff(diff),
      version: state.version,
    },
    idempotencyKey: `program.updated:${state.programId}:${state.version}`,
  };
}

export function programRemoved(state: SourceState, since: string): CatalogueEvent {
  return {
    type: 'program.removed',
    data: { programId: state.programId, removedOn: since },
    idempotencyKey: `program.removed:${state.programId}:${state.version}`,
  };
}

/** Where a person finds the source, and under which licence its texts are shown (in every summary). */
export const SUMMARY_SOURCE = { ...SOURCE_LICENCE, url: 'https://www.foerderdatenbank.de' } as const;

/**
 * `catalogue.synced`: one event per applied run that changed something, for every tenant. The chat
 * integrations post it as one message (the per-program events stay for webhooks); its programs are bounded
 * (`SUMMARY_PROGRAMS`), the counts complete.
 */
export function catalogueSynced(run: SyncRun, summary: RunSummary): CatalogueEvent {
  const programs = summary.listed();
  return {
    type: 'catalogue.synced',
    data: {
      runId: run.id,
      counts: { ...summary.counts },
      programs,
      notListed: summary.total - programs.length,
      source: { ...SUMMARY_SOURCE },
    },
    idempotencyKey: `catalogue.synced:${run.id}`,
  };
}
