import { canonicalUrl } from './normalise-row';
import { documentId, linkTargets, stringProperty, targetId, type ExportDocument } from './export-document';
import type { QuirkTally } from './export-quirks';
import { oneLine, richTextHtml, stringValue } from './export-text';

/**
 * The documents programmes link to (§9), kept small: the export has about 7,300 of them, indexed once per
 * pass by their id (`path/name`), so a programme's links resolve without reading the ZIP again.
 */
export type LinkedDocument =
  | {
      kind: 'contact';
      title: string | null;
      phone: string | null;
      fax: string | null;
      mobile: string | null;
      email: string | null;
      addresses: string[];
      websites: string[];
      parents: string[];
    }
  | {
      kind: 'address';
      road: string | null;
      houseId: string | null;
      zipCode: string | null;
      city: string | null;
      building: string | null;
      postBox: string | null;
      country: string | null;
    }
  | { kind: 'link'; url: string | null; title: string };

export type LinkedDocuments = ReadonlyMap<string, LinkedDocument>;

/** The compact form of a linked document, or null for a type programmes do not use. */
export function linkedDocumentOf(doc: ExportDocument, tally: QuirkTally): [string, LinkedDocument] | null {
  const s = (name: string) => stringValue(stringProperty(doc, name), tally);
  const title = oneLine(richTextHtml(stringProperty(doc, 'gsb:title'), tally)) || null;
  const id = documentId(doc);
  if (doc.type === 'gsb:ContactData')
    return [
      id,
      {
        kind: 'contact',
        title,
        phone: s('gsb:phone'),
        fax: s('gsb:fax'),
        mobile: s('gsb:mobile'),
        email: s('gsb:email')?.toLowerCase() ?? null,
        addresses: linkTargets(doc, 'gsb:cl2Addresses').map(targetId),
        websites: linkTargets(doc, 'gsb:website').map(targetId),
        parents: linkTargets(doc, 'gsb:cl2RespTargets').map(targetId),
      },
    ];
  if (doc.type === 'gsb:Address')
    return [
      id,
      {
        kind: 'address',
        road: s('gsb:road'),
        houseId: s('gsb:houseId'),
        zipCode: s('gsb:zipCode'),
        city: s('gsb:city'),
        building: s('gsb:building'),
        postBox: s('gsb:postBox'),
        country: s('gsb:country'),
      },
    ];
  if (doc.type === 'gsb:ExternalLink')
    return [id, { kind: 'link', url: canonicalUrl(s('gsb:url') ?? undefined), title: title ?? '' }];
  return null;
}
