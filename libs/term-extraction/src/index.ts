export * from './proposal';
export { extractTerms, extractTermsFrom, strongestProposals } from './extract-terms';
export { RULES } from './rules';
export { splitSentences, type Sentence } from './sentences';
export { parseGermanNumber } from './german-numbers';
