import type { Feature } from '../platform/features/feature';
import { MatchingModule } from './matching.module';

export const matchingFeature: Feature = { name: 'matching', module: MatchingModule };
