import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsISO8601 } from 'class-validator';
import { PageQueryDto } from '../../platform/validation/page-query.dto';

/** Query of `GET /api/v2/programs`: what changed since a point in time. */
export class ListProgramChangesRequestDto extends PageQueryDto {
  @ApiProperty({
    format: 'date-time',
    description: 'Zeitpunkt (ISO 8601 mit Zeitzone); geliefert werden die seither angelegten Versionen.',
    example: '2026-11-01T00:00:00Z',
  })
  @IsISO8601({ strict: true })
  changedSince!: string;
}

@ApiSchema({ name: 'ProgramChange' })
export class ProgramChangeDto {
  @ApiProperty({ description: 'Abrufbar unter `GET /api/v1/programs/{id}`.' }) programId!: string;
  @ApiProperty({ type: 'integer', minimum: 1 }) version!: number;
  @ApiProperty({ enum: ['created', 'changed', 'removed', 'returned'] }) kind!: string;
  @ApiProperty({ format: 'date-time' }) changedAt!: string;
  @ApiProperty({ type: [String], description: 'Geänderte Felder; Einzelheiten in der Historie.' })
  fields!: string[];
}

@ApiSchema({ name: 'ProgramChangeList' })
export class ListProgramChangesResponseDto {
  @ApiProperty({ type: [ProgramChangeDto], description: 'Nach Zeitpunkt, dann Programm-ID.' })
  items!: ProgramChangeDto[];
  @ApiProperty({ type: 'integer', minimum: 0 }) total!: number;
  @ApiProperty({ type: 'integer' }) limit!: number;
  @ApiProperty({ type: 'integer' }) offset!: number;
}
