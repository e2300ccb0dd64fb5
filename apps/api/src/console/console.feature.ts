import type { Feature } from '../platform/features/feature';
import { ConsoleModule } from './console.module';

/** The web console: pages only, no tables, no error codes of its own (it shows the use cases' ones). */
export const consoleFeature: Feature = {
  name: 'console',
  module: ConsoleModule,
};
