/** The catalogue module's public port: other modules read programs through `GetProgram`/`ProgramRepository`. */
export { CatalogueModule } from './catalogue.module';
export { lockPublicProgramIn, upsertPublicProgramsIn } from './persistence/program-upsert';
