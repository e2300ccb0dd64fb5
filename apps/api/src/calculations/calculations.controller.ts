import type { TenantId } from '@libs/shared';
import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { WARNING_CODES } from '@libs/subsidy-engine';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { Idempotent } from '../platform/idempotency/idempotent.decorator';
import { CurrentSandbox, CurrentTenant } from '../platform/tenancy/current-tenant.decorator';
import { UuidParamPipe } from '../platform/validation/uuid-param.pipe';
import { CreateCalculation } from './application/create-calculation.use-case';
import { calculationCreatedSignal } from './adapters/calculation-signal';
import { CurrentUsageActor, UsageSignals, type UsageActor } from '../platform/events/usage-signals';
import { GetCalculation } from './application/get-calculation.use-case';
import { CalculationRequestDto } from './dto/calculation.request.dto';
import { CalculationResponseDto, toCalculationResponse } from './dto/calculation.response.dto';
import {
  StoredCalculationResponseDto,
  toStoredCalculationResponse,
} from './dto/stored-calculation.response.dto';

const warningTable = Object.entries(WARNING_CODES)
  .map(([code, text]) => `| \`${code}\` | ${text} |`)
  .join('\n');

const CALCULATION_RULES = `
Berechnungsweg (jeder Schritt steht mit Rechtsquelle in \`breakdown\`): KMU-Klasse nach Empfehlung 2003/361/EG
(die Zahlen entscheiden, nicht die Selbstangabe) → Antragsberechtigung (Status, Frist, Region, Größe, Alter, Branche)
→ Fördersatz (Grundsatz + Größen- und Regionalboni, begrenzt durch \`subsidyRateMax\` und die beihilferechtliche
Höchstintensität) → Betrag (Satz × förderfähige Kosten, gedeckelt durch \`maxAmount\`; unter \`minAmount\` 0)
→ De-minimis-Spielraum (300.000 EUR in drei Jahren, VO (EU) 2023/2831; Agrar 50.000, Fischerei 40.000, DAWI 750.000)
→ Darlehen/Bürgschaften/Beteiligungen: Finanzierungsbetrag, kein Zuschuss (Hinweis) → Forschungszulage (FZulG).
Nicht antragsberechtigt: 0 EUR und Hinweise mit severity \`error\`. Unbekannte \`programId\`: 404 \`PROGRAM_NOT_FOUND\`.
Jede Berechnung wird mandantenbezogen gespeichert (GET /api/v1/calculations/{id}).

| Hinweiscode | Bedeutung |
|---|---|
${warningTable}
`;

@ApiTags('Calculations')
@Controller('api/v1/calculations')
export class CalculationsController {
  constructor(
    private readonly createCalculation: CreateCalculation,
    private readonly getCalculation: GetCalculation,
    private readonly signals: UsageSignals,
  ) {}

  @Post()
  @Idempotent()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'createCalculation',
    summary: 'Förderung berechnen',
    description: CALCULATION_RULES.trim(),
  })
  @ApiOkResponse({ type: CalculationResponseDto })
  @ApiErrorResponses(400, 404)
  async create(
    @CurrentTenant() tenantId: TenantId,
    @CurrentSandbox() sandbox: boolean,
    @CurrentUsageActor() actor: UsageActor,
    @Body() body: CalculationRequestDto,
  ): Promise<CalculationResponseDto> {
    const calculation = await this.createCalculation.execute({
      tenantId,
      programId: body.programId,
      projectBudgetEur: body.projectBudgetEur,
      profile: { ...body.applicantProfile },
      channel: 'calculations',
      sandbox,
    });
    this.signals.emit(calculationCreatedSignal(calculation, actor));
    return toCalculationResponse(calculation);
  }

  @Get(':id')
  @ApiOperation({
    operationId: 'getCalculationById',
    summary: 'Gespeicherte Berechnung',
    description:
      'Nur für den eigenen Mandanten; fremde und unbekannte Ids antworten gleich mit 404, eine Id, die keine ' +
      'UUID ist, mit 400 `INVALID_ID`.',
  })
  @ApiOkResponse({ type: StoredCalculationResponseDto })
  @ApiErrorResponses(404)
  async byId(
    @CurrentTenant() tenantId: TenantId,
    @CurrentSandbox() sandbox: boolean,
    @Param('id', UuidParamPipe) id: string,
  ): Promise<StoredCalculationResponseDto> {
    return toStoredCalculationResponse(await this.getCalculation.execute(tenantId, id, sandbox));
  }
}
