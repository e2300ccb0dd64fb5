import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GetProgramDetails, toProgramDetails } from '../catalogue-sync';
import { SearchPrograms } from '../program-search';
import { Public } from '../platform/auth/public.decorator';
import { consoleUserWith } from './adapters/console-access';
import { ConsoleSessions } from './adapters/console-session';
import { sendHtml } from './adapters/console-http';
import { html } from './adapters/views/html';
import { programDetailsMissingPage, programDetailsPage } from './adapters/views/program-details.view';
import { programsPage } from './adapters/views/programs.view';

const PAGE_SIZE = 20;
const DENIED = html`<p>Suchen kann ein Zugang mit dem Scope <code>api</code>.</p>`;

/**
 * The console's search box: the same use case as `GET /api/v2/programs/search`, over the tenant's
 * catalogue, with its highlights and each imported text's source and licence beside it.
 */
@ApiExcludeController()
@Public()
@Controller('console/programs')
export class ConsoleProgramsController {
  constructor(
    private readonly sessions: ConsoleSessions,
    private readonly search: SearchPrograms,
    private readonly details: GetProgramDetails,
  ) {}

  @Get()
  async find(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const user = await consoleUserWith(this.sessions, request, reply, { scope: 'api', denied: DENIED });
    if (!user) return;
    const query = request.query as Record<string, unknown>;
    const q = typeof query.q === 'string' ? query.q.trim().slice(0, 200) : '';
    const cursor = typeof query.cursor === 'string' && query.cursor.length <= 200 ? query.cursor : undefined;
    const ctx = { principal: user.principal, csrf: user.csrf };
    if (q === '') return sendHtml(reply, 200, programsPage(ctx, null));
    let page;
    try {
      page = await this.search.execute(user.principal.tenantId, { q, limit: PAGE_SIZE, cursor });
    } catch {
      // A cursor of another search (edited by hand): start the search over.
      page = await this.search.execute(user.principal.tenantId, { q, limit: PAGE_SIZE });
    }
    const { index, result } = page;
    const next = page.nextCursor
      ? `/console/programs?q=${encodeURIComponent(q)}&cursor=${encodeURIComponent(page.nextCursor)}`
      : null;
    sendHtml(
      reply,
      200,
      programsPage(ctx, {
        q,
        total: result.total,
        next,
        hits: result.hits.map((hit, i) => ({
          program: page.programs[i]!,
          highlights: index.highlights(hit.doc, result.matchedStems),
        })),
      }),
    );
  }

  /** One program as `GET /api/v2/programs/{id}/details` describes it, for a tenant that can see it. */
  @Get(':id')
  async program(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const user = await consoleUserWith(this.sessions, request, reply, { scope: 'api', denied: DENIED });
    if (!user) return;
    const ctx = { principal: user.principal, csrf: user.csrf };
    const version = id.length <= 200 ? await this.details.execute(user.principal.tenantId, id) : null;
    if (!version) return sendHtml(reply, 404, programDetailsMissingPage(ctx));
    const q = (request.query as Record<string, unknown>).q;
    const back =
      typeof q === 'string' && q.trim() !== ''
        ? `/console/programs?q=${encodeURIComponent(q.trim().slice(0, 200))}`
        : null;
    sendHtml(
      reply,
      200,
      programDetailsPage(ctx, toProgramDetails(id, version.entry, version.validFrom), back),
    );
  }
}
