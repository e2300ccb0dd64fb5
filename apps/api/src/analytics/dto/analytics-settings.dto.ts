import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

@ApiSchema({ name: 'AnalyticsSettings' })
export class AnalyticsSettingsDto {
  @ApiProperty({
    description:
      'Ob der Dienst eigene Ereignisse des Mandanten erfasst (`program.searched`, `program.viewed`, ' +
      '`match.requested`, `calculation.created`), damit Trichter ohne Client-Instrumentierung funktionieren. ' +
      'Standard: `true`. Mit `false` werden solche Ereignisse ab sofort verworfen (Widerspruch, Art. 21 DSGVO); ' +
      'bereits gespeicherte bleiben bis zu ihrer Löschfrist.',
  })
  @IsBoolean()
  serverEvents!: boolean;
}
