import type { TenantId } from '@libs/shared';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { Idempotent } from '../platform/idempotency/idempotent.decorator';
import { CurrentSandbox, CurrentTenant } from '../platform/tenancy/current-tenant.decorator';
import { CreateCalculation } from './application/create-calculation.use-case';
import { calculationCreatedSignal } from './adapters/calculation-signal';
import { CurrentUsageActor, UsageSignals, type UsageActor } from '../platform/events/usage-signals';
import { KalkulationRequestDto, KalkulationResponseDto, toKalkulationResponse } from './dto/kalkulation.dto';
import { kalkulationProfile } from './dto/kalkulation-profile';

@ApiTags('Calculations')
@Controller('api/v1/kalkulation')
export class KalkulationController {
  constructor(
    private readonly createCalculation: CreateCalculation,
    private readonly signals: UsageSignals,
  ) {}

  @Post()
  @Idempotent()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'createKalkulation',
    summary: 'Einführungsvertrag (Spec 4.4): dieselbe Berechnung in vereinfachter Form',
    description:
      'Rechnet mit derselben Engine wie POST /calculations. Annahmen: ohne Umsatz und Bilanzsumme wird die ' +
      'KMU-Klasse allein nach der Beschäftigtenzahl bestimmt; ohne `bundesland` gilt bei Landesprogrammen das Land ' +
      'des Programms, bei bundesweiten Programmen ein westdeutsches Land (Regelfördersatz, keine Ostförderung). ' +
      '`status: FINAL` heißt: die Berechnung ist abgeschlossen und gespeichert; verbindlich ist erst der ' +
      'Bewilligungsbescheid des Fördergebers. Maßgeblich bleibt der Vertrag von POST /calculations.',
  })
  @ApiOkResponse({ type: KalkulationResponseDto })
  @ApiErrorResponses(400, 404)
  async create(
    @CurrentTenant() tenantId: TenantId,
    @CurrentSandbox() sandbox: boolean,
    @CurrentUsageActor() actor: UsageActor,
    @Body() body: KalkulationRequestDto,
  ): Promise<KalkulationResponseDto> {
    const calculation = await this.createCalculation.execute({
      tenantId,
      programId: body.programId,
      projectBudgetEur: body.investitionssumme,
      profile: (program) => kalkulationProfile(body, program),
      channel: 'kalkulation',
      sandbox,
    });
    this.signals.emit(calculationCreatedSignal(calculation, actor));
    return toKalkulationResponse(calculation);
  }
}
