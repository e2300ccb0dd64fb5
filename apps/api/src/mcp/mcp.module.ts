import { Module } from '@nestjs/common';
import { GetProgram } from '@libs/catalogue';
import { Clock } from '@libs/shared';
import { CatalogueModule } from '../catalogue';
import { CreateFundingPlan, FundingPlansModule } from '../funding-plans';
import { ProgramSearchModule, SearchPrograms } from '../program-search';
import { McpEndpoint } from './adapters/mcp-endpoint';
import { McpTools } from './adapters/mcp-tools';
import { McpController } from './mcp.controller';

@Module({
  imports: [CatalogueModule, ProgramSearchModule, FundingPlansModule],
  controllers: [McpController],
  providers: [
    {
      provide: McpTools,
      inject: [SearchPrograms, GetProgram, CreateFundingPlan, Clock],
      useFactory: (s: SearchPrograms, g: GetProgram, p: CreateFundingPlan, c: Clock) =>
        new McpTools(s, g, p, c),
    },
    { provide: McpEndpoint, inject: [McpTools], useFactory: (t: McpTools) => new McpEndpoint(t) },
  ],
})
export class McpModule {}
