import { Controller, Get, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { EndConsoleSessions, ReadQuota, StartConsoleSession } from '../access';
import { Public } from '../platform/auth/public.decorator';
import { CONSOLE_SCRIPT, CONSOLE_STYLE } from './adapters/assets/console-assets';
import { ConsoleSessions } from './adapters/console-session';
import { redirect, sendHtml } from './adapters/console-http';
import { usagePage } from './adapters/views/api-keys.view';
import { loginPage } from './adapters/views/login.view';

const FIRST_PAGE = '/console/usage';

/**
 * The web console's sign-in, sign-out, usage page and static files (ADR 0021). HTML for people, not part of
 * the API: left out of the OpenAPI documents and outside the credential guard (the console checks its own
 * session cookie and CSRF token).
 */
@ApiExcludeController()
@Public()
@Controller('console')
export class ConsoleController {
  constructor(
    private readonly sessions: ConsoleSessions,
    private readonly startSession: StartConsoleSession,
    private readonly readQuota: ReadQuota,
    private readonly endSessions: EndConsoleSessions,
  ) {}

  @Get()
  async home(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const user = await this.sessions.userOf(request);
    if (!user) return redirect(reply, '/console/login');
    redirect(reply, user.principal.scopes.includes('admin') ? '/console/settings/api-keys' : FIRST_PAGE);
  }

  @Get('login')
  login(@Res() reply: FastifyReply): void {
    sendHtml(reply, 200, loginPage(this.sessions.startLogin(reply)));
  }

  @Post('login')
  async signIn(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (!this.sessions.loginCsrfValid(request)) {
      const problem = {
        kind: 'error' as const,
        text: 'Das Formular ist abgelaufen. Bitte erneut versuchen.',
      };
      return sendHtml(reply, 403, loginPage(this.sessions.startLogin(reply), problem));
    }
    const key = (request.body as Record<string, unknown>).apiKey;
    const session = typeof key === 'string' ? await this.startSession.execute(key) : null;
    if (!session) {
      const problem = {
        kind: 'error' as const,
        text: 'Der API-Schlüssel ist ungültig, abgelaufen oder widerrufen.',
      };
      return sendHtml(reply, 401, loginPage(this.sessions.startLogin(reply), problem));
    }
    this.sessions.begin(reply, session.token, session.expiresIn);
    redirect(reply, session.principal.scopes.includes('admin') ? '/console/settings/api-keys' : FIRST_PAGE);
  }

  @Post('logout')
  async signOut(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const user = await this.sessions.userOf(request);
    if (user && !this.sessions.csrfValid(request, user))
      return sendHtml(reply, 403, 'CSRF-Prüfung fehlgeschlagen.');
    // The session ends on the server too, on every instance: a copied cookie is worth nothing after this.
    if (user) await this.endSessions.execute(user.principal);
    this.sessions.end(reply);
    redirect(reply, '/console/login');
  }

  @Get('usage')
  async usage(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const user = await this.sessions.userOf(request);
    if (!user) return redirect(reply, '/console/login');
    const quota = await this.readQuota.execute(user.principal);
    sendHtml(reply, 200, usagePage({ principal: user.principal, csrf: user.csrf }, quota));
  }

  @Get('assets/console.js')
  script(@Res() reply: FastifyReply): void {
    void reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(CONSOLE_SCRIPT);
  }

  @Get('assets/console.css')
  style(@Res() reply: FastifyReply): void {
    void reply
      .header('content-type', 'text/css; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(CONSOLE_STYLE);
  }
}
