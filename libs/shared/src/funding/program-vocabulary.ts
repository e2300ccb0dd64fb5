/** Enumerations of the wire contract (spec 2.1), shared by catalogue, engine and matcher. */
export const PROGRAM_PROVIDERS = ['BAFA', 'KFW', 'BMBF', 'BMWK', 'EU', 'Bundesland', 'Sonstige'] as const;
export type ProgramProvider = (typeof PROGRAM_PROVIDERS)[number];

/** Type of funding instrument (spec 2.1 `category`). */
export const PROGRAM_CATEGORIES = [
  'zuschuss',
  'darlehen',
  'buergschaft',
  'steuervorteil',
  'beteiligung',
  'kredit',
  'beratung',
] as const;
export type ProgramCategory = (typeof PROGRAM_CATEGORIES)[number];

export const PROGRAM_LEVELS = ['bundesweit', 'landesweit', 'regional', 'eu'] as const;
export type ProgramLevel = (typeof PROGRAM_LEVELS)[number];

export const PROGRAM_STATUSES = ['aktiv', 'inaktiv', 'geplant', 'ausgelaufen'] as const;
export type ProgramStatus = (typeof PROGRAM_STATUSES)[number];

/** EU SME classes, Commission Recommendation 2003/361/EC (spec 2.2 `companySize`). */
export const COMPANY_SIZES = ['micro', 'small', 'medium', 'large'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

/** Instruments whose amount is financing rather than a grant (loans, guarantees, equity). */
export const FINANCING_CATEGORIES: readonly ProgramCategory[] = [
  'darlehen',
  'kredit',
  'buergschaft',
  'beteiligung',
];
