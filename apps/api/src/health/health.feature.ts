import type { Feature } from '../platform/features/feature';
import { HealthModule } from './health.module';

export const healthFeature: Feature = { name: 'health', module: HealthModule };
