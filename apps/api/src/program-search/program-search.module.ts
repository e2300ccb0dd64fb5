import { Module } from '@nestjs/common';
import { ProgramRepository } from '@libs/catalogue';
import { Clock } from '@libs/shared';
import { CatalogueModule } from '../catalogue';
import { SearchIndexes } from './application/search-indexes';
import { SearchPrograms } from './application/search-programs.use-case';
import { ProgramSearchController } from './program-search.controller';

@Module({
  imports: [CatalogueModule],
  controllers: [ProgramSearchController],
  providers: [
    {
      provide: SearchIndexes,
      inject: [ProgramRepository],
      useFactory: (p: ProgramRepository) => new SearchIndexes(p),
    },
    {
      provide: SearchPrograms,
      inject: [SearchIndexes, Clock],
      useFactory: (i: SearchIndexes, c: Clock) => new SearchPrograms(i, c),
    },
  ],
  exports: [SearchPrograms],
})
export class ProgramSearchModule {}
