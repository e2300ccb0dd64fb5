import { Module } from '@nestjs/common';
import { ProgramRepository } from '@libs/catalogue';
import { DataSource } from 'typeorm';
import { CatalogueModule } from '../catalogue';
import { GetProgramDetails } from './application/get-program-details.use-case';
import { TypeormProgramSyncStore } from './persistence/typeorm-program-sync-store';

/**
 * The details read of imported programs apart from the import itself, like `TermReviewModule`: the console
 * imports it without getting the import's scheduled jobs. The store is stateless, so a second instance of it
 * beside the import's costs nothing.
 */
@Module({
  imports: [CatalogueModule],
  providers: [
    {
      provide: GetProgramDetails,
      inject: [DataSource, ProgramRepository],
      useFactory: (d: DataSource, p: ProgramRepository) =>
        new GetProgramDetails(new TypeormProgramSyncStore(d), p),
    },
  ],
  exports: [GetProgramDetails],
})
export class ProgramDetailsModule {}
