import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequireScopes } from '../platform/auth/require-scopes.decorator';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { ProgramSyncStore } from './application/program-sync-store.port';
import { SyncRunListDto, toSyncRunDto } from './dto/sync-run.response.dto';

const RUNS_SHOWN = 50;

/** The import runs for the operator: counts, refused partial runs and curated changes to review. */
@ApiTags('Admin')
@RequireScopes('operator')
@Controller('api/v2/admin/catalogue')
export class SyncRunsController {
  constructor(private readonly store: ProgramSyncStore) {}

  @Get('sync-runs')
  @ApiOperation({
    operationId: 'listCatalogueSyncRuns',
    summary: 'Importläufe der Förderdatenbank (Betreiber, Scope operator)',
    description:
      'Jeder Lauf mit Zählern (neu, geändert, unverändert, ausgelaufen, verworfen), zurückgehaltenen ' +
      'Teil-Läufen (`refused`) und Änderungen kuratierter Programme zur Prüfung (`review`).',
  })
  @ApiOkResponse({ type: SyncRunListDto })
  @ApiErrorResponses(401, 403, 429)
  async list(): Promise<SyncRunListDto> {
    return { items: (await this.store.listRuns(RUNS_SHOWN)).map(toSyncRunDto) };
  }
}
