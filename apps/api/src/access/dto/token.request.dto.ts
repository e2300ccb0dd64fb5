import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** RFC 6749 section 4.4.2, as form or JSON; the client may authenticate with HTTP Basic instead of the body. */
export class TokenRequestDto {
  @ApiProperty({ example: 'client_credentials' })
  @IsString()
  grant_type!: string;

  @ApiPropertyOptional({
    description: 'Leerzeichen-getrennt; Standard: alle Scopes des Clients.',
    example: 'api',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  scope?: string;

  @ApiPropertyOptional({ description: 'Alternativ zu HTTP Basic (client_secret_post).' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  client_id?: string;

  @ApiPropertyOptional({ description: 'Alternativ zu HTTP Basic (client_secret_post).' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  client_secret?: string;
}
