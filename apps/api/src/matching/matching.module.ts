import { Module } from '@nestjs/common';
import { ProgramRepository } from '@libs/catalogue';
import { Clock } from '@libs/shared';
import { CatalogueModule } from '../catalogue';
import { MatchAnswers } from './adapters/match-answers';
import { MatchesFastRoute } from './adapters/matches-fast-route';
import { CatalogueView } from './application/catalogue-view';
import { FindMatches } from './application/find-matches.use-case';
import { MatchesController } from './matches.controller';

@Module({
  imports: [CatalogueModule],
  controllers: [MatchesController],
  providers: [
    {
      provide: CatalogueView,
      inject: [ProgramRepository],
      useFactory: (p: ProgramRepository) => new CatalogueView(p),
    },
    {
      provide: FindMatches,
      inject: [CatalogueView, Clock],
      useFactory: (v: CatalogueView, c: Clock) => new FindMatches(v, c),
    },
    MatchAnswers,
    MatchesFastRoute,
  ],
})
export class MatchingModule {}
