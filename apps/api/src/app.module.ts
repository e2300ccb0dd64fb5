import { Module, type DynamicModule } from '@nestjs/common';
import { CatalogueModule } from './catalogue/catalogue.module';
import { HealthModule } from './health/health.module';
import { AppConfigToken, type AppConfig } from './platform/config/app-config';
import { DatabaseModule } from './platform/database/database.module';

/** The composition root. The config is built outside (main.ts from the environment, tests by hand). */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [DatabaseModule.forRoot(), HealthModule, CatalogueModule],
      providers: [{ provide: AppConfigToken, useValue: config }],
      exports: [AppConfigToken],
    };
  }
}
