import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { TermName } from '@libs/term-extraction';
import type { AuthenticatedRequest } from '../platform/auth/authenticated-request';
import { RequireScopes } from '../platform/auth/require-scopes.decorator';
import { RequestValidationError } from '../platform/errors/request-validation.error';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { DEFAULT_PAGE_SIZE } from '../platform/validation/page-query.dto';
import { GetTermReview } from './application/get-term-review.use-case';
import { ReviewTerm, type ReviewDecision } from './application/review-term.use-case';
import { TermReviewStore } from './application/term-review-store.port';
import { inForce, valueProblem, type TermValue } from './domain/term-review';
import {
  ListTermProposalsQueryDto,
  ProgramTermProposalListDto,
  ProgramTermReviewDto,
  ReviewTermRequestDto,
  TermProposalDto,
  toProgramProposalsDto,
  toProposalDto,
} from './dto/term-proposals.dto';

/**
 * The review of terms proposed from imported programs' texts (ADR 0025). The catalogue is global,
 * so only the operator reviews (scope `operator`, like the import runs); a tenant's key gets 403.
 */
@ApiTags('Admin')
@RequireScopes('operator')
@Controller('api/v2/admin/catalogue/term-proposals')
export class TermProposalsController {
  constructor(
    private readonly store: TermReviewStore,
    private readonly review: ReviewTerm,
    private readonly getReview: GetTermReview,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'listTermProposals',
    summary: 'Programme mit Konditionsvorschlägen, nach Konfidenz (Betreiber, Scope operator)',
    description:
      'Aus dem Text importierter Programme vorgeschlagene Konditionen (Fördersatz, Höchst- und Mindestbetrag, ' +
      'Frist, Region, Größe, De-minimis, Zielgruppen, Förderart), je Programm mit Belegsatz, Fundstelle, Regel ' +
      'und Konfidenz. Vorschläge sind keine Fakten: erst bestätigte oder korrigierte Werte gehen in Zahlen ein.',
  })
  @ApiOkResponse({ type: ProgramTermProposalListDto })
  @ApiErrorResponses(400, 401, 403, 429)
  async list(@Query() query: ListTermProposalsQueryDto): Promise<ProgramTermProposalListDto> {
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const offset = query.offset ?? 0;
    const { items, total } = await this.store.listPrograms(query.open !== false, limit, offset);
    return { items: items.map(toProgramProposalsDto), total, limit, offset };
  }

  @Get(':programId')
  @ApiOperation({
    operationId: 'getProgramTermProposals',
    summary: 'Konditionsvorschläge eines Programms mit seinem Text (Betreiber, Scope operator)',
  })
  @ApiOkResponse({ type: ProgramTermReviewDto })
  @ApiErrorResponses(400, 401, 403, 404, 429)
  async get(@Param('programId') programId: string): Promise<ProgramTermReviewDto> {
    const review = await this.getReview.execute(programId);
    return { ...review, proposals: review.proposals.map(toProposalDto) };
  }

  @Post(':programId/:term/decision')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'reviewTermProposal',
    summary: 'Vorschlag bestätigen, korrigieren oder verwerfen (Betreiber, Scope operator)',
    description:
      'Ein bestätigter oder korrigierter Fördersatz, Höchst-, Mindestbetrag oder eine Frist gilt sofort: ' +
      'Berechnung, Matching und Förderpläne rechnen damit und nennen die Herkunft („aus dem Programmtext, ' +
      'bestätigt am … von …“). Verwerfen nimmt einen geltenden Wert zurück. Ein bedingter Vorschlag lässt ' +
      'sich nur korrigieren (409 TERM_PROPOSAL_CONDITIONAL).',
  })
  @ApiOkResponse({ type: TermProposalDto })
  @ApiErrorResponses(400, 401, 403, 404, 409, 429)
  async decide(
    @Req() request: AuthenticatedRequest,
    @Param('programId') programId: string,
    @Param('term') term: string,
    @Body() body: ReviewTermRequestDto,
  ): Promise<TermProposalDto> {
    let decision: ReviewDecision = { action: body.action === 'reject' ? 'reject' : 'confirm' };
    if (body.action === 'correct') {
      const problem = valueProblem(term as TermName, body.value);
      if (problem) throw new RequestValidationError([{ path: ['value'], message: problem }]);
      decision = { action: 'correct', value: body.value as TermValue };
    }
    const reviewed = await this.review.execute({
      programId,
      term: term as TermName,
      decision,
      reviewer: request.principal!.credentialId,
      reviewerLabel: body.reviewer ?? null,
    });
    return { ...toProposalDto(reviewed), inForce: inForce(reviewed) };
  }
}
