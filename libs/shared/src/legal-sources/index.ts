export type { LegalAct, LegalActKind, SourceEntry } from './legal-act';
export { LEGAL_ACTS } from './acts';
export { SOURCE_ENTRIES } from './source-entries';
export { OFFICIAL_HOSTS, isOfficialUrl } from './official-hosts';
export { citationProblems } from './citation-problems';
export { collectCitations, type FoundCitation } from './rule-table-walk';
export {
  NOT_VERIFIED,
  cite,
  citedSourceOf,
  citeProvision,
  legalActById,
  renderEntry,
  sourceEntryById,
  sourcesCitedIn,
  type CitedSource,
} from './cite';
