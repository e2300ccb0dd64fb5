import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { TenantEntitlements } from '../access';
import { Idempotent } from '../platform/idempotency/idempotent.decorator';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { CurrentScope, type TenantScope } from '../platform/tenancy/current-tenant.decorator';
import { requireTaxAndAccountingExports } from './application/datev-elster-entitlement';
import { ElsterTransmitter } from './application/elster-transmitter.port';
import { PrepareForschungszulage } from './application/prepare-forschungszulage.use-case';
import {
  ElsterCapabilityResponseDto,
  ElsterFilingPackageResponseDto,
  ElsterFilingRequestDto,
} from './dto/elster.dto';

/**
 * No `admin` scope: preparing a filing connects nothing and stores nothing (ADR 0018). The plan gates the
 * package; what the integration can do (`GET`) is open to every plan, so that a client can find out.
 */
@ApiTags('Integrationen')
@Controller('api/v2/integrations/elster')
export class ElsterController {
  constructor(
    private readonly transmitter: ElsterTransmitter,
    private readonly prepare: PrepareForschungszulage,
    private readonly plans: TenantEntitlements,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'getElsterCapability',
    summary: 'Was die ELSTER-Anbindung kann (Übermittlung: nicht verfügbar, und warum)',
  })
  @ApiOkResponse({ type: ElsterCapabilityResponseDto })
  @ApiErrorResponses(401, 403)
  capability(): ElsterCapabilityResponseDto {
    return this.transmitter.capability();
  }

  @Post()
  @Idempotent()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'prepareElsterFiling',
    summary: 'Antrag auf Forschungszulage vorbereiten (nicht übermitteln)',
    description: `Berechnet mit den FZulG-Regeln der Engine (Höchstbemessungsgrundlage nach Stichtag, 25 % bzw. 35 % für KMU)
die voraussichtliche Forschungszulage aus den Aufwendungen des Wirtschaftsjahres (Auftragsforschung zu 70 %) und liefert ein
Antragspaket: Beträge mit Rechtsgrundlage, Ausfüllhilfe je Feld für Mein ELSTER, Prüfungen (Bescheinigung der BSFZ, Höchstbeträge)
und ein druckbares Dokument. \`transmitted\` ist immer false: den Antrag stellt der Antragsteller in Mein ELSTER.
Nicht im Tarif Free (403).`,
  })
  @ApiOkResponse({ type: ElsterFilingPackageResponseDto })
  @ApiErrorResponses(400, 401, 403)
  async file(
    @CurrentScope() scope: TenantScope,
    @Body() body: ElsterFilingRequestDto,
  ): Promise<ElsterFilingPackageResponseDto> {
    await requireTaxAndAccountingExports(this.plans, scope.tenantId);
    return this.prepare.execute(scope.tenantId, {
      fiscalYear: body.fiscalYear,
      bsfzVorhabenIds: body.bsfzVorhabenIds,
      expenses: { ...body.expenses },
      applicantProfile: { ...body.applicantProfile },
    });
  }
}
