import type { TenantId } from '@libs/shared';
import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { GetProgram, ListPrograms, parseRegionScope } from '@libs/catalogue';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { CurrentTenant } from '../platform/tenancy/current-tenant.decorator';
import { DEFAULT_PAGE_SIZE } from '../platform/validation/page-query.dto';
import { ListProgramsRequestDto } from './dto/list-programs.request.dto';
import { ListProgramsResponseDto } from './dto/list-programs.response.dto';
import { ProgramResponseDto, toProgramResponse } from './dto/program.response.dto';

@ApiTags('Programs')
@Controller('api/v1/programs')
export class ProgramsController {
  constructor(
    private readonly listPrograms: ListPrograms,
    private readonly getProgram: GetProgram,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'listPrograms',
    summary: 'Paginierte Programmliste',
    description:
      'Filter werden mit UND verknüpft. Sortierung: nach `id` aufsteigend (bytewise), stabil über alle Seiten, ' +
      'sodass das Durchblättern jedes Programm genau einmal liefert. `total` zählt alle Treffer der Filter.',
  })
  @ApiOkResponse({ type: ListProgramsResponseDto })
  @ApiErrorResponses(400, 401, 403, 429)
  async list(
    @CurrentTenant() tenantId: TenantId,
    @Query() query: ListProgramsRequestDto,
  ): Promise<ListProgramsResponseDto> {
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const offset = query.offset ?? 0;
    const page = await this.listPrograms.execute({
      tenantId,
      category: query.category,
      level: query.level,
      region: query.region ? (parseRegionScope(query.region) ?? undefined) : undefined,
      limit,
      offset,
    });
    return { programs: page.programs.map(toProgramResponse), total: page.total, limit, offset };
  }

  @Get(':id')
  @ApiOperation({ operationId: 'getProgramById', summary: 'Ein Programm' })
  @ApiOkResponse({ type: ProgramResponseDto })
  @ApiErrorResponses(401, 403, 404, 429)
  async byId(@CurrentTenant() tenantId: TenantId, @Param('id') id: string): Promise<ProgramResponseDto> {
    return toProgramResponse(await this.getProgram.execute(tenantId, id));
  }
}
