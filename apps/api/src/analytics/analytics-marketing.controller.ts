import { Controller, Get, Headers, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { marketingChart } from './adapters/svg-charts';
import { ApiJsonOrSvgOk, SVG, wantsSvg } from './dto/chart-negotiation';
import { Clock } from '@libs/shared';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { CurrentScope, type TenantScope } from '../platform/tenancy/current-tenant.decorator';
import { QueryMarketing } from './application/query-marketing.use-case';
import { MarketingQueryDto, MarketingResponseDto, parseCosts } from './dto/marketing.dto';

const DAY_MS = 86_400_000;

@ApiTags('Analytics')
@Controller('api/v2/analytics/marketing')
export class AnalyticsMarketingController {
  constructor(
    private readonly marketing: QueryMarketing,
    private readonly clock: Clock,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'getAnalyticsMarketing',
    summary: 'Kampagnen und Zuordnung',
    description: `Je Quelle, Medium und Kampagne (UTM, kleingeschrieben): Besucher, Konversionen, Quote und die zugeordneten
Konversionen nach fünf regelbasierten Modellen (letzter nicht direkter Kontakt, erster Kontakt, linear, positionsbasiert
40/20/40, Zeitverfall mit 7 Tagen Halbwertszeit) im Rückblickfenster. Google Analytics 4 hat diese Modelle 2023 zugunsten
eines datengetriebenen ersetzt; wir behalten sie, weil jede Zahl von Hand nachprüfbar ist. Mit \`costs\` die Kosten je
Konversion je Kampagne.`,
  })
  @ApiJsonOrSvgOk(MarketingResponseDto, 'Balken der zugeordneten Konversionen je Kanal')
  @ApiErrorResponses(400, 401, 403)
  async getMarketing(
    @CurrentScope() scope: TenantScope,
    @Query() q: MarketingQueryDto,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MarketingResponseDto | string> {
    const answer = await this.answerMarketing(scope, q);
    if (!wantsSvg(accept)) return answer;
    void reply.type(SVG);
    return marketingChart(answer.channels, answer.model);
  }

  /** The JSON answer (also what a scheduled report stores). */
  async answerMarketing(scope: TenantScope, q: MarketingQueryDto): Promise<MarketingResponseDto> {
    const to = q.to ? new Date(q.to) : this.clock.now();
    const from = q.from ? new Date(q.from) : new Date(to.getTime() - 30 * DAY_MS);
    const lookbackDays = q.lookbackDays ?? 30;
    const model = q.model ?? 'last_non_direct';
    const result = await this.marketing.execute(scope, {
      conversion: q.conversion,
      from,
      to,
      lookbackDays,
      model,
      costs: parseCosts(q.costs),
    });
    return {
      from: from.toISOString(),
      to: to.toISOString(),
      conversion: q.conversion,
      lookbackDays,
      model,
      ...result,
    };
  }
}
