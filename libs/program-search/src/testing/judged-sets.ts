import { seedPrograms, type Program } from '@libs/catalogue';
import { CONCEPT_QUERIES } from './judged-concept-queries';
import { IMPORTED_QUERIES } from './judged-imported-queries';
import { JUDGED_QUERIES, type JudgedQuery } from './judged-queries';
import { IMPORTED_STYLE_PROGRAMS } from './imported-style-programs';

/** A set of judged queries and the catalogue it is judged on. */
export interface JudgedSet {
  name: string;
  queries: JudgedQuery[];
  /** The programs, in the byte-wise id order an index expects. */
  programs: () => Program[];
}

const byteOrder = (a: Program, b: Program) => Buffer.compare(Buffer.from(a.id), Buffer.from(b.id));
const curated = () => seedPrograms().sort(byteOrder);

export const JUDGED_SETS: readonly JudgedSet[] = [
  { name: 'curated', queries: JUDGED_QUERIES, programs: curated },
  { name: 'curated-colloquial', queries: CONCEPT_QUERIES, programs: curated },
  {
    name: 'curated+imported',
    queries: IMPORTED_QUERIES,
    programs: () => [...seedPrograms(), ...IMPORTED_STYLE_PROGRAMS].sort(byteOrder),
  },
];
