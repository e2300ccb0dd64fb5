import { Controller, Get, HttpException, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequireScopes } from '../platform/auth/require-scopes.decorator';
import { bodyOf } from '../platform/errors/global-exception.filter';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { UuidParamPipe } from '../platform/validation/uuid-param.pipe';
import { ProgramSyncStore } from './application/program-sync-store.port';
import { CATALOGUE_SYNC_ERROR_CODES } from './catalogue-sync.error-codes';
import { SyncRunListDto, toSyncRunDto } from './dto/sync-run.response.dto';
import { SyncRunPreviewDto, toPreviewDto } from './dto/sync-run-preview.response.dto';

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

  @Get('sync-runs/:id/preview')
  @ApiOperation({
    operationId: 'getCatalogueSyncRunPreview',
    summary: 'Vorschau eines Importlaufs (Betreiber, Scope operator)',
    description:
      'Was die Prüfung vor dem Anwenden gefunden hat: Zähler (neu, geändert, unverändert), Felder, die in ' +
      'bekannten Programmen leer würden, bis zu fünf Beispiel-Änderungen und die Gründe, aus denen der Lauf ' +
      'zurückgehalten wurde. Für einen zurückgehaltenen Lauf die Grundlage der Entscheidung, ihn mit ' +
      '`npm run cli -- catalogue:import --run <id>` doch anzuwenden. Dasselbe ohne Lauf: `--dry-run`.',
  })
  @ApiOkResponse({ type: SyncRunPreviewDto })
  @ApiErrorResponses(400, 401, 403, 404, 429)
  async preview(@Param('id', UuidParamPipe) id: string): Promise<SyncRunPreviewDto> {
    const run = await this.store.findRun(id);
    if (!run?.preview)
      throw new HttpException(
        bodyOf('CATALOGUE_SYNC_RUN_NOT_FOUND'),
        CATALOGUE_SYNC_ERROR_CODES.CATALOGUE_SYNC_RUN_NOT_FOUND.status,
      );
    return toPreviewDto(run.id, run.status, run.preview);
  }
}
