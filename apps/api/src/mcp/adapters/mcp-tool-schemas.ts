import {
  COMPANY_SIZES,
  PROGRAM_CATEGORIES,
  PROGRAM_LEVELS,
  PROGRAM_PROVIDERS,
  PROGRAM_STATUSES,
} from '@libs/shared';
import { SEARCH_SORTS } from '@libs/program-search';
import { CalculationRequestDto } from '../../calculations';
import { inputSchemaOf } from './dto-input-schema';

/** A tool as `tools/list` names it: JSON Schema of its arguments, German descriptions. */
export interface McpToolDefinition {
  name: string;
  title: string;
  description: string;
  inputSchema: { type: 'object'; properties: Record<string, object>; required?: string[] };
}

const list = (values: readonly string[], description: string) => ({
  type: 'array',
  items: { type: 'string', enum: values },
  description,
});
const REGION = {
  type: 'string',
  description:
    'Bundesland (`SN`, `DE-SN` oder `Sachsen`): die dort offenen Programme (bundesweite, EU- und die des Landes); ' +
    '`bundesweit`: nur die bundesweit offenen.',
};
const PROFILE = {
  type: 'object',
  description: 'Das antragstellende Unternehmen.',
  properties: {
    employeeCount: { type: 'integer', minimum: 0, description: 'Beschäftigte (Jahresarbeitseinheiten).' },
    revenueEur: { type: 'number', minimum: 0, description: 'Jahresumsatz in EUR.' },
    balanceSheetEur: { type: 'number', minimum: 0, description: 'Bilanzsumme in EUR.' },
    federalState: { type: 'string', description: 'Bundesland des Sitzes (`SN`, `Sachsen`).' },
    industryCode: { type: 'string', description: 'WZ-2008-Code, z. B. `62.01`.' },
    companyAgeYears: { type: 'number', minimum: 0, description: 'Alter des Unternehmens in Jahren.' },
    deminimisUsedEur: {
      type: 'number',
      minimum: 0,
      description: 'In den letzten drei Jahren erhaltene De-minimis-Beihilfen in EUR.',
    },
  },
  required: ['employeeCount', 'revenueEur', 'federalState', 'industryCode'],
};
const COSTS = ['investment', 'rdPersonnel', 'contractResearch', 'consulting', 'training', 'operating'];

export const MCP_TOOLS: McpToolDefinition[] = [
  {
    name: 'search_programs',
    title: 'Förderprogramme suchen',
    description:
      'Volltextsuche im Förderkatalog (deutsch: Umlaute, Wortstämme, Komposita, Tippfehler) mit Filtern und ' +
      'Facetten; wie `GET /api/v2/programs/search`. Liefert Treffer mit Relevanz, Hervorhebungen und `nextCursor`.',
    inputSchema: {
      type: 'object',
      properties: {
        q: {
          type: 'string',
          maxLength: 200,
          description: 'Suchtext, z. B. "Digitalisierung Handwerk Sachsen".',
        },
        provider: list(PROGRAM_PROVIDERS, 'Fördergeber (einer genügt).'),
        category: list(PROGRAM_CATEGORIES, 'Förderart.'),
        level: list(PROGRAM_LEVELS, 'Ebene.'),
        region: REGION,
        status: list(PROGRAM_STATUSES, 'Status.'),
        targetGroup: {
          type: 'array',
          items: { type: 'string' },
          description: 'Zielgruppen, z. B. `KMU`, `Handwerk`.',
        },
        companySize: list(COMPANY_SIZES, 'Größenklasse, für die das Programm offen ist.'),
        deminimis: { type: 'boolean', description: 'Nur De-minimis-Beihilfen (true) oder keine (false).' },
        closingWithinDays: {
          type: 'integer',
          minimum: 0,
          maximum: 3650,
          description: 'Frist endet in höchstens n Tagen.',
        },
        openNow: { type: 'boolean', description: 'Nur jetzt beantragbare Programme.' },
        amountMin: { type: 'number', minimum: 0, description: 'Mindest-Höchstbetrag in EUR.' },
        amountMax: { type: 'number', minimum: 0, description: 'Höchstens dieser Höchstbetrag in EUR.' },
        rateMin: { type: 'number', minimum: 0, maximum: 1, description: 'Mindest-Fördersatz (0,5 = 50 %).' },
        rateMax: { type: 'number', minimum: 0, maximum: 1, description: 'Höchstens dieser Fördersatz.' },
        sort: { type: 'string', enum: SEARCH_SORTS, description: 'Reihenfolge (Standard `relevance`).' },
        limit: { type: 'integer', minimum: 1, maximum: 100, description: 'Treffer je Seite (Standard 20).' },
        cursor: { type: 'string', description: '`nextCursor` der vorigen Seite derselben Suche.' },
      },
    },
  },
  {
    name: 'get_program',
    title: 'Ein Förderprogramm',
    description:
      'Alle Angaben zu einem Programm des Katalogs (Beschreibung, Beträge, Sätze, Frist, Regionen, Quelle).',
    inputSchema: {
      type: 'object',
      properties: {
        id: {
          type: 'string',
          description: 'Programm-ID, z. B. `bafa-foerderung-unternehmensberatungen-kmu`.',
        },
      },
      required: ['id'],
    },
  },
  {
    name: 'calculate_subsidy',
    title: 'Förderung berechnen',
    description:
      'Schätzt die Förderung eines Programms für ein Unternehmen und ein Projektbudget, mit Berechnungsweg und ' +
      'Hinweisen (dieselbe Berechnung und dieselben Eingaberegeln wie `POST /api/v1/calculations`, hier nicht ' +
      'gespeichert): ein Budget über 0 EUR mit höchstens zwei Nachkommastellen.',
    // The body of `POST /api/v1/calculations`, from its DTO: the same fields, bounds and 400 reasons.
    inputSchema: inputSchemaOf(CalculationRequestDto),
  },
  {
    name: 'plan_funding',
    title: 'Förderplan erstellen',
    description:
      'Die beste rechtlich zulässige Kombination von Programmen für ein Projekt (Kumulierung, De-minimis, ' +
      'KMU-Status); wie `POST /api/v2/funding-plans` und dort gespeichert. Alle Felder jenes Körpers sind erlaubt.',
    inputSchema: {
      type: 'object',
      properties: {
        company: PROFILE,
        project: {
          type: 'object',
          description: 'Das Vorhaben.',
          properties: {
            title: { type: 'string' },
            plannedStart: { type: 'string', format: 'date', description: 'Geplanter Beginn (`YYYY-MM-DD`).' },
            costs: {
              type: 'object',
              description: 'Förderfähige Kosten je Kostenart in EUR.',
              properties: Object.fromEntries(COSTS.map((c) => [c, { type: 'number', minimum: 0 }])),
            },
          },
          required: ['plannedStart', 'costs'],
        },
        programIds: { type: 'array', items: { type: 'string' }, description: 'Nur diese Programme planen.' },
      },
      required: ['company', 'project'],
    },
  },
  {
    name: 'upcoming_deadlines',
    title: 'Nahende Antragsfristen',
    description:
      'Jetzt beantragbare Programme, deren Antragsfrist in den nächsten Tagen endet, die nächste zuerst.',
    inputSchema: {
      type: 'object',
      properties: {
        days: { type: 'integer', minimum: 0, maximum: 365, description: 'Zeitraum in Tagen (Standard 30).' },
        region: REGION,
        limit: {
          type: 'integer',
          minimum: 1,
          maximum: 100,
          description: 'Höchstens so viele (Standard 20).',
        },
      },
    },
  },
];
