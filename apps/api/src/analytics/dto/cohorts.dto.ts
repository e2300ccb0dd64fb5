import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Matches, Max, MaxLength, Min } from 'class-validator';
import { toIntegerOrRaw } from '../../platform/validation/query-transforms';
import { EVENT_NAME } from '../domain/event-schemas';
import { ZonedRangeQueryDto } from './funnel.dto';

export class CohortsQueryDto extends ZonedRangeQueryDto {
  @ApiProperty({
    example: 'search.performed',
    description: 'Ereignis, das einen Akteur einer Kohorte zuordnet.',
  })
  @Matches(EVENT_NAME)
  @MaxLength(80)
  bornEvent!: string;

  @ApiPropertyOptional({ description: 'Ereignis, das als Wiederkehr zählt. Standard: `bornEvent`.' })
  @IsOptional()
  @Matches(EVENT_NAME)
  @MaxLength(80)
  returnEvent?: string;

  @ApiPropertyOptional({
    enum: ['first_time', 'recurring'],
    default: 'first_time',
    description:
      '`first_time`: Kohorte nach dem ersten `bornEvent` überhaupt; `recurring`: nach jeder Periode mit `bornEvent`.',
  })
  @IsOptional()
  @IsIn(['first_time', 'recurring'])
  mode?: 'first_time' | 'recurring';

  @ApiPropertyOptional({
    enum: ['day', 'week', 'month'],
    default: 'week',
    description: 'Periode (in `timeZone`, Standard UTC; Wochen beginnen montags).',
  })
  @IsOptional()
  @IsIn(['day', 'week', 'month'])
  unit?: 'day' | 'week' | 'month';

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: 60,
    default: 8,
    description: 'Zahl der Perioden ab Periode 0.',
  })
  @IsOptional()
  @Transform(toIntegerOrRaw)
  @IsInt()
  @Min(1)
  @Max(60)
  periods?: number;

  @ApiPropertyOptional({
    enum: ['bounded', 'unbounded'],
    default: 'bounded',
    description:
      '`bounded`: Wiederkehr genau in Periode k; `unbounded`: in Periode k oder später („am oder nach“).',
  })
  @IsOptional()
  @IsIn(['bounded', 'unbounded'])
  bound?: 'bounded' | 'unbounded';
}

@ApiSchema({ name: 'RetentionCell' })
export class RetentionCellDto {
  @ApiProperty({
    type: 'integer',
    description: 'Perioden nach der Kohortenperiode (0 = die Kohortenperiode).',
  })
  period!: number;
  @ApiProperty({ type: 'integer' }) count!: number;
  @ApiProperty({ description: 'count / Kohortengröße.' }) rate!: number;
  @ApiProperty({ description: 'Die Periode ist noch nicht vorbei: der Wert kann noch steigen.' })
  incomplete!: boolean;
}

@ApiSchema({ name: 'RetentionCohort' })
export class RetentionCohortDto {
  @ApiProperty({ format: 'date', description: 'Erster Tag der Kohortenperiode (in `timeZone`).' })
  cohort!: string;
  @ApiProperty({ type: 'integer' }) size!: number;
  @ApiProperty({ type: [RetentionCellDto] }) cells!: RetentionCellDto[];
}

@ApiSchema({ name: 'CohortsResponse' })
export class CohortsResponseDto {
  @ApiProperty({ enum: ['day', 'week', 'month'] }) unit!: string;
  @ApiProperty({ enum: ['first_time', 'recurring'] }) mode!: string;
  @ApiProperty({ enum: ['bounded', 'unbounded'] }) bound!: string;
  @ApiProperty({ type: [RetentionCohortDto] }) cohorts!: RetentionCohortDto[];
}
