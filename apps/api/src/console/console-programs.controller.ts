import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SearchPrograms } from '../program-search';
import { Public } from '../platform/auth/public.decorator';
import { consoleUserWith } from './adapters/console-access';
import { ConsoleSessions } from './adapters/console-session';
import { sendHtml } from './adapters/console-http';
import { html } from './adapters/views/html';
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
}
