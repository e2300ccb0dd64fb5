import { Module } from '@nestjs/common';
import { ProgramRepository } from '@libs/catalogue';
import { Clock } from '@libs/shared';
import { DataSource } from 'typeorm';
import { CatalogueModule } from '../catalogue';
import { GetTermReview } from './application/get-term-review.use-case';
import { ReviewTerm } from './application/review-term.use-case';
import { TermReviewStore } from './application/term-review-store.port';
import { TypeormTermReviewStore } from './persistence/typeorm-term-review-store';

/**
 * The review of terms read from imported program texts, apart from the import itself: the console
 * imports this module alone, so that an app without the import (`withoutFeatures: ['catalogue-sync']`, or a
 * console-only deployment) does not also get its scheduled jobs.
 */
@Module({
  imports: [CatalogueModule],
  providers: [
    {
      provide: TermReviewStore,
      inject: [DataSource],
      useFactory: (d: DataSource) => new TypeormTermReviewStore(d),
    },
    {
      provide: ReviewTerm,
      inject: [TermReviewStore, Clock],
      useFactory: (s: TermReviewStore, c: Clock) => new ReviewTerm(s, c),
    },
    {
      provide: GetTermReview,
      inject: [TermReviewStore, ProgramRepository],
      useFactory: (s: TermReviewStore, p: ProgramRepository) => new GetTermReview(s, p),
    },
  ],
  exports: [TermReviewStore, ReviewTerm, GetTermReview],
})
export class TermReviewModule {}
