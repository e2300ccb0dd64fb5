import { Injectable } from '@nestjs/common';
import { HealthIndicatorService, type HealthIndicatorResult } from '@nestjs/terminus';
import { VideoTools } from '../../video';

/**
 * Reports whether this instance can render videos (ffmpeg, espeak-ng, DejaVu fonts). Always `up`: the service
 * is ready without them, only the video routes answer 503 `VIDEO_UNAVAILABLE` (ADR 0020).
 */
@Injectable()
export class VideoHealthIndicator {
  constructor(
    private readonly tools: VideoTools,
    private readonly health: HealthIndicatorService,
  ) {}

  check(key = 'video'): HealthIndicatorResult {
    return this.health.check(key).up({ available: this.tools.available(), ...this.tools.status() });
  }
}
