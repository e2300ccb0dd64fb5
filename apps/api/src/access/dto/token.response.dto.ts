import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** RFC 6749 section 5.1. */
export class TokenResponseDto {
  @ApiProperty({ description: 'JWT (ES256), als `Authorization: Bearer` zu senden.' })
  access_token!: string;

  @ApiProperty({ enum: ['Bearer'] })
  token_type!: 'Bearer';

  @ApiProperty({ description: 'Gültigkeit in Sekunden.', example: 900 })
  expires_in!: number;

  @ApiProperty({ example: 'api' })
  scope!: string;

  @ApiPropertyOptional({ description: 'Sandbox-Zugang (nur bei /developer/sandbox-token).' })
  sandbox?: boolean;
}
