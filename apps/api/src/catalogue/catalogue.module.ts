import { Module } from '@nestjs/common';
import { GetProgram, ListPrograms, ProgramRepository } from '@libs/catalogue';
import { CatalogueFastRoutes } from './adapters/catalogue-fast-routes';
import { CatalogueReads } from './adapters/catalogue-reads';
import { CatalogueSeeder } from './persistence/catalogue-seeder';
import { CatalogueSnapshots } from './persistence/catalogue-snapshots';
import { SnapshotProgramRepository } from './persistence/snapshot-program-repository';
import { TypeormProgramRepository } from './persistence/typeorm-program-repository';
import { ProgramsController } from './programs.controller';

@Module({
  controllers: [ProgramsController],
  providers: [
    TypeormProgramRepository,
    CatalogueSnapshots,
    {
      provide: ProgramRepository,
      inject: [CatalogueSnapshots, TypeormProgramRepository],
      useFactory: (s: CatalogueSnapshots, d: TypeormProgramRepository) => new SnapshotProgramRepository(s, d),
    },
    {
      provide: ListPrograms,
      inject: [ProgramRepository],
      useFactory: (r: ProgramRepository) => new ListPrograms(r),
    },
    {
      provide: GetProgram,
      inject: [ProgramRepository],
      useFactory: (r: ProgramRepository) => new GetProgram(r),
    },
    CatalogueSeeder,
    CatalogueReads,
    CatalogueFastRoutes,
  ],
  exports: [ProgramRepository, GetProgram],
})
export class CatalogueModule {}
