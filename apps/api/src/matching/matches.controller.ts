import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SCORE_WEIGHTS } from '@libs/matcher';
import type { FastifyReply } from 'fastify';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { CurrentScope, type TenantScope } from '../platform/tenancy/current-tenant.decorator';
import { CurrentUsageActor, type UsageActor } from '../platform/events/usage-signals';
import { MatchAnswers } from './adapters/match-answers';
import { MatchRequestDto } from './dto/match.request.dto';
import { MatchResponseDto } from './dto/match.response.dto';

const MATCHING_RULES = `
Liefert nur Programme, die der Antragsteller tatsächlich bekommen kann. Ausgeschlossen sind: Status
\`ausgelaufen\` oder \`inaktiv\`, abgelaufene Antragsfrist, Programme eines anderen Bundeslands, ausgeschlossene
Größenklasse (nach den Kennzahlen, Empfehlung 2003/361/EG), Beschäftigtenzahl oder Unternehmensalter, ausgeschlossene
Branche (WZ/NACE), verbrauchter De-minimis-Freibetrag, beihilferechtliche Höchstintensität 0 für die Größenklasse,
und Förderarten außerhalb von \`categories\`. \`total\` zählt alle passenden Programme vor \`limit\`.

\`score\` (0-100) ist die Summe gewichteter Kriterien:

| Kriterium | Punkte | Bewertet |
|---|---|---|
| Betrag | ${SCORE_WEIGHTS.amount} | Schätzung der Förderung für ein typisches Projektbudget der Größenklasse und Förderart, logarithmisch (1.000 EUR = 0, 10 Mio. EUR = voll); Darlehen, Bürgschaften, Beteiligungen zählen nur mit einem Bruchteil |
| Passgenauigkeit | ${SCORE_WEIGHTS.specificity} | Landesprogramm des eigenen Landes vor bundesweitem; Zielgruppe nennt Größenklasse, KMU oder junge Unternehmen; Phase passt zum Unternehmensalter |
| Vollständigkeit | ${SCORE_WEIGHTS.completeness} | je fehlender Angabe, die das Programm prüfen müsste, 5 Punkte weniger |
| Frist | ${SCORE_WEIGHTS.deadline} | ohne Frist voll, sonst anteilig bis 180 Tage Restzeit; angekündigte Programme 3 |
| De-minimis | ${SCORE_WEIGHTS.deminimis} | keine De-minimis-Beihilfe voll, sonst Anteil des freien Freibetrags |

Reihenfolge: \`score\` absteigend, dann geschätzter (gewichteter) Betrag absteigend, dann \`programId\` aufsteigend.
\`reasons\`: kurze Sätze, der stärkste zuerst, fehlende Angaben zuletzt. Katalogänderungen wirken nach höchstens 5 Sekunden.
`;

const JSON_TYPE = 'application/json; charset=utf-8';

@ApiTags('Matching')
@Controller('api/v1/matches')
export class MatchesController {
  constructor(private readonly matches: MatchAnswers) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'findMatches',
    summary: 'Passende Förderprogramme finden',
    description: MATCHING_RULES.trim(),
  })
  @ApiOkResponse({ type: MatchResponseDto })
  @ApiErrorResponses(400, 401, 429)
  async find(
    @CurrentScope() scope: TenantScope,
    @CurrentUsageActor() actor: UsageActor,
    @Body() body: MatchRequestDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const { result, body: bytes } = await this.matches.answer(scope, body);
    this.matches.answered(scope, actor, body, result);
    void reply.header('content-type', JSON_TYPE);
    return bytes;
  }
}
