import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { LegalSourceDto } from '../../platform/openapi/legal-source.dto';

@ApiSchema({ name: 'LegalRule' })
export class LegalRuleDto {
  @ApiProperty({ example: 'gber-651/2014' }) ruleId!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ description: 'Rechtsquelle mit Fundstelle.' }) legalSource!: string;
  @ApiProperty({ type: [LegalSourceDto], description: 'Die Quellen von `legalSource` als Daten.' })
  sources!: LegalSourceDto[];
  @ApiProperty({ format: 'date' }) validFrom!: string;
  @ApiProperty({
    type: 'string',
    format: 'date',
    nullable: true,
    description: 'null: kein Enddatum bekannt.',
  })
  validTo!: string | null;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'Tage bis zum Ende der Geltung (negativ: abgelaufen).',
  })
  daysLeft!: number | null;
  @ApiProperty({ enum: ['in_force', 'expired', 'future'] }) status!: string;
}

@ApiSchema({ name: 'LegalRuleList' })
export class LegalRulesResponseDto {
  @ApiProperty({ format: 'date', description: 'Stichtag (deutscher Kalendertag).' }) asOf!: string;
  @ApiProperty({ type: [LegalRuleDto] }) items!: LegalRuleDto[];
}
