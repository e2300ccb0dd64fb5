import { getMetadataStorage, type ValidationError } from 'class-validator';
import type { ValidationIssue } from '../errors/request-validation.error';
import { registeredEventTypeNames } from '../events/event-types';

type Args = unknown[];
const list = (values: unknown) =>
  Array.isArray(values) ? values.map((v) => `'${String(v)}'`).join(', ') : '';

/** German text per class-validator constraint; `args` are the decorator's constraints (e.g. Min(1) → [1]). */
const MESSAGES: Record<string, (args: Args) => string> = {
  whitelistValidation: () => 'Unbekanntes Feld: nicht erlaubt.',
  isDefined: () => 'Pflichtfeld fehlt.',
  isInt: () => 'Muss eine ganze Zahl sein.',
  isNumber: () => 'Muss eine endliche Zahl sein.',
  isString: () => 'Muss eine Zeichenkette sein.',
  isBoolean: () => 'Muss true oder false sein.',
  isArray: () => 'Muss ein Array sein.',
  isObject: () => 'Muss ein JSON-Objekt sein.',
  nestedValidation: () => 'Muss ein JSON-Objekt sein.',
  isNotEmptyObject: () => 'Muss ein nicht leeres JSON-Objekt sein.',
  isIn: ([values]) => `Muss einer der Werte ${list(values)} sein.`,
  isRegisteredEventType: () => `Muss einer der Werte ${list(registeredEventTypeNames())} sein.`,
  min: ([min]) => `Muss mindestens ${String(min)} sein.`,
  max: ([max]) => `Darf höchstens ${String(max)} sein.`,
  isPositive: () => 'Muss größer als 0 sein.',
  noPersonalData: () =>
    'Darf keine personenbezogenen Daten enthalten (etwa eine E-Mail-Adresse): der Dienst speichert keine.',
  isWholeCents: () => 'Höchstens zwei Nachkommastellen (ganze Cent); es wird nicht gerundet.',
  isLength: ([min, max]) => `Muss ${String(min)} bis ${String(max)} Zeichen lang sein.`,
  minLength: ([min]) => `Muss mindestens ${String(min)} Zeichen lang sein.`,
  maxLength: ([max]) => `Darf höchstens ${String(max)} Zeichen lang sein.`,
  arrayMaxSize: ([max]) => `Darf höchstens ${String(max)} Einträge haben.`,
  arrayUnique: () => 'Einträge dürfen sich nicht wiederholen.',
  isUUID: () => 'Muss eine UUID sein.',
  isUrl: () => 'Muss eine gültige URL sein.',
  isTimeZone: () => 'Muss eine IANA-Zeitzone sein (z. B. Europe/Berlin oder UTC).',
  isRegion: () => "Muss ein Bundesland-Kürzel (z. B. 'SN', 'DE-SN' oder 'Sachsen') oder 'bundesweit' sein.",
  isFederalState: () => "Muss ein Bundesland-Kürzel (z. B. 'SN', 'DE-SN' oder 'Sachsen') sein.",
};

/** Which failed constraint to report when several fail on one field: presence and type before ranges. */
const PRIORITY = [
  'whitelistValidation',
  'isDefined',
  'nestedValidation',
  'isObject',
  'isInt',
  'isNumber',
  'isString',
];

function metadataOf(error: ValidationError, name: string) {
  const target = error.target?.constructor;
  if (!target) return undefined;
  return getMetadataStorage()
    .getTargetValidationMetadatas(target, '', true, false)
    .find((m) => m.propertyName === error.property && m.name === name);
}

function constraintArgs(error: ValidationError, name: string): Args {
  return (metadataOf(error, name)?.constraints as Args | undefined) ?? [];
}

/**
 * The DTO's own message for a constraint without a German text here (e.g. `@Matches(re, { message: '…' })`):
 * written by the module in German, it says more than a generic fallback. class-validator's default messages
 * are English and never used.
 */
function customMessage(error: ValidationError, name: string): string | undefined {
  const text = metadataOf(error, name)?.message !== undefined ? error.constraints?.[name] : undefined;
  if (!text) return undefined;
  // As a sentence like the others: 'muss eine Domain sein' -> 'Muss eine Domain sein.'
  const sentence = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

function messageFor(error: ValidationError): string {
  const failed = Object.keys(error.constraints ?? {});
  if (error.value === undefined && !failed.includes('whitelistValidation')) return MESSAGES.isDefined!([]);
  if (error.value === null) return 'Darf nicht null sein.';
  const name = PRIORITY.find((p) => failed.includes(p)) ?? failed[0] ?? 'unknown';
  const render = MESSAGES[name];
  if (render) return render(constraintArgs(error, name));
  return customMessage(error, name) ?? `Ungültiger Wert (${name}).`;
}

/** Flattens class-validator's error tree into the spec's issues: one per field, `path` as an array. */
export function toIssues(errors: ValidationError[], parent: (string | number)[] = []): ValidationIssue[] {
  return errors.flatMap((error) => {
    const key = /^\d+$/.test(error.property) ? Number(error.property) : error.property;
    const path = [...parent, key];
    const own =
      error.constraints && Object.keys(error.constraints).length > 0
        ? [{ path, message: messageFor(error) }]
        : [];
    return [...own, ...toIssues(error.children ?? [], path)];
  });
}
