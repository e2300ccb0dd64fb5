/**
 * One document of the XML export as parsed (§3 of the format note): its identity and its properties,
 * every value a string. Link targets are kept as written (`target:/BMWI/…`).
 */
export interface ExportDocument {
  /** The root's `path` attribute, e.g. `/BMWI/FDB/Content/DE/Foerderprogramm/Bund/BMAS`. */
  path: string;
  /** The root's `name` attribute (the slug). */
  name: string;
  /** The root's `type`, e.g. `gsb:ServiceOffer`. */
  type: string;
  properties: Map<string, ExportProperty>;
}

/** A classified link list: the classifier's name (last segment of its link) and its value links. */
export interface ClassifiedList {
  classifier: string;
  targets: string[];
}

export type ExportProperty =
  | { type: 'RichText' | 'String' | 'Date' | 'Long' | 'Blob'; value: string }
  | { type: 'LinkList'; targets: string[] }
  | { type: 'ClassifiedLinkLists'; lists: ClassifiedList[] };

/** The property types the reader knows; any other holds the run (the format changed). */
export const PROPERTY_TYPES = [
  'RichText',
  'String',
  'Date',
  'Long',
  'Blob',
  'LinkList',
  'ClassifiedLinkLists',
] as const;

/** `path/name`: the id other documents link with (without `target:`). */
export const documentId = (d: Pick<ExportDocument, 'path' | 'name'>): string => `${d.path}/${d.name}`;

/** A link's document id: `target:/BMWI/…/slug` → `/BMWI/…/slug`. */
export const targetId = (href: string): string => href.replace(/^target:/, '');

export function stringProperty(doc: ExportDocument, name: string): string | null {
  const p = doc.properties.get(name);
  return p && 'value' in p ? p.value : null;
}

export function linkTargets(doc: ExportDocument, name: string): string[] {
  const p = doc.properties.get(name);
  if (!p) return [];
  if (p.type === 'LinkList') return p.targets;
  if (p.type === 'ClassifiedLinkLists') return p.lists.flatMap((l) => l.targets);
  return [];
}

export function classifiedLists(doc: ExportDocument, name: string): ClassifiedList[] {
  const p = doc.properties.get(name);
  return p?.type === 'ClassifiedLinkLists' ? p.lists : [];
}
