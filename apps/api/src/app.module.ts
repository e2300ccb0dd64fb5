import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { Clock, SystemClock } from '@libs/shared';
import { APP_SCHEMA, FEATURES } from './features';
import type { Feature } from './platform/features/feature';
import { CallGate } from './platform/auth/call-gate';
import { CredentialGuard } from './platform/auth/credential.guard';
import { AppConfigToken, type AppConfig } from './platform/config/app-config';
import { DatabaseModule } from './platform/database/database.module';
import { FastLane } from './platform/http/fast-lane';
import { IdempotencyModule } from './platform/idempotency/idempotency.module';
import { JobsModule } from './platform/jobs/jobs.module';
import { MetricsModule } from './platform/metrics/metrics.module';
import { TenancyModule } from './platform/tenancy/tenancy.module';
import { ApiValidationPipe } from './platform/validation/api-validation.pipe';

/** The composition root: the kernel's modules, then every feature of `FEATURES`. */
@Module({})
export class AppModule {
  /** `features`: every feature; tests may leave one out (e.g. to schedule a job under its name). */
  static forRoot(config: AppConfig, features: readonly Feature[] = FEATURES): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [
        MetricsModule,
        DatabaseModule.forRoot(APP_SCHEMA),
        TenancyModule,
        JobsModule,
        IdempotencyModule,
        ...features.map((f) => f.module),
      ],
      providers: [
        { provide: AppConfigToken, useValue: config },
        // "Now" as a port: tests replace it with a FixedClock (deadlines, rule validity, quota periods).
        { provide: Clock, useClass: SystemClock },
        // Every route needs a credential unless marked @Public(); the access module implements the ports.
        // The guard and the fast lane admit calls through the one CallGate (ADR 0028).
        CallGate,
        { provide: APP_GUARD, useClass: CredentialGuard },
        // The global pipe, one instance for Nest's routes and the fast lane (configure-app.ts installs it).
        { provide: ApiValidationPipe, useValue: new ApiValidationPipe() },
        // Fast routes answered before Nest's pipeline by the same gate and pipe; features add routes.
        FastLane,
      ],
      exports: [AppConfigToken, Clock, CallGate, FastLane],
    };
  }
}
