import { Module } from '@nestjs/common';
import { ProgramDetailsModule, TermReviewModule } from '../catalogue-sync';
import { FeatureFlagsModule } from '../feature-flags';
import { ProgramSearchModule } from '../program-search';
import { ConsoleProgramsController } from './console-programs.controller';
import { ConsoleSessions } from './adapters/console-session';
import { ConsoleApiKeysController } from './console-api-keys.controller';
import { ConsoleController } from './console.controller';
import { ConsoleFlagsController } from './console-flags.controller';
import { ConsoleTermReviewController } from './console-term-review.controller';

/**
 * The web console (ADR 0021): server-rendered pages at `/console` over the use cases of access
 * (global module: keys, quota, sessions), feature-flags, the program search and catalogue-sync's term review
 * and details read (its `TermReviewModule` and `ProgramDetailsModule` only: not the import's jobs). It owns no table and no rule.
 */
@Module({
  imports: [FeatureFlagsModule, ProgramSearchModule, TermReviewModule, ProgramDetailsModule],
  controllers: [
    ConsoleController,
    ConsoleApiKeysController,
    ConsoleFlagsController,
    ConsoleProgramsController,
    ConsoleTermReviewController,
  ],
  providers: [ConsoleSessions],
})
export class ConsoleModule {}
