import type { Program } from '../domain/program';
import { CURATED_TERMS } from './curated-terms';
import records from './data/programs.research.json';
import type { ResearchRecord } from './research-record';
import { mapResearchRecord } from './research-record.mapper';

/** The 107 real programs of the seed, mapped to the domain once per process. */
let cached: Program[] | null = null;

export function seedPrograms(): Program[] {
  cached ??= (records as ResearchRecord[]).map((r) => mapResearchRecord(r, CURATED_TERMS[r.id]));
  return cached.map((p) => structuredClone(p));
}
