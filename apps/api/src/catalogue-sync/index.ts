/** The catalogue sync's public port: the module, the import use case for the operator CLI, the term review. */
export { CatalogueSyncModule } from './catalogue-sync.module';
export { TermReviewModule } from './term-review.module';
export { ProgramDetailsModule } from './program-details.module';
export { GetProgramDetails } from './application/get-program-details.use-case';
export { toProgramDetails, type ProgramDetailsResponseDto } from './dto/program-details.response.dto';
export { displayHtml } from './domain/dump-to-program';
export { ImportDump } from './application/import-dump.use-case';
export type { SyncRun } from './application/program-sync-store.port';
export { TermReviewStore, type ProgramUnderReview } from './application/term-review-store.port';
export { ReviewTerm, type ReviewDecision } from './application/review-term.use-case';
export { GetTermReview, type TermReview } from './application/get-term-review.use-case';
export { inForce, unitOf, valueProblem, type StoredTermProposal, type TermValue } from './domain/term-review';
export { provenanceOf } from './domain/effective-terms';
