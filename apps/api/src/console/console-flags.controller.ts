import { Controller, Get, Param, Post, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Clock } from '@libs/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  activity,
  BOOLEAN_VARIANTS,
  CreateFlag,
  definitionIssues,
  FlagStore,
  isStale,
  RollbackFlag,
  UpdateFlag,
  type Flag,
  type FlagAdmin,
  type FlagDefinition,
} from '../feature-flags';
import { Public } from '../platform/auth/public.decorator';
import { draftFrom, type FlagForm } from './application/flag-form';
import { previewFlag } from './application/flag-preview';
import { consoleUserWith } from './adapters/console-access';
import { ConsoleSessions, type ConsoleUser } from './adapters/console-session';
import { redirect, refusal, sendHtml } from './adapters/console-http';
import { flagEditPage, flagsPage, previewTable } from './adapters/views/flags.view';
import { historyPage } from './adapters/views/flag-history.view';
import { html } from './adapters/views/html';
import { layout, type Notice, type PageContext } from './adapters/views/layout';

const PAGE = '/console/feature-flags';

function adminOf(user: ConsoleUser): FlagAdmin {
  const p = user.principal;
  return { tenantId: p.tenantId, credentialId: p.credentialId, sandbox: p.sandbox };
}

function versionOf(form: FlagForm & { version?: string }): number | undefined {
  const v = Number(form.version);
  return Number.isInteger(v) && v > 0 ? v : undefined;
}

const DENIED = html`<p>
  Feature-Flags verwaltet nur ein Zugang des Betreibers (Scope <code>operator</code>).
</p>`;

/**
 * The operator's flag pages: list with state and stale marks, create, edit with a live preview, toggle,
 * history with diffs and rollback. Every change goes through the admin routes' use cases (versions, diff,
 * event, If-Match semantics with the version the form was rendered from).
 */
@ApiExcludeController()
@Public()
@Controller('console/feature-flags')
export class ConsoleFlagsController {
  constructor(
    private readonly sessions: ConsoleSessions,
    private readonly store: FlagStore,
    private readonly createFlag: CreateFlag,
    private readonly updateFlag: UpdateFlag,
    private readonly rollbackFlag: RollbackFlag,
    private readonly clock: Clock,
  ) {}

  @Get()
  async list(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const user = await this.operator(request, reply);
    if (user) await this.renderList(reply, user, 200);
  }

  @Post()
  async create(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const user = await this.operator(request, reply, true);
    if (!user) return;
    const form = request.body as FlagForm;
    const base: FlagDefinition = {
      key: (form.key ?? '').trim(),
      description: '',
      type: 'boolean',
      variants: BOOLEAN_VARIANTS,
      defaultVariant: 'off',
      enabled: false,
      strategies: [],
      schedule: {},
    };
    const { draft, issues } = draftFrom(form, base);
    if (issues.length) return this.renderList(reply, user, 400, invalid(issues));
    try {
      await this.createFlag.execute(adminOf(user), draft, form.reason?.trim() || null);
    } catch (error) {
      const { status, notice } = refusal(error);
      return this.renderList(reply, user, status, notice);
    }
    redirect(reply, `${PAGE}/${encodeURIComponent(draft.key)}`);
  }

  @Get(':key')
  async edit(
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Param('key') key: string,
  ): Promise<void> {
    const user = await this.operator(request, reply);
    if (!user) return;
    const flag = await this.store.find(key);
    if (!flag) return this.notFound(reply, user);
    this.renderEdit(reply, user, flag, 200);
  }

  @Post(':key')
  async update(
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Param('key') key: string,
  ): Promise<void> {
    const user = await this.operator(request, reply, true);
    if (!user) return;
    const flag = await this.store.find(key);
    if (!flag) return this.notFound(reply, user);
    const form = request.body as FlagForm & { version?: string };
    const { draft, issues } = draftFrom(form, flag);
    if (issues.length) return this.renderEdit(reply, user, flag, 400, invalid(issues), form);
    try {
      const { description, enabled, defaultVariant, strategies } = draft;
      const patch = { description, enabled, defaultVariant, strategies };
      const saved = await this.updateFlag.execute(
        adminOf(user),
        key,
        patch,
        versionOf(form),
        form.reason?.trim() || null,
      );
      this.renderEdit(reply, user, saved, 200, {
        kind: 'success',
        text: `Gespeichert als Version ${saved.version}.`,
      });
    } catch (error) {
      const { status, notice } = refusal(error);
      this.renderEdit(reply, user, flag, status, notice, form);
    }
  }

  /** The live preview's fragment: the draft of the edit form, evaluated, never stored. */
  @Post(':key/preview')
  async preview(
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Param('key') key: string,
  ): Promise<void> {
    const user = await this.operator(request, reply, true);
    if (!user) return;
    const flag = await this.store.find(key);
    if (!flag) return this.notFound(reply, user);
    const { draft, issues } = draftFrom(request.body as FlagForm, flag);
    const problems = [...issues, ...definitionIssues(draft)].map((i) => `${i.path.join('.')}: ${i.message}`);
    const fragment = previewTable(problems.length ? [] : previewFlag(draft, this.clock.now()), problems);
    void reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(fragment.value);
  }

  @Post(':key/toggle')
  async toggle(
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Param('key') key: string,
  ): Promise<void> {
    const user = await this.operator(request, reply, true);
    if (!user) return;
    const flag = await this.store.find(key);
    if (!flag) return this.notFound(reply, user);
    const form = request.body as { version?: string };
    try {
      const reason = flag.enabled ? 'In der Konsole ausgeschaltet' : 'In der Konsole eingeschaltet';
      await this.updateFlag.execute(adminOf(user), key, { enabled: !flag.enabled }, versionOf(form), reason);
    } catch (error) {
      const { status, notice } = refusal(error);
      return this.renderList(reply, user, status, notice);
    }
    redirect(reply, PAGE);
  }

  @Get(':key/history')
  async history(
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Param('key') key: string,
  ): Promise<void> {
    const user = await this.operator(request, reply);
    if (user) await this.renderHistory(reply, user, key, 200);
  }

  @Post(':key/rollback')
  async rollback(
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Param('key') key: string,
  ): Promise<void> {
    const user = await this.operator(request, reply, true);
    if (!user) return;
    const form = request.body as { toVersion?: string; version?: string };
    const target = Number(form.toVersion);
    try {
      const flag = await this.rollbackFlag.execute(
        adminOf(user),
        key,
        target,
        versionOf(form),
        `Zurückgesetzt auf Version ${target}`,
      );
      await this.renderHistory(reply, user, key, 200, {
        kind: 'success',
        text: `Auf Version ${target} zurückgesetzt (jetzt Version ${flag.version}).`,
      });
    } catch (error) {
      const { status, notice } = refusal(error);
      await this.renderHistory(reply, user, key, status, notice);
    }
  }

  private ctx(user: ConsoleUser): PageContext {
    return { principal: user.principal, csrf: user.csrf };
  }

  private async renderList(
    reply: FastifyReply,
    user: ConsoleUser,
    status: number,
    notice?: Notice,
  ): Promise<void> {
    const now = this.clock.now();
    const flags = (await this.store.list()).map((flag) => ({
      flag,
      state: activity(flag, now),
      stale: isStale(flag, now),
    }));
    sendHtml(reply, status, flagsPage(this.ctx(user), flags, notice));
  }

  private renderEdit(
    reply: FastifyReply,
    user: ConsoleUser,
    flag: Flag,
    status: number,
    notice?: Notice,
    sent?: FlagForm,
  ): void {
    const form = {
      description: sent?.description ?? flag.description,
      enabled: sent ? sent.enabled === 'on' : flag.enabled,
      rollout: sent?.rollout ?? String(flag.strategies[0]?.rollout ?? ''),
      strategies: sent?.strategies ?? JSON.stringify(flag.strategies, null, 2),
      defaultVariant: sent?.defaultVariant ?? flag.defaultVariant,
    };
    const preview = previewTable(previewFlag(flag, this.clock.now()));
    sendHtml(reply, status, flagEditPage(this.ctx(user), flag, preview, form, notice));
  }

  private async renderHistory(
    reply: FastifyReply,
    user: ConsoleUser,
    key: string,
    status: number,
    notice?: Notice,
  ): Promise<void> {
    const versions = await this.store.history(key);
    if (versions.length === 0) return this.notFound(reply, user);
    sendHtml(reply, status, historyPage(this.ctx(user), await this.store.find(key), versions, notice));
  }

  private notFound(reply: FastifyReply, user: ConsoleUser): void {
    sendHtml(
      reply,
      404,
      layout(
        this.ctx(user),
        'Nicht gefunden',
        html`<p>Dieses Feature-Flag gibt es nicht. <a href="${PAGE}">Zur Liste</a></p>`,
      ),
    );
  }

  /** The session's user if it holds the operator scope (and, for a change, sent the session's CSRF token). */
  private operator(
    request: FastifyRequest,
    reply: FastifyReply,
    change = false,
  ): Promise<ConsoleUser | null> {
    return consoleUserWith(this.sessions, request, reply, { scope: 'operator', denied: DENIED, change });
  }
}

function invalid(issues: { path: (string | number)[]; message: string }[]): Notice {
  return {
    kind: 'error',
    text: 'Die Eingaben sind nicht gültig.',
    items: issues.map((i) => `${i.path.join('.')}: ${i.message}`),
  };
}
