import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { plainTextOf } from '@libs/catalogue';
import { COMPANY_SIZES } from '@libs/shared';
import type { DumpEntry } from '../domain/dump-entry';
import { attributionOf, attributionTextOf } from '../domain/dump-to-program';
import { SUB_AREA_PARENTS } from '../domain/export-codes';
import { companySizesOf } from '../domain/export-vocabulary';
import { labelOf } from '../domain/dump-vocabulary';
import { derivedOf, ProgramDetailsDerivedDto, type DisplayField } from './program-details-derived.dto';

@ApiSchema({ name: 'ProgramSourceSection' })
export class ProgramSourceSectionDto {
  @ApiProperty({ description: 'HTML wie geliefert (bei der Anzeige bereinigen); leer: nicht angegeben.' })
  html!: string;
  @ApiProperty({
    description: 'Derselbe Text ohne Auszeichnung, jedes Wort unverändert; leer: nicht angegeben.',
  })
  text!: string;
}

const SECTION = { type: ProgramSourceSectionDto } as const;

@ApiSchema({ name: 'ProgramSourceSections' })
export class ProgramSourceSectionsDto {
  @ApiProperty({ ...SECTION, description: 'Kurztext (Kurzzusammenfassung).' })
  shortDescription!: ProgramSourceSectionDto;
  @ApiProperty({ ...SECTION, description: 'Rechtliche Voraussetzungen: wer antragsberechtigt ist.' })
  eligibility!: ProgramSourceSectionDto;
  @ApiProperty({ ...SECTION, description: 'Verfahrensablauf.' }) procedure!: ProgramSourceSectionDto;
  @ApiProperty({
    ...SECTION,
    description: 'Fristen, wie die Redaktion sie schreibt (kein berechnetes Datum).',
  })
  deadlines!: ProgramSourceSectionDto;
  @ApiProperty({ ...SECTION, description: 'Bearbeitungsdauer.' })
  processingTime!: ProgramSourceSectionDto;
  @ApiProperty({ ...SECTION, description: 'Erforderliche Unterlagen.' })
  requiredDocuments!: ProgramSourceSectionDto;
  @ApiProperty({ ...SECTION, description: 'Rechtsgrundlage (Richtlinie, Gesetz).' })
  legalBasis!: ProgramSourceSectionDto;
  @ApiProperty({ ...SECTION, description: 'Fundstelle der Rechtsgrundlage.' })
  legalCitation!: ProgramSourceSectionDto;
  @ApiProperty({
    ...SECTION,
    description: 'Redaktioneller Status-Hinweis („Antragstellung nicht mehr möglich“).',
  })
  statusNote!: ProgramSourceSectionDto;
}

@ApiSchema({ name: 'ProgramSourceContact' })
export class ProgramSourceContactDto {
  @ApiProperty({ type: 'string', nullable: true }) institution!: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'Straße und Hausnummer.' }) street!:
    string | null;
  @ApiProperty({ type: 'string', nullable: true }) zipCode!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) city!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) phone!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) fax!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) email!: string | null;
  @ApiProperty({ type: 'string', nullable: true }) website!: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'Übergeordnete Einheit.' }) parent!:
    string | null;
}

@ApiSchema({ name: 'ProgramSourceLink' })
export class ProgramSourceLinkDto {
  @ApiProperty() url!: string;
  @ApiProperty({ description: 'Titel des Links wie geliefert.' }) title!: string;
}

@ApiSchema({ name: 'ProgramSourceSubArea' })
export class ProgramSourceSubAreaDto {
  @ApiProperty({ type: 'string', nullable: true, description: 'Förderbereich (Bezeichnung).' }) area!:
    string | null;
  @ApiProperty({ description: 'Code des Unterbereichs in der Förderdatenbank.' }) code!: string;
}

@ApiSchema({ name: 'ProgramDetailsAttribution' })
export class ProgramSourceAttributionV2Dto {
  @ApiProperty() name!: string;
  @ApiProperty() publisher!: string;
  @ApiProperty() licence!: string;
  @ApiProperty() licenceUrl!: string;
  @ApiProperty({ format: 'date' }) retrievedAt!: string;
  @ApiProperty({ description: 'Mit jeder Anzeige der Texte mitzuzeigen.' }) text!: string;
}

@ApiSchema({ name: 'ProgramSourceDetails' })
export class ProgramDetailsResponseDto {
  @ApiProperty() programId!: string;
  @ApiProperty({ description: 'Titel wie in der Förderdatenbank.' }) title!: string;
  @ApiProperty({ description: 'Die Seite des Programms in der Förderdatenbank.' }) detailUrl!: string;
  @ApiProperty({
    enum: ['fdb-xml', 'csv'],
    description: 'Woher die Angaben stammen (offizieller Export, alter Dump).',
  })
  format!: string;
  @ApiProperty({ type: 'string', nullable: true, enum: ['Bund', 'Land', 'EU', null] })
  level!: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'Das Land laut Pfad im Export.' })
  region!: string | null;
  @ApiProperty({ type: ProgramSourceSectionsDto }) sections!: ProgramSourceSectionsDto;
  @ApiProperty({ type: [String] }) fundingTypes!: string[];
  @ApiProperty({ type: [String] }) fundingAreas!: string[];
  @ApiProperty({ type: [ProgramSourceSubAreaDto] }) subAreas!: ProgramSourceSubAreaDto[];
  @ApiProperty({ type: [String] }) fundingLocations!: string[];
  @ApiProperty({ type: [String] }) eligibleApplicants!: string[];
  @ApiProperty({
    type: [String],
    enum: COMPANY_SIZES,
    description: 'Unternehmensgrößen (EU-KMU-Klassen); leer: keine Einschränkung angegeben.',
  })
  companySizes!: string[];
  @ApiProperty({ type: [String], description: 'Branchen (Codes der Förderdatenbank).' }) sectors!: string[];
  @ApiProperty({ type: 'boolean', nullable: true, description: 'GRW-Förderung laut Kategorie.' })
  grw!: boolean | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'Fördergeber (Organisation).' })
  organisation!: string | null;
  @ApiProperty({ type: [ProgramSourceContactDto] }) contacts!: ProgramSourceContactDto[];
  @ApiProperty({ type: [ProgramSourceLinkDto], description: 'Weiterführende Links.' })
  links!: ProgramSourceLinkDto[];
  @ApiProperty({ type: 'string', nullable: true, description: 'Stichworte wie geliefert.' })
  keywords!: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'Sprache des Antrags.' })
  applicationLanguage!: string | null;
  @ApiProperty({ type: ProgramSourceAttributionV2Dto }) attribution!: ProgramSourceAttributionV2Dto;
  @ApiProperty({
    type: ProgramDetailsDerivedDto,
    description:
      'Abgeleitete Anzeigeformen, getrennt von den Angaben der Quelle (die Felder oben sind unverändert).',
  })
  derived!: ProgramDetailsDerivedDto;
}

const section = (html: string | undefined): ProgramSourceSectionDto => {
  const text = plainTextOf(html ?? '');
  return text ? { html: html!, text } : { html: '', text: '' };
};

const areaLabel = (code: string): string | null => {
  const { label, known } = labelOf('funding_area', code);
  return known ? label : code === 'corona' ? 'Corona-Hilfe' : null;
};

/** The texts a display form is offered for, by their JSON Pointer into the read. */
function displayFields(r: Omit<ProgramDetailsResponseDto, 'derived'>): DisplayField[] {
  return [
    ['/title', r.title],
    ...Object.entries(r.sections).map(([key, s]): DisplayField => [`/sections/${key}/text`, s.text]),
    ...r.contacts.flatMap((c, i): DisplayField[] => [
      [`/contacts/${i}/institution`, c.institution],
      [`/contacts/${i}/parent`, c.parent],
    ]),
    ...r.links.map((l, i): DisplayField => [`/links/${i}/title`, l.title]),
    ['/organisation', r.organisation],
  ];
}

/** The current version's entry as the v2 details read: the export's sections, categories, contacts, links. */
export function toProgramDetails(
  programId: string,
  e: DumpEntry,
  validFrom: Date,
): ProgramDetailsResponseDto {
  const read = sourceDetails(programId, e, validFrom);
  return { ...read, derived: derivedOf(displayFields(read), [read.keywords ?? '']) };
}

function sourceDetails(
  programId: string,
  e: DumpEntry,
  validFrom: Date,
): Omit<ProgramDetailsResponseDto, 'derived'> {
  const d = e.details;
  const t = d?.texts;
  const parents = new Set(Object.values(SUB_AREA_PARENTS));
  return {
    programId,
    title: e.title,
    detailUrl: e.url,
    format: d ? 'fdb-xml' : 'csv',
    level: d?.pathLevel ?? (['Bund', 'Land', 'EU'].includes(e.fundingBody ?? '') ? e.fundingBody : null),
    region: d?.pathRegion ?? null,
    sections: {
      shortDescription: section(t?.shortDescription),
      eligibility: section(t?.eligibility),
      procedure: section(t?.procedure),
      deadlines: section(t?.deadlines),
      processingTime: section(t?.processingTime),
      requiredDocuments: section(t?.requiredDocuments),
      legalBasis: section(e.texts.legalBasis),
      legalCitation: section(t?.legalCitation),
      statusNote: section(t?.statusNote),
    },
    fundingTypes: e.fundingTypes,
    fundingAreas: e.fundingAreas,
    subAreas: (d?.subAreas ?? []).map((s) => {
      const [area, code] = s.split('.') as [string, string];
      return { area: parents.has(area) ? areaLabel(area) : null, code };
    }),
    fundingLocations: e.fundingLocations,
    eligibleApplicants: e.eligibleApplicants,
    companySizes: companySizesOf(d?.companySizes ?? []) ?? [],
    sectors: d?.sectors ?? [],
    grw: d?.grw ?? null,
    organisation: d?.organisation?.name ?? null,
    contacts: d
      ? d.contacts.map((c) => ({
          institution: c.institution,
          street: [c.road, c.houseId].filter(Boolean).join(' ') || null,
          zipCode: c.zipCode,
          city: c.city,
          phone: c.phone,
          fax: c.fax,
          email: c.email,
          website: c.website,
          parent: c.parent,
        }))
      : [{ ...e.contact, zipCode: null, parent: null }],
    links: d ? d.links : e.furtherLinks.map((url) => ({ url, title: url })),
    keywords: d?.keywords ?? null,
    applicationLanguage: d?.applicationLanguage ?? null,
    attribution: { ...attributionOf(e, validFrom), text: attributionTextOf(e) },
  };
}
