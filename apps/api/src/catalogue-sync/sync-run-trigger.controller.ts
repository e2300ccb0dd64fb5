import { Controller, HttpCode, HttpException, Inject, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AppConfigToken, type AppConfig } from '../platform/config/app-config';
import { configSection } from '../platform/config/config-section';
import { RequireScopes } from '../platform/auth/require-scopes.decorator';
import { bodyOf } from '../platform/errors/global-exception.filter';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { ImportDump } from './application/import-dump.use-case';
import { ImportAlreadyRunningError } from './application/program-sync-store.port';
import type { CatalogueSyncConfig } from './catalogue-sync.config';
import { CATALOGUE_SYNC_ERROR_CODES } from './catalogue-sync.error-codes';
import { SyncRunDto, toSyncRunDto } from './dto/sync-run.response.dto';

/**
 * The operator's re-sync now: the scheduled `program-sync` runs once per slot (a day), so a
 * same-day re-import was impossible. This runs the import of `PROGRAM_SYNC_SOURCE_URL` at once, with all
 * its checks (a held run stays held; the same file is recognised and skipped), one import at a time.
 */
@ApiTags('Admin')
@RequireScopes('operator')
@Controller('api/v2/admin/catalogue')
export class SyncRunTriggerController {
  constructor(
    private readonly importDump: ImportDump,
    @Inject(AppConfigToken) private readonly config: AppConfig,
  ) {}

  @Post('sync-runs')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'startCatalogueSyncRun',
    summary: 'Import der Förderdatenbank jetzt starten (Betreiber, Scope operator)',
    description:
      'Importiert `PROGRAM_SYNC_SOURCE_URL` sofort, auch wenn der geplante Lauf des Tages schon war, und ' +
      'antwortet mit dem Lauf, sobald er beendet ist (bei 2.500 Programmen einige Sekunden). Alle Prüfungen ' +
      'gelten: ein auffälliger Lauf wird zurückgehalten (`refused`), dieselbe Datei übersprungen (`skipped`). ' +
      '409 `CATALOGUE_SYNC_RUNNING`, wenn gerade ein Import läuft; 409 `CATALOGUE_SYNC_SOURCE_MISSING` ohne ' +
      'konfigurierte Quelle.',
  })
  @ApiOkResponse({ type: SyncRunDto })
  @ApiErrorResponses(401, 403, 409, 429)
  async start(): Promise<SyncRunDto> {
    const source = configSection<CatalogueSyncConfig>(this.config, 'catalogueSync')?.sourceUrl ?? null;
    if (!source) throw conflict('CATALOGUE_SYNC_SOURCE_MISSING');
    try {
      return toSyncRunDto(await this.importDump.execute(source));
    } catch (err) {
      if (err instanceof ImportAlreadyRunningError) throw conflict('CATALOGUE_SYNC_RUNNING');
      throw err;
    }
  }
}

const conflict = (code: 'CATALOGUE_SYNC_SOURCE_MISSING' | 'CATALOGUE_SYNC_RUNNING') =>
  new HttpException(bodyOf(code), CATALOGUE_SYNC_ERROR_CODES[code].status);
