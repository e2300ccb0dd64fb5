import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';
import { IsRegisteredEventType } from '../../platform/events/is-registered-event-type';

const splitList = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.split(',').map((v) => v.trim()) : value;

/** Query of `GET /api/v2/notifications/stream`. */
export class StreamQueryDto {
  @ApiPropertyOptional({
    type: 'string',
    description: 'Nur diese Ereignistypen, kommagetrennt (z. B. `calculation.created,program.updated`).',
    example: 'calculation.created',
  })
  @IsOptional()
  @Transform(splitList)
  @IsArray()
  @ArrayMaxSize(50)
  @IsRegisteredEventType({ each: true })
  types?: string[];

  @ApiPropertyOptional({
    description:
      'Stream-Token aus `POST /api/v2/notifications/stream/token`, für `EventSource` ohne Header (kurzlebig).',
  })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  token?: string;

  @ApiPropertyOptional({
    description: 'Wie der Header `Last-Event-ID`, für Clients, die keinen Header setzen können.',
    example: '42',
  })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  lastEventId?: string;
}

export class StreamTokenResponseDto {
  @ApiProperty({ description: 'Nur zum Lesen des Ereignisstroms, als `?token=`.' }) token!: string;
  @ApiProperty({ format: 'date-time' }) expiresAt!: string;
}
