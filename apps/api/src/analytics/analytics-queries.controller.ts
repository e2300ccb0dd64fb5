import { Controller, Get, Headers, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { cohortChart, funnelChart } from './adapters/svg-charts';
import { ApiJsonOrSvgOk, SVG, wantsSvg } from './dto/chart-negotiation';
import { Clock } from '@libs/shared';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { CurrentScope, type TenantScope } from '../platform/tenancy/current-tenant.decorator';
import { QueryCohorts } from './application/query-cohorts.use-case';
import { QueryFunnel } from './application/query-funnel.use-case';
import { addUnits } from './domain/retention';
import { queryInstant } from './domain/wall-clock';
import { CohortsQueryDto, CohortsResponseDto } from './dto/cohorts.dto';
import { parseDuration } from './dto/duration';
import { FunnelQueryDto, FunnelResponseDto } from './dto/funnel.dto';

const DAY_MS = 86_400_000;

@ApiTags('Analytics')
@Controller('api/v2/analytics')
export class AnalyticsQueriesController {
  constructor(
    private readonly funnel: QueryFunnel,
    private readonly cohorts: QueryCohorts,
    private readonly clock: Clock,
  ) {}

  @Get('funnel')
  @ApiOperation({
    operationId: 'getAnalyticsFunnel',
    summary: 'Trichteranalyse',
    description: `Jeder Akteur zählt einmal, mit dem Versuch, der am weitesten kommt (Wiedereinstieg zählt). Der erste
Schritt muss in [from, to) liegen, die weiteren im Fenster ab dem ersten (Grenze eingeschlossen), auch nach \`to\`.
\`from\`/\`to\` ohne Zeitzonenangabe gelten in \`timeZone\` (IANA, Standard UTC; z. B. \`Europe/Berlin\`).
Zeiten in Sekunden; Anteile zwischen 0 und 1. Zeitraum höchstens ANALYTICS_MAX_QUERY_DAYS (Standard 366) Tage.`,
  })
  @ApiJsonOrSvgOk(FunnelResponseDto, 'ein Balkendiagramm der Schritte')
  @ApiErrorResponses(400, 401, 403)
  async getFunnel(
    @CurrentScope() scope: TenantScope,
    @Query() q: FunnelQueryDto,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<FunnelResponseDto | string> {
    const answer = await this.answerFunnel(scope, q);
    if (!wantsSvg(accept)) return answer;
    void reply.type(SVG);
    return funnelChart(answer.steps);
  }

  /** The JSON answer (also what a scheduled report stores). */
  async answerFunnel(scope: TenantScope, q: FunnelQueryDto): Promise<FunnelResponseDto> {
    const zone = q.timeZone ?? 'UTC';
    const to = q.to ? queryInstant(q.to, zone) : this.clock.now();
    const from = q.from ? queryInstant(q.from, zone) : new Date(to.getTime() - 30 * DAY_MS);
    const window = q.window ?? 'P14D';
    const order = q.order ?? 'ordered';
    const result = await this.funnel.execute(scope, {
      steps: q.steps,
      windowMs: parseDuration(window)!,
      order,
      holdConstant: q.holdConstant,
      breakdown: q.breakdown,
      attribution: q.attribution ?? 'first_touch',
      from: from.getTime(),
      to: to.getTime(),
    });
    return { from: from.toISOString(), to: to.toISOString(), order, window, ...result };
  }

  @Get('cohorts')
  @ApiOperation({
    operationId: 'getAnalyticsCohorts',
    summary: 'Kohorten und Wiederkehr',
    description: `Matrix wie bei Mixpanel: je Kohorte (Periode des \`bornEvent\`) ihre Größe und je Periode k die Akteure,
die \`returnEvent\` in Periode k (\`bounded\`) oder in k oder später (\`unbounded\`) ausgelöst haben. Periode 0 ist die
Kohortenperiode selbst. Zellen mit \`incomplete: true\` liegen in einer noch laufenden Periode. Perioden beginnen um
Mitternacht in \`timeZone\` (IANA, Standard UTC; mit \`Europe/Berlin\` zählt 00:30 Uhr am 1. März Berliner Zeit zum März).`,
  })
  @ApiJsonOrSvgOk(CohortsResponseDto, 'eine Heatmap der Kohorten')
  @ApiErrorResponses(400, 401, 403)
  async getCohorts(
    @CurrentScope() scope: TenantScope,
    @Query() q: CohortsQueryDto,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CohortsResponseDto | string> {
    const answer = await this.answerCohorts(scope, q);
    if (!wantsSvg(accept)) return answer;
    void reply.type(SVG);
    return cohortChart(answer.cohorts);
  }

  /** The JSON answer (also what a scheduled report stores). */
  async answerCohorts(scope: TenantScope, q: CohortsQueryDto): Promise<CohortsResponseDto> {
    const unit = q.unit ?? 'week';
    const mode = q.mode ?? 'first_time';
    const bound = q.bound ?? 'bounded';
    const periods = q.periods ?? 8;
    const timeZone = q.timeZone ?? 'UTC';
    const to = q.to ? queryInstant(q.to, timeZone) : this.clock.now();
    const from = q.from ? queryInstant(q.from, timeZone) : addUnits(to, unit, -periods);
    const cohorts = await this.cohorts.execute(scope, {
      birthEvent: q.bornEvent,
      returnEvent: q.returnEvent ?? q.bornEvent,
      unit,
      mode,
      bound,
      periods,
      from,
      to,
      timeZone,
    });
    return { unit, mode, bound, cohorts };
  }
}
