import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { TenantEntitlements } from '../access';
import { Idempotent } from '../platform/idempotency/idempotent.decorator';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { CurrentScope, type TenantScope } from '../platform/tenancy/current-tenant.decorator';
import { requireTaxAndAccountingExports } from './application/datev-elster-entitlement';
import { ExportDatev } from './application/export-datev.use-case';
import { DatevExportRequestDto, DatevExportResponseDto } from './dto/datev-export.dto';

/**
 * No `admin` scope: the export connects nothing and stores nothing, it only reads the tenant's DATEV settings
 * (ADR 0018); the plan gates it.
 */
@ApiTags('Integrationen')
@Controller('api/v2/integrations/datev')
export class DatevController {
  constructor(
    private readonly exportDatev: ExportDatev,
    private readonly plans: TenantEntitlements,
  ) {}

  @Post('export')
  @Idempotent()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'exportDatev',
    summary: 'Bewilligte Zuschüsse als DATEV-Buchungsstapel (EXTF) exportieren',
    description: `Eine EXTF-Datei (Kopf \`"EXTF";700;21;"Buchungsstapel";13;…\`, Spaltenzeile, eine Buchung je Bescheid:
Konto an Gegenkonto aus den Konten des Mandanten, Belegdatum TTMM, Belegfeld 1 = Aktenzeichen) in Windows-1252 mit CRLF,
samt Prüfbericht. Nummern, Wirtschaftsjahr, Sachkontenlänge, SKR und Konten kommen aus den DATEV-Einstellungen
(\`PUT /api/v2/integrations/datev/settings\`); jedes Feld, das die Anfrage angibt, gilt vor der Einstellung. Fehlt ein
Feld in beiden: 409 \`DATEV_SETTINGS_INCOMPLETE\` mit den fehlenden Feldern. Verletzt eine Buchung das Format (etwa ein
Zeichen, das es in Windows-1252 nicht gibt), wird nichts exportiert: 422 \`DATEV_EXPORT_INVALID\` nennt jede Zeile und
jedes Feld. Nicht im Tarif Free (403).`,
  })
  @ApiOkResponse({ type: DatevExportResponseDto })
  @ApiErrorResponses(400, 401, 403, 409, 422)
  async export(
    @CurrentScope() scope: TenantScope,
    @Body() body: DatevExportRequestDto,
  ): Promise<DatevExportResponseDto> {
    await requireTaxAndAccountingExports(this.plans, scope.tenantId);
    const result = await this.exportDatev.execute(scope, body);
    return {
      fileName: result.fileName,
      contentType: 'text/csv; charset=windows-1252',
      contentBase64: result.bytes.toString('base64'),
      report: result.report,
    };
  }
}
