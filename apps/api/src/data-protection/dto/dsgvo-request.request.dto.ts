import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsDefined,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { SUBJECT_IDENTIFIERS, type SubjectIdentifier } from '../../platform/features/data-inventory';

const IDENTIFIER_DESCRIPTION =
  'Woran der Dienst die Person kennt: `actor_id` (Id eines API-Schlüssels oder OAuth-Clients, der einer Person ' +
  'gehört), `email`, `push_endpoint`, `external_id` (Kennung in einem angebundenen System).';

/** The data subject of a request. */
export class DsgvoSubjectDto {
  @ApiProperty({ enum: SUBJECT_IDENTIFIERS, description: IDENTIFIER_DESCRIPTION })
  @IsIn(SUBJECT_IDENTIFIERS)
  identifier!: SubjectIdentifier;

  @ApiProperty({ minLength: 1, maxLength: 500, example: '5f0c6d1e-8a53-4d7e-9a55-1f2b3c4d5e6f' })
  @IsString()
  @MinLength(1)
  @MaxLength(500)
  value!: string;
}

/** Body of `POST /api/v2/dsgvo/erase`. */
export class EraseRequestDto {
  @ApiProperty({ type: DsgvoSubjectDto })
  // Without these, a missing subject or a list passed ValidateNested and reached the use case (500, issue 28).
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => DsgvoSubjectDto)
  subject!: DsgvoSubjectDto;

  @ApiPropertyOptional({ maxLength: 1000, description: 'Grund nach Art. 17 Abs. 1 DSGVO, für die Akte.' })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  reason?: string;
}

/** Body of `POST /api/v2/dsgvo/portability`: the identifier in the body, never in a URL that gets logged. */
export class PortabilityRequestDto {
  @ApiProperty({ type: DsgvoSubjectDto })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => DsgvoSubjectDto)
  subject!: DsgvoSubjectDto;
}

/** Body of `POST /api/v2/dsgvo/requests/{id}/extend`. */
export class ExtendRequestDto {
  @ApiPropertyOptional({
    maxLength: 1000,
    description:
      'Gründe der Verlängerung, wie sie der Person mitgeteilt wurden (Art. 12 Abs. 3 Satz 3 DSGVO).',
  })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  reason?: string;
}

/** Query of `GET /api/v2/dsgvo/portability` (deprecated: the identifier sits in the URL). */
export class PortabilityQueryDto {
  @ApiProperty({ enum: SUBJECT_IDENTIFIERS, description: IDENTIFIER_DESCRIPTION })
  @IsIn(SUBJECT_IDENTIFIERS)
  identifier!: SubjectIdentifier;

  @ApiProperty({ minLength: 1, maxLength: 500 })
  @IsString()
  @MinLength(1)
  @MaxLength(500)
  value!: string;
}
