/**
 * Properties allowed per event name. The product's own steps (search, match, calculation, application) have
 * fixed schemas so that a funnel can hold `programId` constant across them; any other name may carry flat
 * scalar properties. No schema admits free text long enough for a name or an address, and values that look
 * like an e-mail address are refused everywhere (actor ids are pseudonymous, docs/using-the-api.md).
 */
export type PropertyType = 'string' | 'number' | 'boolean';

export interface PropertySpec {
  type: PropertyType;
  required?: boolean;
  /** Longest string. */
  maxLength?: number;
}

export const KNOWN_EVENTS: Record<string, Record<string, PropertySpec>> = {
  'search.performed': {
    resultCount: { type: 'number' },
    federalState: { type: 'string', maxLength: 32 },
    programId: { type: 'string', maxLength: 100 },
  },
  'match.performed': {
    programId: { type: 'string', maxLength: 100 },
    matchCount: { type: 'number' },
  },
  'calculation.created': {
    programId: { type: 'string', required: true, maxLength: 100 },
    calculationId: { type: 'string', maxLength: 100 },
    channel: { type: 'string', maxLength: 32 },
    amountBand: { type: 'string', maxLength: 32 },
  },
  // The product's own server-side events (ADR 0031); clients may send them too.
  'program.searched': {
    category: { type: 'string', maxLength: 64 },
    level: { type: 'string', maxLength: 64 },
    region: { type: 'string', maxLength: 64 },
    resultCount: { type: 'number' },
  },
  'program.viewed': {
    programId: { type: 'string', required: true, maxLength: 100 },
  },
  'match.requested': {
    programId: { type: 'string', maxLength: 100 },
    topProgramIds: { type: 'string', maxLength: 510 },
    matchCount: { type: 'number' },
    categories: { type: 'string', maxLength: 200 },
  },
  'application.started': {
    programId: { type: 'string', required: true, maxLength: 100 },
  },
};

/** Event names: lower case, dot-separated like the outbound event types (`area.what_happened`). */
export const EVENT_NAME = /^[a-z][a-z0-9_]*(\.[a-z0-9_]+){0,3}$/;
export const MAX_EVENT_NAME_LENGTH = 80;
/** Property names of custom events; `$` is reserved for what the server sets (as in PostHog). */
export const PROPERTY_NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
export const MAX_PROPERTIES = 32;
export const MAX_CUSTOM_STRING = 200;
export const MAX_ACTOR_ID_LENGTH = 128;
export const UTM_FIELDS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];
export const MAX_UTM_LENGTH = 100;
