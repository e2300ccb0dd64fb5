import { Body, Controller, Get, Headers, Param, Post, Query, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Idempotent } from '../platform/idempotency/idempotent.decorator';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { CurrentScope, type TenantScope } from '../platform/tenancy/current-tenant.decorator';
import { UuidParamPipe } from '../platform/validation/uuid-param.pipe';
import { DEFAULT_PAGE_SIZE } from '../platform/validation/page-query.dto';
import { CreateVideoJob } from './application/create-video-job.use-case';
import { VideoDownloads } from './application/open-video-download.use-case';
import { VideoJobRepository } from './application/video-job-repository.port';
import { VideoTools } from './application/video-tools.port';
import { VideoJobNotFoundError, VideoUnavailableError } from './application/video.errors';
import { VIDEO_TEMPLATES } from './domain/video-templates';
import type { VideoJob } from './domain/video-job';
import { CreateVideoJobRequestDto, ListVideoJobsQueryDto } from './dto/video-job.request.dto';
import {
  toVideoJobResponse,
  VideoJobListResponseDto,
  VideoJobResponseDto,
} from './dto/video-job.response.dto';
import { VideoTemplateListResponseDto } from './dto/video-template.response.dto';

const JOBS_PATH = '/api/v2/video/jobs';

@ApiTags('Video')
@Controller('api/v2/video')
export class VideoController {
  constructor(
    private readonly createJob: CreateVideoJob,
    private readonly jobs: VideoJobRepository,
    private readonly downloads: VideoDownloads,
    private readonly tools: VideoTools,
  ) {}

  @Get('templates')
  @ApiOperation({
    operationId: 'listVideoTemplates',
    summary: 'Videovorlagen mit Feldern, Länge und Formaten',
  })
  @ApiOkResponse({ type: VideoTemplateListResponseDto })
  @ApiErrorResponses(401, 503)
  templates(): VideoTemplateListResponseDto {
    this.requireTools();
    return { items: VIDEO_TEMPLATES.map((t) => ({ ...t, aspects: [...t.aspects] })) };
  }

  @Post()
  @Idempotent()
  @ApiOperation({
    operationId: 'createVideo',
    summary: 'Video rendern lassen (asynchron)',
    description: `Antwortet sofort mit \`202\`, dem Auftrag und \`Location\`; gerendert wird in einer Warteschlange. Derselbe \`Idempotency-Key\` rendert nie zweimal. Fertig: Ereignis \`video.succeeded\` (oder \`video.failed\`) und im Auftrag signierte, ablaufende Links auf MP4, Standbild und WebVTT. Tarife: Free keine Videos (403 \`VIDEO_NOT_IN_PLAN\`; vom Betreiber per Feature-Flag \`video\` abgeschaltet: 403 \`VIDEO_SWITCHED_OFF\`), sonst ein Monatskontingent (409 \`VIDEO_RENDER_LIMIT_REACHED\`). Ohne ffmpeg/espeak-ng auf dem Server: 503 \`VIDEO_UNAVAILABLE\`.`,
  })
  @ApiAcceptedResponse({
    type: VideoJobResponseDto,
    headers: { Location: { description: 'Der Auftrag.', schema: { type: 'string' } } },
  })
  @ApiErrorResponses(400, 401, 403, 404, 409, 503)
  async create(
    @CurrentScope() scope: TenantScope,
    @Body() body: CreateVideoJobRequestDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<VideoJobResponseDto> {
    const { job } = await this.createJob.execute(scope, {
      templateId: body.template,
      inputs: body.inputs,
      options: {
        narration: body.options?.narration ?? true,
        captions: body.options?.captions ?? true,
        aspect: body.options?.aspect ?? '16:9',
      },
      idempotencyKey: idempotencyKey ?? null,
    });
    void reply.status(202).header('location', `${JOBS_PATH}/${job.id}`);
    return this.present(job);
  }

  @Get()
  @ApiOperation({ operationId: 'listVideoJobs', summary: 'Video-Aufträge des Mandanten, neueste zuerst' })
  @ApiOkResponse({ type: VideoJobListResponseDto })
  @ApiErrorResponses(400, 401, 503)
  async list(
    @CurrentScope() scope: TenantScope,
    @Query() query: ListVideoJobsQueryDto,
  ): Promise<VideoJobListResponseDto> {
    this.requireTools();
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const offset = query.offset ?? 0;
    const page = await this.jobs.list(scope, { state: query.state, limit, offset });
    return { items: page.items.map((j) => this.present(j)), total: page.total, limit, offset };
  }

  @Get('jobs/:id')
  @ApiOperation({
    operationId: 'getVideoJob',
    summary: 'Zustand eines Video-Auftrags',
    description:
      '`queued`, `rendering` (mit `progress`), `succeeded` (mit `files`: signierte Links, gültig bis `linksExpireAt`) oder `failed` (mit `error` auf Deutsch).',
  })
  @ApiOkResponse({ type: VideoJobResponseDto })
  @ApiErrorResponses(401, 404, 503)
  async byId(
    @CurrentScope() scope: TenantScope,
    @Param('id', UuidParamPipe) id: string,
  ): Promise<VideoJobResponseDto> {
    this.requireTools();
    const job = await this.jobs.findById(scope, id);
    if (!job) throw new VideoJobNotFoundError();
    return this.present(job);
  }

  private present(job: VideoJob): VideoJobResponseDto {
    return toVideoJobResponse(job, this.downloads.linksFor(job));
  }

  private requireTools(): void {
    if (this.tools.available()) return;
    throw new VideoUnavailableError(
      Object.entries(this.tools.status()).flatMap(([k, ok]) => (ok ? [] : [k])),
    );
  }
}
