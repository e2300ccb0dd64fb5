import { Module } from '@nestjs/common';
import { ProgramRepository } from '@libs/catalogue';
import { Clock } from '@libs/shared';
import { CatalogueModule } from '../catalogue';
import { CatalogueView } from './application/catalogue-view';
import { FindMatches } from './application/find-matches.use-case';
import { MatchesController } from './matches.controller';
import { CatalogueChangeMarker } from './application/catalogue-change-marker.port';
import { TypeormCatalogueChangeMarker } from './persistence/typeorm-catalogue-change-marker';

@Module({
  imports: [CatalogueModule],
  controllers: [MatchesController],
  providers: [
    { provide: CatalogueChangeMarker, useClass: TypeormCatalogueChangeMarker },
    {
      provide: CatalogueView,
      inject: [ProgramRepository, CatalogueChangeMarker],
      useFactory: (p: ProgramRepository, m: CatalogueChangeMarker) => new CatalogueView(p, m),
    },
    {
      provide: FindMatches,
      inject: [CatalogueView, Clock],
      useFactory: (v: CatalogueView, c: Clock) => new FindMatches(v, c),
    },
  ],
})
export class MatchingModule {}
