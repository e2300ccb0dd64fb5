import type { Feature } from '../platform/features/feature';
import { VIDEO_DATA_INVENTORY } from './persistence/video.data-inventory';
import { CreateVideoJobs1763721000000 } from './persistence/migrations/1763721000000-create-video-jobs';
import { VIDEO_CONFIG } from './video.config';
import { VIDEO_ERROR_CODES } from './video.error-codes';
import { VIDEO_EVENT_TYPES } from './video.event-types';
import { VideoModule } from './video.module';

export const videoFeature: Feature = {
  name: 'video',
  module: VideoModule,
  config: VIDEO_CONFIG,
  migrations: [CreateVideoJobs1763721000000],
  errorCodes: VIDEO_ERROR_CODES,
  eventTypes: VIDEO_EVENT_TYPES,
  dataInventory: VIDEO_DATA_INVENTORY,
};
