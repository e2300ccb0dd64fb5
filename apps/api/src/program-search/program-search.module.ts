import { Module, type OnApplicationBootstrap } from '@nestjs/common';
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
export class ProgramSearchModule implements OnApplicationBootstrap {
  constructor(private readonly indexes: SearchIndexes) {}

  /** The public index is built before the app listens, so no search waits for the first build. */
  async onApplicationBootstrap(): Promise<void> {
    await this.indexes.warmUp();
  }
}
