import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { sourcesCitedIn, type CitedSource } from '@libs/shared';

const KINDS = [
  'eu-regulation',
  'eu-recommendation',
  'eu-communication',
  'commission-decision',
  'commission-publication',
  'federal-law',
  'federal-gazette',
  'federal-framework',
  'administrative-regulation',
  'land-law',
  'land-portal',
  'funder-page',
  'program-page',
  'unverified-fact',
  'catalogue-entry',
];

@ApiSchema({ name: 'LegalSourceAmendment' })
export class LegalSourceAmendmentDto {
  @ApiProperty({ example: 'VO (EU) 2023/1315' }) act!: string;
  @ApiProperty({ example: 'ELI reg/2023/1315/oj' }) identifier!: string;
  @ApiProperty({ example: 'http://data.europa.eu/eli/reg/2023/1315/oj' }) url!: string;
}

/**
 * One cited source as data, beside the `legalSource` text it is rendered into: the act as lawyers cite it,
 * its official identifier and link, the provision, the amending acts, the version read and its validity.
 */
@ApiSchema({ name: 'LegalSource' })
export class LegalSourceDto {
  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'Eintrag des Quellenregisters; null für die Programmseite aus dem Katalogeintrag.',
    example: 'deminimis-art-3-2',
  })
  id!: string | null;
  @ApiProperty({ enum: KINDS }) kind!: string;
  @ApiProperty({ type: 'string', nullable: true, example: 'VO (EU) 2023/2831' }) act!: string | null;
  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'ELI, CELEX-Nummer, Aktenzeichen der Kommission (SA.…) oder BGBl-/BAnz-Fundstelle.',
    example: 'ELI reg/2023/2831/oj',
  })
  identifier!: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'Amtlicher Text.' }) url!: string | null;
  @ApiProperty({ type: 'string', nullable: true, example: 'Art. 3' }) article!: string | null;
  @ApiProperty({ type: 'string', nullable: true, example: '2' }) paragraph!: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'Buchstabe (lit.).' }) point!: string | null;
  @ApiProperty({
    type: [LegalSourceAmendmentDto],
    description: 'Änderungsrechtsakte, aus denen der Wert stammt.',
  })
  amendedBy!: LegalSourceAmendmentDto[];
  @ApiProperty({ type: 'string', format: 'date', nullable: true, description: 'Fassung, die gelesen wurde.' })
  versionDate!: string | null;
  @ApiProperty({ type: 'string', format: 'date', nullable: true }) validFrom!: string | null;
  @ApiProperty({ type: 'string', format: 'date', nullable: true, description: 'null: kein Ende bekannt.' })
  validTo!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) note!: string | null;
  @ApiProperty({ description: 'false, wo „amtliche Quelle nicht geprüft“ gilt.' })
  officialSourceVerified!: boolean;
  @ApiProperty({ type: 'string', nullable: true, description: 'Was nicht am amtlichen Text geprüft wurde.' })
  notVerified!: string | null;
}

/** The structured sources of a `legalSource` text (every rule's text is rendered from the registry). */
export function legalSourcesOf(legalSource: string): LegalSourceDto[] {
  return sourcesCitedIn(legalSource).map((s: CitedSource) => ({ ...s, amendedBy: [...s.amendedBy] }));
}
