import { boundedDiff, type FieldChange } from '../domain/field-diff';
import type { CatalogueEvent } from './catalogue-event-sink.port';
import type { SourceState } from './program-sync-store.port';

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
