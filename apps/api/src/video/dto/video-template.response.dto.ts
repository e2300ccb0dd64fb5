import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { VIDEO_ASPECTS, VIDEO_TEMPLATE_IDS } from '../domain/video-templates';

@ApiSchema({ name: 'VideoTemplateField' })
export class VideoTemplateFieldDto {
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ['string'] }) type!: string;
  @ApiProperty() required!: boolean;
  @ApiProperty() maxLength!: number;
  @ApiProperty() description!: string;
}

@ApiSchema({ name: 'VideoDurationRange' })
export class VideoDurationRangeDto {
  @ApiProperty() min!: number;
  @ApiProperty() max!: number;
}

@ApiSchema({ name: 'VideoTemplate' })
export class VideoTemplateResponseDto {
  @ApiProperty({ enum: VIDEO_TEMPLATE_IDS }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ type: [VideoTemplateFieldDto] }) fields!: VideoTemplateFieldDto[];
  @ApiProperty({ type: [String], description: 'Die Folien in ihrer Reihenfolge.' }) slides!: string[];
  @ApiProperty({
    type: VideoDurationRangeDto,
    description: 'Typische Länge in Sekunden (folgt dem Sprechtext).',
  })
  durationSec!: VideoDurationRangeDto;
  @ApiProperty({ enum: VIDEO_ASPECTS, isArray: true }) aspects!: string[];
}

@ApiSchema({ name: 'VideoTemplateList' })
export class VideoTemplateListResponseDto {
  @ApiProperty({ type: [VideoTemplateResponseDto] }) items!: VideoTemplateResponseDto[];
}
