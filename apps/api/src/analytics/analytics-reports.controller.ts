import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { NotFoundError } from '@libs/shared';
import { Idempotent } from '../platform/idempotency/idempotent.decorator';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { CurrentScope, type TenantScope } from '../platform/tenancy/current-tenant.decorator';
import { UuidParamPipe } from '../platform/validation/uuid-param.pipe';
import { ANALYTICS_ERROR_CODES } from './analytics.error-codes';
import { CreateReportSchedule, ReportScheduleNotFoundError } from './application/report-schedules.use-case';
import { ReportStore, type ReportSchedule } from './application/report-store.port';
import {
  CreateReportScheduleRequestDto,
  REPORT_CHANNEL,
  ReportRunListResponseDto,
  ReportRunResponseDto,
  ReportScheduleListResponseDto,
  ReportScheduleResponseDto,
} from './dto/report.dto';

const toResponse = (s: ReportSchedule): ReportScheduleResponseDto => ({
  id: s.id,
  name: s.name,
  queries: s.queries,
  cadence: s.cadence,
  hour: s.hour,
  timeZone: s.timeZone,
  createdAt: s.createdAt.toISOString(),
  channel: REPORT_CHANNEL,
});

class ReportRunNotFoundError extends NotFoundError {
  constructor() {
    super('ANALYTICS_REPORT_RUN_NOT_FOUND', ANALYTICS_ERROR_CODES.ANALYTICS_REPORT_RUN_NOT_FOUND.message);
  }
}

@ApiTags('Analytics')
@Controller('api/v2/analytics')
export class AnalyticsReportsController {
  constructor(
    private readonly store: ReportStore,
    private readonly create: CreateReportSchedule,
  ) {}

  @Post('reports')
  @Idempotent()
  @ApiOperation({
    operationId: 'createReportSchedule',
    summary: 'Bericht planen',
    description: `Ein Bericht aus bis zu 10 Abfragen, erstellt täglich, montags oder am Monatsersten zur vollen Stunde
in der gewählten Zeitzone (einmal je Termin, durch den Job \`scheduled-reports\`). Fertig: Webhook-Ereignis
\`report.ready\` mit dem Abrufpfad des Laufs.`,
  })
  @ApiCreatedResponse({ type: ReportScheduleResponseDto })
  @ApiErrorResponses(400, 401, 403)
  async createSchedule(
    @CurrentScope() scope: TenantScope,
    @Body() body: CreateReportScheduleRequestDto,
  ): Promise<ReportScheduleResponseDto> {
    return toResponse(await this.create.execute(scope, body));
  }

  @Get('reports')
  @ApiOperation({ operationId: 'listReportSchedules', summary: 'Geplante Berichte' })
  @ApiOkResponse({ type: ReportScheduleListResponseDto })
  @ApiErrorResponses(401, 403)
  async list(@CurrentScope() scope: TenantScope): Promise<ReportScheduleListResponseDto> {
    return { items: (await this.store.list(scope)).map(toResponse) };
  }

  @Get('reports/:id')
  @ApiOperation({ operationId: 'getReportSchedule', summary: 'Ein geplanter Bericht' })
  @ApiOkResponse({ type: ReportScheduleResponseDto })
  @ApiErrorResponses(401, 403, 404)
  async byId(
    @CurrentScope() scope: TenantScope,
    @Param('id', UuidParamPipe) id: string,
  ): Promise<ReportScheduleResponseDto> {
    const s = await this.store.find(scope, id);
    if (!s) throw new ReportScheduleNotFoundError();
    return toResponse(s);
  }

  @Delete('reports/:id')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deleteReportSchedule',
    summary: 'Geplanten Bericht löschen (mit seinen Läufen)',
  })
  @ApiNoContentResponse({ description: 'Gelöscht.' })
  @ApiErrorResponses(401, 403, 404)
  async remove(@CurrentScope() scope: TenantScope, @Param('id', UuidParamPipe) id: string): Promise<void> {
    if (!(await this.store.delete(scope, id))) throw new ReportScheduleNotFoundError();
  }

  @Get('reports/:id/runs')
  @ApiOperation({
    operationId: 'listReportRuns',
    summary: 'Läufe eines geplanten Berichts (neueste zuerst, bis 100)',
  })
  @ApiOkResponse({ type: ReportRunListResponseDto })
  @ApiErrorResponses(401, 403, 404)
  async runs(
    @CurrentScope() scope: TenantScope,
    @Param('id', UuidParamPipe) id: string,
  ): Promise<ReportRunListResponseDto> {
    if (!(await this.store.find(scope, id))) throw new ReportScheduleNotFoundError();
    const runs = await this.store.runs(scope, id);
    return {
      items: runs.map((r) => ({
        id: r.id,
        scheduleId: r.scheduleId,
        slot: r.slot.toISOString(),
        createdAt: r.createdAt.toISOString(),
      })),
    };
  }

  @Get('report-runs/:id')
  @ApiOperation({
    operationId: 'getReportRun',
    summary: 'Ein Berichtslauf mit seinen Ergebnissen (Abrufpfad aus `report.ready`)',
  })
  @ApiOkResponse({ type: ReportRunResponseDto })
  @ApiErrorResponses(401, 403, 404)
  async run(
    @CurrentScope() scope: TenantScope,
    @Param('id', UuidParamPipe) id: string,
  ): Promise<ReportRunResponseDto> {
    const r = await this.store.findRun(scope, id);
    if (!r) throw new ReportRunNotFoundError();
    return {
      id: r.id,
      scheduleId: r.scheduleId,
      slot: r.slot.toISOString(),
      createdAt: r.createdAt.toISOString(),
      results: r.result as { query: string; result: unknown }[],
    };
  }
}
