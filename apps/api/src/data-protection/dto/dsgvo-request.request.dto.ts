import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsDefined,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  MinLength,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { SUBJECT_IDENTIFIERS, type SubjectIdentifier } from '../../platform/features/data-inventory';
import { NoPersonalData } from '../../platform/validation/no-personal-data';

/**
 * The identifiers a request may name. `email` is refused: the service keeps no e-mail address (free
 * text refuses them, PERSONAL_DATA), so a request by e-mail would find nothing and still answer `completed`.
 */
const REQUESTABLE = SUBJECT_IDENTIFIERS.filter((i) => i !== 'email');
const IDENTIFIER_DESCRIPTION =
  'Woran der Dienst die Person kennt: `actor_id` (Id eines API-Schlüssels oder OAuth-Clients, der einer Person ' +
  'gehört, oder die pseudonyme Akteur-Id aus `X-Actor-Id`/`actorId`), `push_endpoint`, `external_id` (Kennung ' +
  'in einem angebundenen System). `email` wird mit 400 abgelehnt: der Dienst speichert keine E-Mail-Adressen.';
const IDENTIFIER_MESSAGE =
  'Muss einer der Werte ' +
  REQUESTABLE.map((i) => `'${i}'`).join(', ') +
  ' sein; E-Mail-Adressen speichert der Dienst nicht, eine Anfrage per E-Mail fände nichts.';

/** One of REQUESTABLE, else the German message above (a rule of its own: `isIn` has a generic text). */
const IsRequestableIdentifier = () =>
  ValidateBy(
    {
      name: 'isRequestableIdentifier',
      validator: { validate: (v: unknown) => (REQUESTABLE as readonly unknown[]).includes(v) },
    },
    { message: IDENTIFIER_MESSAGE },
  );

/** The data subject of a request. */
export class DsgvoSubjectDto {
  @ApiProperty({ enum: REQUESTABLE, description: IDENTIFIER_DESCRIPTION })
  @IsRequestableIdentifier()
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
  // Without these, a missing subject or a list passed ValidateNested and reached the use case (500).
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => DsgvoSubjectDto)
  subject!: DsgvoSubjectDto;

  @ApiPropertyOptional({ maxLength: 1000, description: 'Grund nach Art. 17 Abs. 1 DSGVO, für die Akte.' })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  @NoPersonalData()
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
  @NoPersonalData()
  reason?: string;
}

/** Query of `GET /api/v2/dsgvo/portability` (deprecated: the identifier sits in the URL). */
export class PortabilityQueryDto {
  @ApiProperty({ enum: REQUESTABLE, description: IDENTIFIER_DESCRIPTION })
  @IsRequestableIdentifier()
  identifier!: SubjectIdentifier;

  @ApiProperty({ minLength: 1, maxLength: 500 })
  @IsString()
  @MinLength(1)
  @MaxLength(500)
  value!: string;
}
