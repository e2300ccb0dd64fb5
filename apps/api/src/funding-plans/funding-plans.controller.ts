import { Body, Controller, Get, Header, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PLAN_CODES } from '@libs/funding-plans';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { Idempotent } from '../platform/idempotency/idempotent.decorator';
import { CurrentScope, type TenantScope } from '../platform/tenancy/current-tenant.decorator';
import { UuidParamPipe } from '../platform/validation/uuid-param.pipe';
import { CreateFundingPlan } from './application/create-funding-plan.use-case';
import { GetFundingPlan } from './application/get-funding-plan.use-case';
import { renderSummary } from './application/render-summary';
import { FundingPlanRequestDto } from './dto/funding-plan.request.dto';
import { FundingPlanResponseDto, toFundingPlanResponse } from './dto/funding-plan.response.dto';

const codeTable = Object.entries(PLAN_CODES)
  .map(([code, text]) => `| \`${code}\` | ${text} |`)
  .join('\n');

const PLAN_RULES = `
Die beste rechtmäßige Kombination von Programmen für ein Projekt. Ablauf (jede Entscheidung steht mit Code,
deutscher Erläuterung und Rechtsquelle im Ergebnis):
KMU-Klasse mit verbundenen (> 50 %, voll) und Partnerunternehmen (25-50 %, anteilig), Empfehlung 2003/361/EG
Anhang Art. 3 und 6 → harte Filter des Katalogs (Status, Frist am Antragstag, Region, Größe, Alter, Branche) →
Anreizeffekt (Antrag vor Vorhabensbeginn, AGVO Art. 6; nicht für die Forschungszulage, Art. 6 Abs. 4) →
Höchstintensität je Programm (Fördergebietskarte des Kreises + KMU-Zuschlag; AGVO Art. 25 mit/ohne wirksame
Zusammenarbeit; übrige Artikel) → Darlehen und Bürgschaften mit ihrem Bruttosubventionsäquivalent
(Referenzzinsmethode, Mitteilung 2008/C 14/02; EU-Basissatz als datierte Daten oder \`baseRatePercent\`) →
exakte Suche über alle Kombinationen: Kumulierung je Kostenart unter der höchsten anwendbaren Intensität
(AGVO Art. 8 Abs. 3, mit De-minimis Art. 8 Abs. 5; gekürzt werden zuerst Zuschüsse, zuletzt die Zulage),
De-minimis-Spielraum je Verordnung über drei Jahre ab den Bewilligungsdaten, in Antragsreihenfolge
(VO (EU) 2023/2831 Art. 3), gegenseitige Ausschlüsse, Mindestbeträge. Ziel: höchster Beihilfewert, dann
höchstes Darlehensvolumen, dann weniger Programme. Alternativen nennen, warum sie schlechter sind.
Neue Felder gegenüber v1: \`company.relations\`, \`company.deminimisGrants\`, \`project\` (Beginn, Antragstag,
Land, Kreis, Kosten je Art, Forschungskategorie, Zusammenarbeit). Gespeichert je Mandant; Ereignis
\`funding_plan.created\`. Der Tarif begrenzt die Kandidaten der exakten Suche (Free 12, Developer 16, Scale 20,
Unlimited 24; darüber \`CANDIDATE_LIMIT\`).

| Code | Bedeutung |
|---|---|
${codeTable}
`;

@ApiTags('Funding plans')
@Controller('api/v2/funding-plans')
export class FundingPlansController {
  constructor(
    private readonly createPlan: CreateFundingPlan,
    private readonly getPlan: GetFundingPlan,
  ) {}

  @Post()
  @Idempotent()
  @ApiOperation({
    operationId: 'createFundingPlan',
    summary: 'Förderplan berechnen',
    description: PLAN_RULES.trim(),
  })
  @ApiCreatedResponse({ type: FundingPlanResponseDto })
  @ApiErrorResponses(400, 401, 404, 429)
  async create(
    @CurrentScope() scope: TenantScope,
    @Body() body: FundingPlanRequestDto,
  ): Promise<FundingPlanResponseDto> {
    return toFundingPlanResponse(await this.createPlan.execute(scope, body));
  }

  @Get(':id')
  @ApiOperation({
    operationId: 'getFundingPlan',
    summary: 'Gespeicherter Förderplan',
    description:
      'Nur für den eigenen Mandanten und Modus; fremde und unbekannte Ids antworten gleich mit 404.',
  })
  @ApiOkResponse({ type: FundingPlanResponseDto })
  @ApiErrorResponses(400, 401, 404, 429)
  async byId(
    @CurrentScope() scope: TenantScope,
    @Param('id', UuidParamPipe) id: string,
  ): Promise<FundingPlanResponseDto> {
    return toFundingPlanResponse(await this.getPlan.execute(scope, id));
  }

  @Get(':id/summary')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @ApiOperation({
    operationId: 'getFundingPlanSummary',
    summary: 'Druckbare Zusammenfassung (HTML)',
    description:
      'Für die Übergabe an das Unternehmen: Programme, Beträge, Bedingungen, Fristen, was zuerst zu beantragen ist. Drucken bzw. „Als PDF speichern“ im Browser.',
  })
  @ApiOkResponse({ description: 'HTML-Seite', content: { 'text/html': { schema: { type: 'string' } } } })
  @ApiErrorResponses(400, 401, 404, 429)
  async summary(@CurrentScope() scope: TenantScope, @Param('id', UuidParamPipe) id: string): Promise<string> {
    return renderSummary(await this.getPlan.execute(scope, id));
  }
}
