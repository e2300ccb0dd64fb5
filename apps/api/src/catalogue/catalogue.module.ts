import { Module } from '@nestjs/common';
import { GetProgram, ListPrograms, ProgramRepository } from '@libs/catalogue';
import { CatalogueSeeder } from './persistence/catalogue-seeder';
import { TypeormProgramRepository } from './persistence/typeorm-program.repository';
import { ProgramsController } from './programs.controller';

@Module({
  controllers: [ProgramsController],
  providers: [
    { provide: ProgramRepository, useClass: TypeormProgramRepository },
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
  ],
  exports: [ProgramRepository, GetProgram],
})
export class CatalogueModule {}
