import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { VideoModule } from '../video';
import { DatabaseHealthIndicator } from './adapters/database.health';
import { VideoHealthIndicator } from './adapters/video.health';
import { HealthController } from './health.controller';

@Module({
  imports: [TerminusModule.forRoot({ logger: false }), VideoModule],
  controllers: [HealthController],
  providers: [DatabaseHealthIndicator, VideoHealthIndicator],
})
export class HealthModule {}
