import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, type HealthCheckResult } from '@nestjs/terminus';
import { Public } from '../platform/auth/public.decorator';
import { DatabaseHealthIndicator } from './adapters/database.health';
import { VideoHealthIndicator } from './adapters/video.health';

@Public()
@ApiTags('Health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: DatabaseHealthIndicator,
    private readonly video: VideoHealthIndicator,
  ) {}

  @Get()
  @HealthCheck()
  @ApiOperation({ operationId: 'health', summary: 'Liveness: der Prozess läuft.' })
  live(): Promise<HealthCheckResult> {
    return this.health.check([]);
  }

  @Get('ready')
  @HealthCheck()
  @ApiOperation({
    operationId: 'healthReady',
    summary:
      'Readiness: die Datenbank antwortet (sonst 503); `video` meldet, ob Videos gerendert werden können.',
  })
  ready(): Promise<HealthCheckResult> {
    return this.health.check([() => this.database.check(), () => this.video.check()]);
  }
}
