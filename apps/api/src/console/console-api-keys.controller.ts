import { Controller, Get, Param, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IssueApiKey, ListApiKeys, RevokeApiKey } from '../access';
import { Public } from '../platform/auth/public.decorator';
import { SCOPES, type Scope } from '../platform/auth/scopes';
import { consoleUserWith } from './adapters/console-access';
import { ConsoleSessions, type ConsoleUser } from './adapters/console-session';
import { redirect, refusal, sendHtml } from './adapters/console-http';
import { apiKeysPage, revokePage } from './adapters/views/api-keys.view';
import type { Notice } from './adapters/views/layout';
import { html } from './adapters/views/html';

const PAGE = '/console/settings/api-keys';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const DENIED = html`<p>Schlüssel verwalten kann nur ein Zugang mit dem Scope <code>admin</code>.</p>`;

/**
 * Spec 5's `/settings/api-keys`, as console pages: the same use cases as `/api/v2/developer/api-keys`
 * (listing, issuing within the plan's limit and the creator's scopes, revoking through the revocation path
 * every instance hears of). Needs a session with the `admin` scope.
 */
@ApiExcludeController()
@Public()
@Controller('console/settings/api-keys')
export class ConsoleApiKeysController {
  constructor(
    private readonly sessions: ConsoleSessions,
    private readonly listKeys: ListApiKeys,
    private readonly issueKey: IssueApiKey,
    private readonly revokeKey: RevokeApiKey,
  ) {}

  @Get()
  async list(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const user = await this.admin(request, reply);
    if (!user) return;
    const done = (request.query as Record<string, string>).erledigt;
    const notice: Notice | undefined =
      done === 'widerrufen' ? { kind: 'success', text: 'Der Schlüssel ist widerrufen.' } : undefined;
    await this.render(reply, user, 200, { notice });
  }

  @Post()
  async create(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const user = await this.admin(request, reply, true);
    if (!user) return;
    const form = request.body as Record<string, string>;
    const scopes = SCOPES.filter((s) => form[`scope_${s}`] === 'on');
    const name = (form.name ?? '').trim();
    if (name === '' || name.length > 100 || scopes.length === 0) {
      const notice: Notice = {
        kind: 'error',
        text: 'Bitte einen Namen (höchstens 100 Zeichen) und mindestens eine Berechtigung angeben.',
      };
      return this.render(reply, user, 400, { notice });
    }
    try {
      const issued = await this.issueKey.execute(
        user.principal.tenantId,
        { name, scopes: scopes as Scope[], sandbox: form.sandbox === 'on' },
        user.principal,
      );
      const notice: Notice = { kind: 'success', text: `Schlüssel „${name}“ angelegt.` };
      await this.render(reply, user, 201, { created: issued.plaintext, notice });
    } catch (error) {
      const { status, notice } = refusal(error);
      await this.render(reply, user, status, { notice });
    }
  }

  @Get(':id/revoke')
  async confirmRevoke(
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Param('id') id: string,
  ): Promise<void> {
    const user = await this.admin(request, reply);
    if (!user) return;
    const key = UUID.test(id)
      ? (await this.listKeys.execute(user.principal.tenantId)).find((k) => k.id === id)
      : undefined;
    if (!key || key.revokedAt) {
      const notice: Notice = { kind: 'error', text: 'API-Schlüssel wurde nicht gefunden.' };
      return this.render(reply, user, 404, { notice });
    }
    sendHtml(reply, 200, revokePage({ principal: user.principal, csrf: user.csrf }, key));
  }

  @Post(':id/revoke')
  async revoke(
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Param('id') id: string,
  ): Promise<void> {
    const user = await this.admin(request, reply, true);
    if (!user) return;
    try {
      await this.revokeKey.execute(user.principal.tenantId, id.toLowerCase(), user.principal);
    } catch (error) {
      const { status, notice } = refusal(error);
      return this.render(reply, user, status, { notice });
    }
    // Revoking the key this session came from ends the session: the next page asks to sign in again.
    redirect(reply, `${PAGE}?erledigt=widerrufen`);
  }

  private async render(
    reply: FastifyReply,
    user: ConsoleUser,
    status: number,
    options: { created?: string; notice?: Notice },
  ): Promise<void> {
    const keys = await this.listKeys.execute(user.principal.tenantId);
    sendHtml(reply, status, apiKeysPage({ principal: user.principal, csrf: user.csrf }, keys, options));
  }

  /** The session's user if it holds the admin scope (and, for a change, sent the session's CSRF token). */
  private admin(request: FastifyRequest, reply: FastifyReply, change = false): Promise<ConsoleUser | null> {
    return consoleUserWith(this.sessions, request, reply, { scope: 'admin', denied: DENIED, change });
  }
}
