/**
 * The v1 wire contract, copied by hand from /work/shared/spec/interface.md (sections 2, 4, 5, 7, 8). The contract
 * tests compare the served OpenAPI document with this table, so a field renamed in a DTO (and thereby in the
 * document) is still caught. Change this file only when the specification changes.
 */
export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object' | 'null';

export type SpecRecordName =
  | 'Program'
  | 'ApplicantProfile'
  | 'CalculationRequest'
  | 'CalculationResponse'
  | 'CumulationWarning'
  | 'MatchRequest'
  | 'MatchEntry'
  | 'MatchResponse'
  | 'ListProgramsResponse'
  | 'ErrorResponse'
  | 'ValidationErrorResponse'
  | 'ValidationIssue';

export interface SpecField {
  /** The JSON type; an array for "string or null"; 'any' for free-form. */
  type: JsonType | JsonType[] | 'any';
  required: boolean;
  enum?: readonly string[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  format?: 'uuid' | 'date-time';
  default?: unknown;
  /** Array items: a record of this table, or a field. */
  items?: SpecRecordName | SpecField;
  /** An object field holding a record of this table. */
  record?: SpecRecordName;
  /**
   * Response fields the spec marks optional that we always send (documented as required). Allowed only for fields
   * with a default: clients that expect the field to be absent-or-default see the same thing.
   */
  alwaysSent?: true;
}

export interface SpecRecord {
  /** Request records must match the required list exactly; response records may require `alwaysSent` fields. */
  direction: 'request' | 'response';
  fields: Record<string, SpecField>;
  /** Fields the document adds beyond the spec (response records only, never required in requests). */
  additive?: readonly string[];
}

export const CATEGORIES = [
  'zuschuss',
  'darlehen',
  'buergschaft',
  'steuervorteil',
  'beteiligung',
  'kredit',
  'beratung',
];
export const LEVELS = ['bundesweit', 'landesweit', 'regional', 'eu'];

const EMPTY: string[] = [];

export const SPEC_RECORDS: Record<SpecRecordName, SpecRecord> = {
  // 2.1
  Program: {
    direction: 'response',
    fields: {
      id: { type: 'string', required: true, minLength: 1 },
      name: { type: 'string', required: true, minLength: 1 },
      shortName: { type: 'string', required: false },
      provider: {
        type: 'string',
        required: true,
        enum: ['BAFA', 'KFW', 'BMBF', 'BMWK', 'EU', 'Bundesland', 'Sonstige'],
      },
      category: { type: 'string', required: true, enum: CATEGORIES },
      level: { type: 'string', required: false, enum: LEVELS },
      description: { type: 'string', required: true },
      maxAmount: { type: 'number', required: true, minimum: 0 },
      minAmount: { type: 'number', required: false, minimum: 0 },
      subsidyRateMax: { type: 'number', required: false, minimum: 0, maximum: 1 },
      deminimis: { type: 'boolean', required: false },
      targetGroups: {
        type: 'array',
        required: false,
        items: { type: 'string', required: true },
        default: EMPTY,
        alwaysSent: true,
      },
      eligibleRegions: {
        type: 'array',
        required: false,
        items: { type: 'string', required: true },
        default: EMPTY,
        alwaysSent: true,
      },
      phases: {
        type: 'array',
        required: false,
        items: { type: 'string', required: true },
        default: EMPTY,
        alwaysSent: true,
      },
      applicationDeadline: { type: ['string', 'null'], required: false, format: 'date-time' },
      status: { type: 'string', required: true, enum: ['aktiv', 'inaktiv', 'geplant', 'ausgelaufen'] },
      // "format: not shown": any string; our choice (date-time) must be stated in the description.
      lastUpdated: { type: 'string', required: true },
    },
    // The plain text beside the description, whether the amounts are stated (maxAmount >= 0 cannot
    // say "unknown"), and the source and licence of an imported text.
    // Terms read from the program's text and confirmed by a person, each with its provenance; a deadline that
    // recurs every year (its rule and next date), which `applicationDeadline` alone cannot say. The program
    // that replaced an ended one, where its source names it (optional, like the spec's optional fields).
    additive: [
      'descriptionText',
      'amountsKnown',
      'termsSource',
      'source',
      'termsProvenance',
      'recurringDeadline',
      'successorId',
    ],
  },
  // 2.2
  ApplicantProfile: {
    direction: 'request',
    fields: {
      employeeCount: { type: 'integer', required: true, minimum: 0 },
      revenueEur: { type: 'number', required: true, minimum: 0 },
      balanceSheetEur: { type: 'number', required: false, minimum: 0 },
      federalState: { type: 'string', required: true, minLength: 2, maxLength: 32 },
      industryCode: { type: 'string', required: true, minLength: 1, maxLength: 16 },
      companySize: { type: 'string', required: false, enum: ['micro', 'small', 'medium', 'large'] },
      isKmu: { type: 'boolean', required: false },
      companyAgeYears: { type: 'number', required: false, minimum: 0 },
      deminimisUsedEur: { type: 'number', required: false, minimum: 0, default: 0 },
    },
  },
  // 2.3
  CalculationRequest: {
    direction: 'request',
    fields: {
      programId: { type: 'string', required: true, minLength: 1 },
      projectBudgetEur: { type: 'number', required: true, exclusiveMinimum: 0 },
      applicantProfile: { type: 'object', required: true, record: 'ApplicantProfile' },
    },
  },
  // 2.4
  CalculationResponse: {
    direction: 'response',
    fields: {
      calculationId: { type: 'string', required: true, format: 'uuid' },
      programId: { type: 'string', required: true },
      estimatedSubsidyEur: { type: 'number', required: true, minimum: 0 },
      effectiveSubsidyRate: { type: 'number', required: true, minimum: 0, maximum: 1 },
      cumulationWarnings: {
        type: 'array',
        required: false,
        items: 'CumulationWarning',
        default: EMPTY,
        alwaysSent: true,
      },
      computedAt: { type: 'string', required: true, format: 'date-time' },
    },
    additive: ['eligible', 'companySize', 'breakdown'],
  },
  // 2.5
  CumulationWarning: {
    direction: 'response',
    fields: {
      code: { type: 'string', required: true },
      message: { type: 'string', required: true },
      severity: { type: 'string', required: true, enum: ['info', 'warning', 'error'] },
    },
  },
  // 2.6
  MatchRequest: {
    direction: 'request',
    fields: {
      profile: { type: 'object', required: true, record: 'ApplicantProfile' },
      categories: {
        type: 'array',
        required: false,
        items: { type: 'string', required: true, enum: CATEGORIES },
      },
      limit: { type: 'integer', required: false, minimum: 1, maximum: 50, default: 10 },
    },
  },
  // 2.7
  MatchEntry: {
    direction: 'response',
    fields: {
      programId: { type: 'string', required: true },
      programName: { type: 'string', required: true },
      score: { type: 'number', required: true, minimum: 0, maximum: 100 },
      reasons: {
        type: 'array',
        required: false,
        items: { type: 'string', required: true },
        default: EMPTY,
        alwaysSent: true,
      },
    },
  },
  MatchResponse: {
    direction: 'response',
    fields: {
      matches: { type: 'array', required: true, items: 'MatchEntry' },
      total: { type: 'integer', required: true, minimum: 0 },
    },
  },
  // 2.8
  ListProgramsResponse: {
    direction: 'response',
    fields: {
      programs: { type: 'array', required: true, items: 'Program' },
      total: { type: 'integer', required: true, minimum: 0 },
      limit: { type: 'integer', required: true, minimum: 1, maximum: 100 },
      offset: { type: 'integer', required: true, minimum: 0 },
    },
  },
  // 7
  ErrorResponse: {
    direction: 'response',
    fields: {
      error: { type: 'string', required: true },
      code: { type: 'string', required: false },
      details: { type: 'any', required: false },
    },
  },
  ValidationErrorResponse: {
    direction: 'response',
    fields: {
      error: { type: 'string', required: true },
      code: { type: 'string', required: false },
      details: { type: 'any', required: false },
      issues: { type: 'array', required: false, items: 'ValidationIssue' },
    },
  },
  ValidationIssue: {
    direction: 'response',
    fields: {
      path: { type: 'array', required: true, items: { type: ['string', 'number'], required: true } },
      message: { type: 'string', required: true },
    },
  },
};

/** Spec 4.1 and 4.2: operations, their tags, request and response records, and every status of section 7. */
export const SPEC_OPERATIONS = {
  listPrograms: {
    method: 'get',
    path: '/api/v1/programs',
    tag: 'Programs',
    request: undefined,
    responses: {
      200: 'ListProgramsResponse',
      400: 'ValidationErrorResponse',
      401: 'ErrorResponse',
      429: 'ErrorResponse',
    },
  },
  getProgramById: {
    method: 'get',
    path: '/api/v1/programs/{id}',
    tag: 'Programs',
    request: undefined,
    responses: { 200: 'Program', 404: 'ErrorResponse' },
  },
  createCalculation: {
    method: 'post',
    path: '/api/v1/calculations',
    tag: 'Calculations',
    request: 'CalculationRequest',
    responses: {
      200: 'CalculationResponse',
      400: 'ValidationErrorResponse',
      401: 'ErrorResponse',
      429: 'ErrorResponse',
    },
  },
  findMatches: {
    method: 'post',
    path: '/api/v1/matches',
    tag: 'Matching',
    request: 'MatchRequest',
    responses: { 200: 'MatchResponse', 400: 'ValidationErrorResponse', 429: 'ErrorResponse' },
  },
} as const satisfies Record<
  string,
  {
    method: string;
    path: string;
    tag: string;
    request: SpecRecordName | undefined;
    responses: Record<number, SpecRecordName>;
  }
>;

/** Spec 4.2: query parameters of GET /programs; spec 4.2/5.5: parameters of every operation. */
export const SPEC_PARAMETERS = {
  listPrograms: {
    category: { type: 'string', required: false, enum: CATEGORIES },
    level: { type: 'string', required: false, enum: LEVELS },
    region: { type: 'string', required: false, minLength: 2, maxLength: 32 },
    limit: { type: 'integer', required: false, minimum: 1, maximum: 100, default: 20 },
    offset: { type: ['integer', 'null'], required: false, minimum: 0, default: 0 },
  },
  getProgramById: {
    id: { type: 'string', required: true, minLength: 1 },
  },
} satisfies Record<string, Record<string, SpecField>>;

/** Spec 4 / 5.5: every operation accepts the optional tenant header. */
export const TENANT_HEADER: SpecField = { type: 'string', required: false, minLength: 1 };
