import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsOptional, IsTimeZone, Matches, MaxLength } from 'class-validator';
import { EVENT_NAME } from '../domain/event-schemas';

export class ForecastQueryDto {
  @ApiProperty({
    example: 'calculation.created',
    description: 'Ereignis, dessen Monatsanzahl vorhergesagt wird.',
  })
  @Matches(EVENT_NAME)
  @MaxLength(80)
  event!: string;

  @ApiPropertyOptional({
    default: 'UTC',
    example: 'Europe/Berlin',
    description:
      'IANA-Zeitzone der Monatsgrenzen (Standard UTC, wie bisher). Mit `Europe/Berlin` zählt ein Ereignis um 00:30 Uhr am 1. März (Berliner Zeit) im März.',
  })
  @IsOptional()
  @IsTimeZone()
  @MaxLength(64)
  timeZone?: string;
}

@ApiSchema({ name: 'ForecastHistoryPoint' })
export class ForecastHistoryPointDto {
  @ApiProperty({ example: '2026-10' }) month!: string;
  @ApiProperty({ type: 'integer' }) count!: number;
}

@ApiSchema({ name: 'ForecastPoint' })
export class ForecastPointDto {
  @ApiProperty({ example: '2026-11' }) month!: string;
  @ApiProperty({ description: 'Punktprognose (nie unter 0).' }) mean!: number;
  @ApiProperty() lower80!: number;
  @ApiProperty() upper80!: number;
  @ApiProperty() lower95!: number;
  @ApiProperty() upper95!: number;
}

@ApiSchema({ name: 'ForecastParameters' })
export class ForecastParametersDto {
  @ApiProperty() alpha!: number;
  @ApiProperty({ description: 'β der Fehlerkorrekturform (= α·β*).' }) beta!: number;
  @ApiProperty() gamma!: number;
  @ApiProperty() phi!: number;
}

@ApiSchema({ name: 'ForecastBacktest' })
export class ForecastBacktestDto {
  @ApiProperty({ type: 'integer', description: 'Zahl der rollierenden Prognoseursprünge.' }) origins!: number;
  @ApiProperty({ type: 'integer', description: 'Bewertete Prognosen (Ursprung × Horizont 1–12).' })
  errors!: number;
  @ApiProperty({
    type: 'number',
    nullable: true,
    description: 'MASE des Verfahrens; unter 1 schlägt es die saisonal naive Methode.',
  })
  mase!: number | null;
  @ApiProperty({
    type: 'number',
    nullable: true,
    description: 'MASE der saisonal naiven Prognose auf denselben Ursprüngen.',
  })
  seasonalNaiveMase!: number | null;
  @ApiProperty({ type: 'number', nullable: true, description: 'Anteil der Istwerte im 80-%-Intervall.' })
  coverage80!: number | null;
  @ApiProperty({ type: 'number', nullable: true, description: 'Anteil der Istwerte im 95-%-Intervall.' })
  coverage95!: number | null;
}

@ApiSchema({ name: 'ForecastResponse' })
export class ForecastResponseDto {
  @ApiProperty() event!: string;
  @ApiProperty({
    enum: ['ets_damped_seasonal', 'ets_damped', 'naive'],
    description:
      '`ets_damped_seasonal`: ETS(A,Ad,A) ab 24 Monaten Historie; `ets_damped`: ETS(A,Ad,N) bei 6–23; `naive`: letzter Wert, weniger als 6 Monate.',
  })
  method!: string;
  @ApiProperty({ description: 'Erklärung des Verfahrens in einem Satz.' }) methodNote!: string;
  @ApiPropertyOptional({
    type: ForecastParametersDto,
    description: 'Geschätzte Parameter; fehlt bei `naive`.',
  })
  params?: ForecastParametersDto;
  @ApiProperty({
    type: [ForecastHistoryPointDto],
    description: 'Abgeschlossene Monate ab dem ersten mit Ereignissen.',
  })
  history!: ForecastHistoryPointDto[];
  @ApiProperty({ type: [ForecastPointDto], description: '24 Monate ab dem laufenden.' })
  points!: ForecastPointDto[];
  @ApiProperty({ type: ForecastBacktestDto }) backtest!: ForecastBacktestDto;
}
