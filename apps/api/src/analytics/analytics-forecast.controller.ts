import { Controller, Get, Headers, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { forecastChart } from './adapters/svg-charts';
import { ApiJsonOrSvgOk, SVG, wantsSvg } from './dto/chart-negotiation';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { CurrentScope, type TenantScope } from '../platform/tenancy/current-tenant.decorator';
import { QueryForecast, type ForecastAnswer } from './application/query-forecast.use-case';
import type { ForecastMethod } from './domain/forecast';
import { ForecastQueryDto, ForecastResponseDto } from './dto/forecast.dto';

const NOTES: Record<ForecastMethod, string> = {
  ets_damped_seasonal:
    'Gedämpftes additives Holt-Winters-Verfahren (ETS(A,Ad,A), Saison 12 Monate), Parameter nach kleinsten Quadraten.',
  ets_damped:
    'Weniger als 24 Monate Historie: gedämpfter Trend ohne Saison (ETS(A,Ad,N)), Parameter nach kleinsten Quadraten.',
  naive:
    'Weniger als 6 Monate Historie: naive Prognose (letzter Monatswert), Intervalle aus den Monatsänderungen.',
};

export function toForecastResponse(a: ForecastAnswer): ForecastResponseDto {
  return {
    event: a.event,
    method: a.method,
    methodNote: NOTES[a.method],
    ...(a.params && { params: a.params }),
    history: a.history,
    points: a.points.map((p, i) => ({
      month: a.months[i]!,
      mean: p.mean,
      lower80: p.pi80.lower,
      upper80: p.pi80.upper,
      lower95: p.pi95.lower,
      upper95: p.pi95.upper,
    })),
    backtest: a.backtest,
  };
}

@ApiTags('Analytics')
@Controller('api/v2/analytics/forecast')
export class AnalyticsForecastController {
  constructor(private readonly forecast: QueryForecast) {}

  @Get()
  @ApiOperation({
    operationId: 'getAnalyticsForecast',
    summary: 'Prognose über 24 Monate',
    description: `Monatsanzahl eines Ereignisses für die nächsten 24 Monate mit 80-%- und 95-%-Prognoseintervallen
(Hyndman/Athanasopoulos, FPP3). Historie: abgeschlossene Monate (UTC), höchstens 60. Dazu ein Backtest auf rollierendem
Ursprung (12 Ursprünge, Horizont 1–12): MASE gegen die saisonal naive Methode (unter 1: besser als sie) und die
Überdeckung beider Intervalle, damit sichtbar ist, ob die Prognose etwas taugt.`,
  })
  @ApiJsonOrSvgOk(ForecastResponseDto, 'Verlauf und Prognose mit Intervallbändern')
  @ApiErrorResponses(400, 401, 403)
  async getForecast(
    @CurrentScope() scope: TenantScope,
    @Query() q: ForecastQueryDto,
    @Headers('accept') accept: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ForecastResponseDto | string> {
    const answer = await this.answerForecast(scope, q);
    if (!wantsSvg(accept)) return answer;
    void reply.type(SVG);
    return forecastChart(answer);
  }

  /** The JSON answer (also what a scheduled report stores). */
  async answerForecast(scope: TenantScope, q: ForecastQueryDto): Promise<ForecastResponseDto> {
    return toForecastResponse(await this.forecast.execute(scope, q.event, q.timeZone ?? 'UTC'));
  }
}
