import {
  Controller,
  Get,
  Headers,
  HttpCode,
  HttpException,
  Post,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { bodyOf } from '../platform/errors/global-exception.filter';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { PassThrough } from 'node:stream';
import type { AuthenticatedRequest } from '../platform/auth/authenticated-request';
import { Public } from '../platform/auth/public.decorator';
import { ErrorResponseDto } from '../platform/errors/error-response.dto';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { CurrentScope, type TenantScope } from '../platform/tenancy/current-tenant.decorator';
import { NotificationFeed } from './application/notification-feed.port';
import { notificationSettings, type NotificationConfig } from './application/notification-settings';
import { FeedStreamSession } from './adapters/feed-stream-session';
import { FeedWakeups } from './adapters/feed-wakeups';
import { StreamAccess } from './adapters/stream-access';
import { StreamCredentialGuard, type StreamRequest } from './adapters/stream-credential.guard';
import { parseLastEventId } from './domain/server-sent-events';
import { StreamQueryDto, StreamTokenResponseDto } from './dto/stream.dto';
import { Inject } from '@nestjs/common';
import { AppConfigToken, type AppConfig } from '../platform/config/app-config';

const STREAM_DOC = `Server-Sent Events (HTML-Standard): jedes Ereignis des Mandanten mit \`id\` (je Mandant fortlaufend),
\`event\` (Typ) und \`data\` (JSON \`{id, type, timestamp, data}\`); alle 20 s ein Kommentar als Herzschlag,
\`retry: 5000\`. Nach einem Abbruch sendet der Client \`Last-Event-ID\` und erhält genau die verpassten Ereignisse
in Reihenfolge; ist die ID älter als die Aufbewahrung, kommt zuerst \`event: reset\`. Authentifizierung per Header
oder (für \`EventSource\`) per \`?token=\` aus \`POST /api/v2/notifications/stream/token\`. Offene Ströme je Mandant
sind nach Tarif begrenzt (429 \`STREAM_LIMIT_REACHED\`). Der Client muss \`Accept: text/event-stream\` senden (sonst 406).`;

@ApiTags('Notifications')
@Controller('api/v2/notifications/stream')
export class NotificationsStreamController {
  private readonly settings: NotificationConfig;

  constructor(
    private readonly access: StreamAccess,
    private readonly feed: NotificationFeed,
    private readonly wakeups: FeedWakeups,
    @Inject(AppConfigToken) config: AppConfig,
  ) {
    this.settings = notificationSettings(config);
  }

  @Get()
  @Public()
  @UseGuards(StreamCredentialGuard)
  @ApiOperation({
    operationId: 'streamNotifications',
    summary: 'Ereignisstrom (Server-Sent Events)',
    description: STREAM_DOC,
  })
  @ApiHeader({ name: 'Last-Event-ID', required: false, description: 'Letzte empfangene Ereignis-ID.' })
  @ApiOkResponse({
    description: 'Der Strom (`text/event-stream`), offen bis der Client trennt.',
    content: { 'text/event-stream': { schema: { type: 'string' } } },
  })
  @ApiErrorResponses(400, 401, 403, 429)
  @ApiResponse({
    status: 406,
    type: ErrorResponseDto,
    description: '`STREAM_ACCEPT_REQUIRED`: ohne `Accept: text/event-stream`.',
  })
  async stream(
    @Query() query: StreamQueryDto,
    @Headers('last-event-id') lastEventHeader: string | undefined,
    @Req() request: StreamRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { scope, stands } = request.streamGrantee!;
    // EventSource always asks for the stream; a client that does not (a plain GET) would hang on an answer that
    // never ends.
    if (!String(request.headers.accept ?? '').includes('text/event-stream'))
      throw new HttpException(bodyOf('STREAM_ACCEPT_REQUIRED'), 406);
    const release = await this.access.acquire(scope.tenantId);
    const body = new PassThrough();
    const session = new FeedStreamSession(this.feed, this.wakeups, {
      scope,
      types: query.types ?? null,
      lastEventId: parseLastEventId(lastEventHeader ?? query.lastEventId),
      heartbeatMs: this.settings.heartbeatSeconds * 1000,
      write: (chunk) => void body.write(chunk),
    });
    // Whatever ends the connection (client gone, server closing) frees the slot, the timer and the listener.
    let untrack = () => {};
    let unwatch = () => {};
    const end = () => {
      untrack();
      unwatch();
      session.close();
      release();
      body.end();
    };
    // On shutdown: cut the connection, the client reconnects (to another instance) with Last-Event-ID.
    untrack = this.access.track(() => {
      end();
      reply.raw.destroy();
    });
    // Its credential revoked or erased (any instance): cut at once; heartbeats kept it open.
    unwatch = this.access.watch(scope.tenantId, {
      stands,
      end: () => {
        end();
        reply.raw.destroy();
      },
    });
    reply.raw.once('close', end);
    void reply
      .status(200)
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache, no-transform')
      .header('x-accel-buffering', 'no')
      .send(body);
    session.start().catch(end);
  }

  @Post('token')
  @HttpCode(201)
  @ApiOperation({
    operationId: 'createNotificationStreamToken',
    summary: 'Kurzlebiges Token für den Ereignisstrom',
    description:
      'Nur für `GET /api/v2/notifications/stream?token=…` (Browser-`EventSource` sendet keine Header). ' +
      'Gilt nur, solange der Zugang besteht, der es angefordert hat.',
  })
  @ApiResponse({ status: 201, type: StreamTokenResponseDto })
  @ApiResponse({ status: 401, type: ErrorResponseDto, description: 'API-Schlüssel fehlt oder ist ungültig.' })
  token(@CurrentScope() scope: TenantScope, @Req() request: AuthenticatedRequest): StreamTokenResponseDto {
    const { token, expiresAt } = this.access.issueToken(scope, request.principal!);
    return { token, expiresAt: expiresAt.toISOString() };
  }
}
