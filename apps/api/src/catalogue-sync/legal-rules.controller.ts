import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Clock, germanDayOf } from '@libs/shared';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { legalSourcesOf } from '../platform/openapi/legal-source.dto';
import { legalRuleInventory, ruleStatusOn } from './domain/legal-rule-inventory';
import { LegalRulesResponseDto } from './dto/legal-rules.response.dto';

@ApiTags('Legal')
@Controller('api/v2/legal')
export class LegalRulesController {
  constructor(private readonly clock: Clock) {}

  @Get('rules')
  @ApiOperation({
    operationId: 'listLegalRules',
    summary: 'Datierte Rechtsregeln der Berechnung',
    description:
      'Jede datierte Regel, auf der die Berechnung beruht (Höchstbeträge, Fördersätze, AGVO), mit Rechtsquelle, ' +
      'Geltung und verbleibenden Tagen. Regeln, die in höchstens 90 Tagen auslaufen, lösen `legal.rule_expiring` aus.',
  })
  @ApiOkResponse({ type: LegalRulesResponseDto })
  @ApiErrorResponses(401, 403, 429)
  rules(): LegalRulesResponseDto {
    const asOf = germanDayOf(this.clock.now());
    return {
      asOf,
      items: legalRuleInventory().map((r) => ({
        ruleId: r.id,
        title: r.title,
        legalSource: r.legalSource,
        sources: legalSourcesOf(r.legalSource),
        validFrom: r.validFrom,
        validTo: r.validTo,
        ...ruleStatusOn(r, asOf),
      })),
    };
  }
}
