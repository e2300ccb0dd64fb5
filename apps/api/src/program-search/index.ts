/** The program search's public port: the MCP tools and other modules search through `SearchPrograms`. */
export { ProgramSearchModule } from './program-search.module';
export { SearchPrograms, type ProgramSearchInput } from './application/search-programs.use-case';
export { toSearchResponse } from './adapters/search-response.mapper';
export { SearchProgramsRequestDto } from './dto/search-programs.request.dto';
