import { containsEmailAddress } from '@libs/shared';
import {
  EVENT_NAME,
  KNOWN_EVENTS,
  MAX_ACTOR_ID_LENGTH,
  MAX_CUSTOM_STRING,
  MAX_EVENT_NAME_LENGTH,
  MAX_PROPERTIES,
  MAX_UTM_LENGTH,
  PROPERTY_NAME,
  UTM_FIELDS,
  type PropertySpec,
  type UtmField,
} from './event-schemas';

/** Why one event of a batch was refused (stable codes, listed in the API description). */
export type RefusalCode =
  | 'INVALID_ID'
  | 'INVALID_NAME'
  | 'INVALID_TIMESTAMP'
  | 'TOO_OLD'
  | 'IN_FUTURE'
  | 'INVALID_ACTOR'
  | 'PERSONAL_DATA'
  | 'INVALID_PROPERTY'
  | 'MISSING_PROPERTY'
  | 'INVALID_UTM';

export interface Refusal {
  index: number;
  id: string | null;
  field: string;
  code: RefusalCode;
}

/** An event that passed every check, its time corrected for the sender's clock. */
export interface ValidEvent {
  id: string;
  name: string;
  actorId: string;
  occurredAt: Date;
  properties: Record<string, string | number | boolean>;
  utm: Partial<Record<UtmField, string>>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
/** ISO 8601 with a date, a time and an offset: an epoch number or a bare date would land at a guessed time. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
/** Placeholders that clients send when they have no id (Mixpanel refuses the same). */
const PLACEHOLDER_ACTORS = new Set([
  'null',
  'undefined',
  'anonymous',
  '0',
  '00000000-0000-0000-0000-000000000000',
]);
export const EARLIEST = Date.UTC(2000, 0, 1);
export const MAX_FUTURE_MS = 60 * 60 * 1000;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function parseInstant(value: unknown): Date | null {
  if (typeof value !== 'string' || !ISO_INSTANT.test(value)) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Why an actor id is refused (not a pseudonymous id), or null when it is fine. */
export function checkActorId(actorId: unknown): 'INVALID_ACTOR' | 'PERSONAL_DATA' | null {
  if (typeof actorId !== 'string' || actorId.trim() === '' || actorId.length > MAX_ACTOR_ID_LENGTH)
    return 'INVALID_ACTOR';
  if (PLACEHOLDER_ACTORS.has(actorId.toLowerCase())) return 'INVALID_ACTOR';
  if (containsEmailAddress(actorId) || /\s/.test(actorId.trim())) return 'PERSONAL_DATA';
  return null;
}

/**
 * Checks one event of a batch and corrects its time: given `sentAt`, the sender's clock is assumed off by
 * `now - sentAt` (transport time is ignored), and `occurredAt` is shifted by the same amount (PostHog's rule),
 * so a device whose clock runs an hour fast still records its events at the right instant.
 */
export function validateEvent(raw: unknown, index: number, now: Date): ValidEvent | Refusal {
  const refuse = (field: string, code: RefusalCode): Refusal => ({
    index,
    id: isObject(raw) && typeof raw.id === 'string' && UUID.test(raw.id) ? raw.id.toLowerCase() : null,
    field,
    code,
  });
  if (!isObject(raw)) return refuse('', 'INVALID_ID');
  if (typeof raw.id !== 'string' || !UUID.test(raw.id)) return refuse('id', 'INVALID_ID');
  const name = raw.name;
  if (typeof name !== 'string' || name.length > MAX_EVENT_NAME_LENGTH || !EVENT_NAME.test(name))
    return refuse('name', 'INVALID_NAME');

  const occurred = parseInstant(raw.occurredAt);
  if (!occurred) return refuse('occurredAt', 'INVALID_TIMESTAMP');
  let skewMs = 0;
  if (raw.sentAt !== undefined && raw.sentAt !== null) {
    const sent = parseInstant(raw.sentAt);
    if (!sent) return refuse('sentAt', 'INVALID_TIMESTAMP');
    skewMs = now.getTime() - sent.getTime();
  }
  const occurredAt = new Date(occurred.getTime() + skewMs);
  if (occurredAt.getTime() < EARLIEST) return refuse('occurredAt', 'TOO_OLD');
  if (occurredAt.getTime() > now.getTime() + MAX_FUTURE_MS) return refuse('occurredAt', 'IN_FUTURE');

  const personal = emailPath({ actorId: raw.actorId, properties: raw.properties, utm: raw.utm }, '');
  if (personal !== null) return refuse(personal, 'PERSONAL_DATA');
  const actorId = raw.actorId;
  const actorRefusal = checkActorId(actorId);
  if (actorRefusal || typeof actorId !== 'string') return refuse('actorId', actorRefusal ?? 'INVALID_ACTOR');

  const checked = checkProperties(name, raw.properties);
  if (!checked.ok) return refuse(checked.field, checked.code);
  const properties = checked.value;
  const utm = checkUtm(raw.utm);
  if (typeof utm === 'string') return refuse(utm, 'INVALID_UTM');
  return { id: raw.id.toLowerCase(), name, actorId, occurredAt, properties, utm };
}

const isScalar = (v: unknown): v is string | number | boolean =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/**
 * The path of the first string that looks like an e-mail address, at any depth (nested values and
 * UTM fields hid them from a check of top-level strings), or null. The body guard bounds the depth.
 */
function emailPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return containsEmailAddress(value) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    const found = emailPath(child, path === '' ? key : `${path}.${key}`);
    if (found !== null) return found;
  }
  return null;
}

type PropertyResult =
  | { ok: true; value: Record<string, string | number | boolean> }
  | { ok: false; field: string; code: RefusalCode };

function checkProperties(name: string, raw: unknown): PropertyResult {
  if (raw === undefined || raw === null) raw = {};
  if (!isObject(raw)) return { ok: false, field: 'properties', code: 'INVALID_PROPERTY' };
  const entries = Object.entries(raw);
  if (entries.length > MAX_PROPERTIES) return { ok: false, field: 'properties', code: 'INVALID_PROPERTY' };
  const schema = Object.hasOwn(KNOWN_EVENTS, name) ? KNOWN_EVENTS[name] : undefined;
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of entries) {
    const field = `properties.${key}`;
    const spec: PropertySpec | undefined = schema
      ? Object.hasOwn(schema, key)
        ? schema[key]
        : undefined
      : PROPERTY_NAME.test(key)
        ? { type: typeof value as PropertySpec['type'], maxLength: MAX_CUSTOM_STRING }
        : undefined;
    // Flat values only, as documented: a nested object or list has no column in a funnel and hid e-mails.
    if (!spec || !isScalar(value) || typeof value !== spec.type)
      return { ok: false, field, code: 'INVALID_PROPERTY' };
    if (typeof value === 'number' && !Number.isFinite(value))
      return { ok: false, field, code: 'INVALID_PROPERTY' };
    if (typeof value === 'string') {
      if (value.length > (spec.maxLength ?? MAX_CUSTOM_STRING))
        return { ok: false, field, code: 'INVALID_PROPERTY' };
      if (containsEmailAddress(value)) return { ok: false, field, code: 'PERSONAL_DATA' };
    }
    out[key] = value as string | number | boolean;
  }
  for (const [key, spec] of Object.entries(schema ?? {}))
    if (spec.required && !(key in out))
      return { ok: false, field: `properties.${key}`, code: 'MISSING_PROPERTY' };
  return { ok: true, value: out };
}

/** UTM values are case-sensitive in most tools; we lower-case them so `Newsletter` and `newsletter` are one. */
function checkUtm(raw: unknown): Partial<Record<UtmField, string>> | string {
  if (raw === undefined || raw === null) return {};
  if (!isObject(raw)) return 'utm';
  const out: Partial<Record<UtmField, string>> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!(UTM_FIELDS as readonly string[]).includes(key)) return `utm.${key}`;
    if (typeof value !== 'string' || value.trim() === '' || value.length > MAX_UTM_LENGTH)
      return `utm.${key}`;
    out[key as UtmField] = value.trim().toLowerCase();
  }
  return out;
}

export const isRefusal = (r: ValidEvent | Refusal): r is Refusal => 'code' in r;
