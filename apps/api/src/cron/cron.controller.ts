import { Controller, Get, HttpException, Param, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { Clock } from '@libs/shared';
import type { FastifyReply } from 'fastify';
import { Public } from '../platform/auth/public.decorator';
import { ErrorResponseDto } from '../platform/errors/error-response.dto';
import { bodyOf } from '../platform/errors/global-exception.filter';
import { ScheduledJobs } from '../platform/jobs/scheduled-jobs.port';
import type { CronJobName } from './domain/cron-jobs';
import { CRON_ERROR_CODES } from './cron.error-codes';
import { CronGuardResponses, TriggerOperation } from './dto/cron-trigger.operation';
import { CronTriggerGuard } from './adapters/cron-trigger.guard';
import { CronRunResponseDto, toCronRunResponse } from './dto/cron-run.response.dto';

const RUNS_PATH = '/api/v2/cron/runs';

/**
 * The scheduled-job triggers of spec 4.3 (ADR 0010). A trigger only queues the run of the current slot; the
 * same jobs run on their schedule without it, so an external scheduler is optional.
 */
@ApiTags('Scheduled jobs')
@Public()
@UseGuards(CronTriggerGuard)
@ApiSecurity('CronSecret')
@ApiSecurity('BearerAuth')
@ApiSecurity('ApiKeyHeader')
@CronGuardResponses()
@Controller('api/v2/cron')
export class CronController {
  constructor(
    private readonly jobs: ScheduledJobs,
    private readonly clock: Clock,
  ) {}

  @Get('legal-monitoring')
  @TriggerOperation('legal-monitoring', 'triggerLegalMonitoring')
  legalMonitoring(@Res({ passthrough: true }) reply: FastifyReply): Promise<CronRunResponseDto> {
    return this.trigger('legal-monitoring', reply);
  }

  @Get('program-sync')
  @TriggerOperation('program-sync', 'triggerProgramSync')
  programSync(@Res({ passthrough: true }) reply: FastifyReply): Promise<CronRunResponseDto> {
    return this.trigger('program-sync', reply);
  }

  @Get('scheduled-reports')
  @TriggerOperation('scheduled-reports', 'triggerScheduledReports')
  scheduledReports(@Res({ passthrough: true }) reply: FastifyReply): Promise<CronRunResponseDto> {
    return this.trigger('scheduled-reports', reply);
  }

  @Get('weekly-digest')
  @TriggerOperation('weekly-digest', 'triggerWeeklyDigest')
  weeklyDigest(@Res({ passthrough: true }) reply: FastifyReply): Promise<CronRunResponseDto> {
    return this.trigger('weekly-digest', reply);
  }

  @Get('data-retention')
  @TriggerOperation('data-retention', 'triggerDataRetention')
  dataRetention(@Res({ passthrough: true }) reply: FastifyReply): Promise<CronRunResponseDto> {
    return this.trigger('data-retention', reply);
  }

  @Get('runs/:id')
  @ApiOperation({
    operationId: 'getCronRun',
    summary: 'Lauf eines geplanten Jobs',
    description:
      'Zustand eines Laufs: `queued`, `running`, dann `succeeded` oder `failed` mit Start, Ende, Zählern und Fehler.',
  })
  @ApiParam({ name: 'id', schema: { type: 'string', format: 'uuid' } })
  @ApiOkResponse({ type: CronRunResponseDto })
  @ApiResponse({ status: 404, description: '`CRON_RUN_NOT_FOUND`.', type: ErrorResponseDto })
  async run(@Param('id') id: string): Promise<CronRunResponseDto> {
    const run = await this.jobs.findRun(id);
    if (!run)
      throw new HttpException(bodyOf('CRON_RUN_NOT_FOUND'), CRON_ERROR_CODES.CRON_RUN_NOT_FOUND.status);
    return toCronRunResponse(run);
  }

  /** 202 for the run this call queued, 200 for the slot's existing run; both point at the run. */
  private async trigger(name: CronJobName, reply: FastifyReply): Promise<CronRunResponseDto> {
    if (!this.jobs.isScheduled(name))
      throw new HttpException(bodyOf('JOB_NOT_AVAILABLE'), CRON_ERROR_CODES.JOB_NOT_AVAILABLE.status);
    const { run, created } = await this.jobs.trigger(name, 'http', this.clock.now());
    void reply.status(created ? 202 : 200).header('location', `${RUNS_PATH}/${run.id}`);
    return toCronRunResponse(run);
  }
}
