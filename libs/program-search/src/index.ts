export { ProgramSearchIndex, LAND_BONUS, type Highlights } from './program-search-index';
export * from './query/search-request';
export { encodeCursor, decodeCursor } from './query/cursor';
export { FIELD_WEIGHTS } from './index/fields';
export { EXPANSION_WEIGHTS } from './index/term-expansion';
export { foldGerman } from './text/german-fold';
export { stemGerman } from './text/german-stemmer';
