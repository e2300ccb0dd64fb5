import { Controller, Get, Param, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Public } from '../platform/auth/public.decorator';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { VideoDownloads } from './application/open-video-download.use-case';

/**
 * The only way to a rendered file: a link signed by the server (HMAC) that names tenant, mode, job and file
 * and expires. No API key (players and `<video src>` cannot send one); the signature is the credential.
 */
@ApiTags('Video')
@Public()
@Controller('api/v2/video/downloads')
export class VideoDownloadsController {
  constructor(private readonly downloads: VideoDownloads) {}

  @Get(':token')
  @ApiOperation({
    operationId: 'downloadVideoFile',
    summary: 'Datei eines fertigen Videos über einen signierten Link',
    description:
      'Die Links stehen in `files` von GET /api/v2/video/jobs/{id} und laufen ab (`linksExpireAt`). Ungültig: 403 `VIDEO_LINK_INVALID`; abgelaufen oder Datei gelöscht: 410 `VIDEO_LINK_EXPIRED`.',
  })
  @ApiParam({ name: 'token', schema: { type: 'string', maxLength: 400 } })
  @ApiOkResponse({
    description: 'MP4, JPEG oder WebVTT.',
    content: {
      'video/mp4': { schema: { type: 'string', format: 'binary' } },
      'image/jpeg': { schema: { type: 'string', format: 'binary' } },
      'text/vtt': { schema: { type: 'string' } },
    },
  })
  @ApiErrorResponses(403, 410)
  async download(@Param('token') token: string): Promise<StreamableFile> {
    const { file, contentType, fileName } = await this.downloads.open(token);
    return new StreamableFile(file.body, {
      type: contentType,
      length: file.size,
      disposition: `inline; filename="${fileName}"`,
    });
  }
}
