import { type Type } from '@nestjs/common';
import { GetProgram, amountsKnown, plainTextOf, type Program } from '@libs/catalogue';
import { endOfGermanDay, type Clock, type TenantScope } from '@libs/shared';
import { calculateSubsidy } from '@libs/subsidy-engine';
import { CalculationRequestDto } from '../../calculations';
import { CreateFundingPlan, FundingPlanRequestDto, toFundingPlanResponse } from '../../funding-plans';
import { SearchPrograms, SearchProgramsRequestDto, toSearchResponse } from '../../program-search';
import { toErrorResponse } from '../../platform/errors/global-exception.filter';
import { ApiValidationPipe } from '../../platform/validation/api-validation.pipe';
import { GetProgramToolDto } from '../dto/get-program.tool.dto';
import { UpcomingDeadlinesToolDto } from '../dto/upcoming-deadlines.tool.dto';
import { MCP_TOOLS } from './mcp-tool-schemas';

/** What a tool call answers: JSON for the model to read, and the same as structured content. */
export interface McpToolResult {
  [key: string]: unknown;
  content: Array<{ type: 'text'; text: string }>;
  structuredContent: Record<string, unknown>;
  isError?: boolean;
}

/**
 * The MCP tools over the API's own use cases, always for the caller's tenant and mode: arguments are checked
 * by the same DTOs and German messages as the routes, errors come back as the routes' error bodies
 * (`isError`), never as a protocol failure.
 */
export class McpTools {
  private readonly pipe = new ApiValidationPipe();

  constructor(
    private readonly search: SearchPrograms,
    private readonly programs: GetProgram,
    private readonly plans: CreateFundingPlan,
    private readonly clock: Clock,
  ) {}

  async call(scope: TenantScope, name: string, args: unknown): Promise<McpToolResult> {
    if (!MCP_TOOLS.some((tool) => tool.name === name)) throw new UnknownToolError(name);
    try {
      return ok(await this.run(scope, name, args ?? {}));
    } catch (err) {
      const { body } = toErrorResponse(err);
      return { ...ok(body as unknown as Record<string, unknown>), isError: true };
    }
  }

  private async run(scope: TenantScope, name: string, args: unknown): Promise<Record<string, unknown>> {
    switch (name) {
      case 'search_programs': {
        const query = await this.check(SearchProgramsRequestDto, args);
        return { ...toSearchResponse(await this.search.execute(scope.tenantId, query)) };
      }
      case 'get_program': {
        const { id } = await this.check(GetProgramToolDto, args);
        return programFacts(await this.programs.execute(scope.tenantId, id));
      }
      case 'calculate_subsidy': {
        const input = await this.check(CalculationRequestDto, args);
        const program = await this.programs.execute(scope.tenantId, input.programId);
        const result = calculateSubsidy({
          program,
          profile: { ...input.applicantProfile },
          projectBudgetEur: input.projectBudgetEur,
          referenceDate: this.clock.now(),
        });
        return { ...result };
      }
      case 'plan_funding': {
        const request = await this.check(FundingPlanRequestDto, args);
        return { ...toFundingPlanResponse(await this.plans.execute(scope, request)) };
      }
      case 'upcoming_deadlines': {
        const { days = 30, region, limit = 20 } = await this.check(UpcomingDeadlinesToolDto, args);
        const page = await this.search.execute(scope.tenantId, {
          closingWithinDays: days,
          openNow: true,
          region,
          sort: 'deadline',
          limit,
        });
        return { ...toSearchResponse(page) };
      }
      default:
        throw new UnknownToolError(name);
    }
  }

  private async check<T extends object>(dto: Type<T>, args: unknown): Promise<T> {
    return (await this.pipe.transform(args, { type: 'body', metatype: dto })) as T;
  }
}

/** A tool name `tools/list` does not offer (answered as the protocol's error, not a tool result). */
export class UnknownToolError extends Error {
  constructor(readonly tool: string) {
    super(`Unbekanntes Werkzeug: ${tool}`);
  }
}

function ok(data: Record<string, unknown>): McpToolResult {
  return { content: [{ type: 'text', text: JSON.stringify(data) }], structuredContent: data };
}

function programFacts(p: Program): Record<string, unknown> {
  return {
    id: p.id,
    name: p.name,
    shortName: p.shortName,
    provider: p.provider,
    providerDetail: p.providerDetail,
    category: p.category,
    level: p.level,
    status: p.status,
    description: plainTextOf(p.description),
    maxAmount: p.maxAmount,
    amountsKnown: amountsKnown(p),
    minAmount: p.minAmount,
    subsidyRateMax: p.subsidyRateMax,
    deminimis: p.deminimis,
    targetGroups: p.targetGroups,
    eligibleRegions: p.eligibleRegions,
    phases: p.phases,
    applicationDeadline: p.applicationDeadline ? endOfGermanDay(p.applicationDeadline).toISOString() : null,
    sourceUrl: p.source.url,
  };
}
