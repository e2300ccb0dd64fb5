import { Controller, Get, Param, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { containsEmailAddress } from '@libs/shared';
import {
  GetTermReview,
  ReviewTerm,
  TermReviewStore,
  valueProblem,
  type ReviewDecision,
  type TermValue,
} from '../catalogue-sync';
import { Public } from '../platform/auth/public.decorator';
import { RequestValidationError } from '../platform/errors/request-validation.error';
import { consoleUserWith } from './adapters/console-access';
import { ConsoleSessions, type ConsoleUser } from './adapters/console-session';
import { redirect, refusal, sendHtml } from './adapters/console-http';
import { html } from './adapters/views/html';
import { layout, type Notice } from './adapters/views/layout';
import { termReviewListPage, termReviewPage } from './adapters/views/term-review.view';

const PAGE = '/console/term-proposals';
const PAGE_SIZE = 50;
const DENIED = html`<p>Konditionen prüft der Betreiber (Scope <code>operator</code>).</p>`;
const DONE: Record<string, string> = {
  confirm: 'Wert bestätigt: er gilt ab sofort.',
  correct: 'Wert korrigiert: der korrigierte Wert gilt ab sofort.',
  reject: 'Vorschlag verworfen.',
};

/**
 * The review of terms proposed from imported programs' texts: the same use cases as
 * `/api/v2/admin/catalogue/term-proposals`, for the operator only (the catalogue is every tenant's).
 */
@ApiExcludeController()
@Public()
@Controller('console/term-proposals')
export class ConsoleTermReviewController {
  constructor(
    private readonly sessions: ConsoleSessions,
    private readonly store: TermReviewStore,
    private readonly getReview: GetTermReview,
    private readonly review: ReviewTerm,
  ) {}

  @Get()
  async list(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const user = await this.operator(request, reply);
    if (!user) return;
    const raw = Number((request.query as Record<string, unknown>).offset ?? 0);
    const offset = Number.isInteger(raw) && raw >= 0 && raw <= 1_000_000 ? raw : 0;
    const { items, total } = await this.store.listPrograms(true, PAGE_SIZE, offset);
    const next = offset + PAGE_SIZE < total ? `${PAGE}?offset=${offset + PAGE_SIZE}` : null;
    sendHtml(reply, 200, termReviewListPage(this.ctx(user), items, total, next));
  }

  @Get(':programId')
  async show(
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Param('programId') programId: string,
  ): Promise<void> {
    const user = await this.operator(request, reply);
    if (!user) return;
    const done = (request.query as Record<string, unknown>).erledigt;
    const notice: Notice | undefined =
      typeof done === 'string' && DONE[done] ? { kind: 'success', text: DONE[done] } : undefined;
    await this.render(reply, user, programId, 200, notice);
  }

  @Post(':programId/:term')
  async decide(
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Param('programId') programId: string,
    @Param('term') term: string,
  ): Promise<void> {
    const user = await this.operator(request, reply, true);
    if (!user) return;
    const form = (request.body ?? {}) as Record<string, string>;
    try {
      const decision = decisionOf(term, form.action, form.value);
      const reviewerLabel = labelOf(form.reviewer);
      await this.review.execute({
        programId,
        term: term as Parameters<ReviewTerm['execute']>[0]['term'],
        decision,
        reviewer: user.principal.credentialId,
        reviewerLabel,
      });
      redirect(
        reply,
        `${PAGE}/${encodeURIComponent(programId)}?erledigt=${decision.action}#vorschlag-${term}`,
      );
    } catch (error) {
      const { status, notice } = refusal(error);
      await this.render(reply, user, programId, status, notice);
    }
  }

  private async render(
    reply: FastifyReply,
    user: ConsoleUser,
    programId: string,
    status: number,
    notice?: Notice,
  ): Promise<void> {
    try {
      sendHtml(
        reply,
        status,
        termReviewPage(this.ctx(user), await this.getReview.execute(programId), notice),
      );
    } catch (error) {
      const refused = refusal(error);
      sendHtml(reply, refused.status, layout(this.ctx(user), 'Konditionen prüfen', html``, refused.notice));
    }
  }

  private ctx(user: ConsoleUser) {
    return { principal: user.principal, csrf: user.csrf };
  }

  private operator(
    request: FastifyRequest,
    reply: FastifyReply,
    change = false,
  ): Promise<ConsoleUser | null> {
    return consoleUserWith(this.sessions, request, reply, { scope: 'operator', denied: DENIED, change });
  }
}

/** The form's fields as a decision; a correction's text read in the term's unit (German decimals too). */
function decisionOf(term: string, action: string | undefined, raw: string | undefined): ReviewDecision {
  if (action === 'confirm' || action === 'reject') return { action };
  if (action !== 'correct')
    throw new RequestValidationError([
      { path: ['action'], message: 'Bestätigen, korrigieren oder verwerfen.' },
    ]);
  const text = (raw ?? '').trim();
  let value: unknown = text;
  if (['subsidyRateMax', 'maxAmount', 'minAmount'].includes(term))
    value =
      text === ''
        ? NaN
        : Number(
            text
              .replace(/\s|€|%/g, '')
              .replace(/\.(?=\d{3}\b)/g, '')
              .replace(',', '.'),
          );
  else if (term === 'deminimis')
    value = text === 'ja' || text === 'true' ? true : text === 'nein' || text === 'false' ? false : text;
  else if (['eligibleRegions', 'companySizes', 'targetGroups'].includes(term))
    value = text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  const problem = valueProblem(term as Parameters<typeof valueProblem>[0], value);
  if (problem) throw new RequestValidationError([{ path: ['value'], message: problem }]);
  return { action: 'correct', value: value as TermValue };
}

/** The reviewer's label as the API takes it: up to 80 characters, no e-mail address; empty: none. */
function labelOf(raw: string | undefined): string | null {
  const text = (raw ?? '').trim();
  if (text === '') return null;
  if (text.length > 80 || containsEmailAddress(text))
    throw new RequestValidationError([
      {
        path: ['reviewer'],
        message: 'Ein Kürzel oder eine Rolle, höchstens 80 Zeichen, keine E-Mail-Adresse.',
      },
    ]);
  return text;
}
