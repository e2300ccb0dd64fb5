import { Module } from '@nestjs/common';
import { FeatureFlagsModule } from '../feature-flags';
import { ConsoleSessions } from './adapters/console-session';
import { ConsoleApiKeysController } from './console-api-keys.controller';
import { ConsoleController } from './console.controller';
import { ConsoleFlagsController } from './console-flags.controller';

/**
 * The web console (issue 15.6, ADR 0021): server-rendered pages at `/console` over the use cases of access
 * (global module: keys, quota, sessions) and feature-flags (imported). It owns no table and no rule.
 */
@Module({
  imports: [FeatureFlagsModule],
  controllers: [ConsoleController, ConsoleApiKeysController, ConsoleFlagsController],
  providers: [ConsoleSessions],
})
export class ConsoleModule {}
