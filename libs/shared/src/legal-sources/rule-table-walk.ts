/** A `legalSource` found in a rule table, with where it sits, and the dated rule it belongs to if any. */
export interface FoundCitation {
  path: string;
  legalSource: string;
  validFrom: unknown;
  dated: boolean;
}

/**
 * Every `legalSource` text in a rule table (or a whole module of them), however deeply nested: the guards of
 * the rule libraries walk their modules with this, so a table added later is checked without being listed.
 */
export function collectCitations(value: unknown, path = '', seen = new Set<unknown>()): FoundCitation[] {
  if (value === null || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  const found: FoundCitation[] = [];
  const record = value as Record<string, unknown>;
  if (typeof record.legalSource === 'string') {
    const dated = 'validFrom' in record && 'id' in record;
    found.push({ path, legalSource: record.legalSource, validFrom: record.validFrom, dated });
  }
  for (const [key, child] of Object.entries(record)) {
    if (key === 'legalSource') continue;
    if (typeof child === 'string' && /legalSource|SOURCES/u.test(path)) {
      found.push({ path: `${path}.${key}`, legalSource: child, validFrom: undefined, dated: false });
    } else found.push(...collectCitations(child, path ? `${path}.${key}` : key, seen));
  }
  return found;
}
