import { Module, type DynamicModule } from '@nestjs/common';
import { Clock, SystemClock } from '@libs/shared';
import { CalculationsModule } from './calculations/calculations.module';
import { CatalogueModule } from './catalogue/catalogue.module';
import { HealthModule } from './health/health.module';
import { MatchingModule } from './matching/matching.module';
import { DeveloperModule } from './developer/developer.module';
import { AuthModule } from './platform/auth/auth.module';
import { AppConfigToken, type AppConfig } from './platform/config/app-config';
import { DatabaseModule } from './platform/database/database.module';
import { JobsModule } from './platform/jobs/jobs.module';
import { WebhooksModule } from './webhooks/webhooks.module';

/** The composition root. The config is built outside (main.ts from the environment, tests by hand). */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        DatabaseModule.forRoot(),
        JobsModule,
        WebhooksModule,
        AuthModule,
        DeveloperModule,
        HealthModule,
        CatalogueModule,
        CalculationsModule,
        MatchingModule,
      ],
      providers: [
        { provide: AppConfigToken, useValue: config },
        // "Now" as a port: tests replace it with a FixedClock (deadlines, rule validity, quota periods).
        { provide: Clock, useClass: SystemClock },
      ],
      exports: [AppConfigToken, Clock],
    };
  }
}
