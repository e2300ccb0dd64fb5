import type { ExpectedTerm } from '../eval-types';

/** The address prefix of every program page of the Förderdatenbank; annotations name the rest. */
export const FDB_PAGE_PREFIX = 'https://www.foerderdatenbank.de/FDB/Content/DE/Foerderprogramm/';

/**
 * The terms a careful reader finds in one real program's texts, referenced by its page (the address below
 * `FDB_PAGE_PREFIX`, without `.html`). The texts themselves are never in the project: they are read at run time.
 */
export interface ProgramAnnotation {
  page: string;
  expected: ExpectedTerm[];
  /** Why the program yields less than it seems to, in the annotator's words (never a quote). */
  note?: string;
}

/** A value a reader could defend either way (see `ExpectedTerm.optional`). */
export const maybe = (term: ExpectedTerm): ExpectedTerm => ({ ...term, optional: true });
