import type { Feature } from '../platform/features/feature';
import { ProgramSearchModule } from './program-search.module';

/** `GET /api/v2/programs/search`: full-text search, filters and facets over the catalogue (ADR 0023). */
export const programSearchFeature: Feature = { name: 'program-search', module: ProgramSearchModule };
