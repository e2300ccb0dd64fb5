import { Global, Module } from '@nestjs/common';
import { AppConfigToken, type AppConfig } from '../config/app-config';
import { AppMetrics } from './app-metrics';
import { KernelGauges } from './kernel-gauges';

/** The instance's metrics, for the kernel and every feature's adapters (ADR 0024). */
@Global()
@Module({
  providers: [
    {
      provide: AppMetrics,
      inject: [AppConfigToken],
      useFactory: (config: AppConfig) => new AppMetrics(config.metricsToken ?? null),
    },
    KernelGauges,
  ],
  exports: [AppMetrics],
})
export class MetricsModule {}
