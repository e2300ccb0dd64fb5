import { parseSemver } from './semver';
import {
  implicitVariant,
  LIST_OPERATORS,
  type Constraint,
  type FlagDefinition,
  type FlagValue,
} from '../domain/flag';

export interface DefinitionIssue {
  path: (string | number)[];
  message: string;
}

function valueFits(type: FlagDefinition['type'], value: FlagValue): boolean {
  if (type === 'object') return typeof value === 'object' && value !== null && !Array.isArray(value);
  if (type === 'number') return typeof value === 'number' && Number.isFinite(value);
  return typeof value === type;
}

function constraintIssues(c: Constraint, path: (string | number)[]): DefinitionIssue[] {
  if (LIST_OPERATORS.includes(c.operator)) {
    return c.values && c.values.length > 0
      ? []
      : [{ path: [...path, 'values'], message: `${c.operator} braucht mindestens einen Wert in values.` }];
  }
  const v = c.value;
  const at = [...path, 'value'];
  if (v === undefined || v === '')
    return [{ path: at, message: `${c.operator} braucht einen Wert in value.` }];
  if (c.operator.startsWith('NUM_') && !Number.isFinite(Number(v)))
    return [{ path: at, message: 'value muss eine Zahl sein.' }];
  if (c.operator.startsWith('DATE_') && Number.isNaN(Date.parse(v)))
    return [{ path: at, message: 'value muss ein Zeitpunkt nach ISO 8601 sein.' }];
  if (c.operator.startsWith('SEMVER_') && !parseSemver(v))
    return [{ path: at, message: 'value muss eine Version nach SemVer 2.0.0 sein.' }];
  return [];
}

/**
 * The rules that a field-by-field schema cannot see: values of the flag's type, variants that exist, a
 * schedule that ends after it starts. An empty list means the definition can be stored and evaluated.
 */
export function definitionIssues(d: FlagDefinition): DefinitionIssue[] {
  const issues: DefinitionIssue[] = [];
  const keys = new Set<string>();
  if (d.variants.length === 0)
    issues.push({ path: ['variants'], message: 'Mindestens eine Variante ist nötig.' });
  d.variants.forEach((v, i) => {
    if (keys.has(v.key))
      issues.push({ path: ['variants', i, 'key'], message: `Variante ${v.key} ist doppelt.` });
    keys.add(v.key);
    if (!valueFits(d.type, v.value))
      issues.push({ path: ['variants', i, 'value'], message: `Der Wert passt nicht zum Typ ${d.type}.` });
  });
  if (!keys.has(d.defaultVariant))
    issues.push({ path: ['defaultVariant'], message: `Variante ${d.defaultVariant} gibt es nicht.` });
  d.strategies.forEach((s, i) => {
    const at = ['strategies', i];
    s.constraints.forEach((c, j) => issues.push(...constraintIssues(c, [...at, 'constraints', j])));
    if (s.variant !== undefined && !keys.has(s.variant))
      issues.push({ path: [...at, 'variant'], message: `Variante ${s.variant} gibt es nicht.` });
    (s.variants ?? []).forEach((w, j) => {
      if (!keys.has(w.variant))
        issues.push({
          path: [...at, 'variants', j, 'variant'],
          message: `Variante ${w.variant} gibt es nicht.`,
        });
    });
    if (s.variants && s.variants.length > 0 && s.variants.every((w) => w.weight === 0))
      issues.push({ path: [...at, 'variants'], message: 'Mindestens ein Gewicht muss größer als 0 sein.' });
    if (s.variant === undefined && !s.variants?.length && implicitVariant(d) === undefined)
      issues.push({ path: [...at, 'variant'], message: 'Die Strategie muss variant oder variants nennen.' });
  });
  const { enableAt, disableAt } = d.schedule;
  if (enableAt && disableAt && Date.parse(enableAt) >= Date.parse(disableAt))
    issues.push({ path: ['schedule', 'disableAt'], message: 'disableAt muss nach enableAt liegen.' });
  return issues;
}
