import { SaxesParser } from 'saxes';
import { DumpRejectedError } from '../application/dump-rejected.error';
import {
  PROPERTY_TYPES,
  type ClassifiedList,
  type ExportDocument,
  type ExportProperty,
} from '../domain/export-document';
import type { QuirkTally } from '../domain/export-quirks';

/** Bytes no XML 1.0 document may hold (§10.2: a real file has a 0x02 inside a word). */
const isControlByte = (b: number): boolean =>
  b <= 0x08 || b === 0x0b || b === 0x0c || (b >= 0x0e && b <= 0x1f);

/** The bytes without raw control characters, counted; the same buffer when it has none. */
export function withoutControlBytes(bytes: Buffer, tally: QuirkTally): Buffer {
  let bad = 0;
  for (let i = 0; i < bytes.length; i++) if (bytes[i]! < 0x20 && isControlByte(bytes[i]!)) bad++;
  if (bad === 0) return bytes;
  tally.add('controlBytes', bad);
  const out = Buffer.allocUnsafe(bytes.length - bad);
  let j = 0;
  for (let i = 0; i < bytes.length; i++) if (!isControlByte(bytes[i]!)) out[j++] = bytes[i]!;
  return out;
}

/** A file that is no well-formed document: its programme is refused, a linked document skipped. */
export class MalformedDocumentError extends Error {}

const KNOWN_TYPES = new Set<string>(PROPERTY_TYPES);

/**
 * Parses one export file (UTF-8, strict XML after the control bytes are gone) into its properties, every
 * value a string and every list a list, however many items it has (§10.7). An unknown property type holds
 * the run: the format changed and a field could be read wrongly. Bytes that are not UTF-8 hold it too.
 */
export function parseExportDocument(raw: Buffer, file: string, tally: QuirkTally): ExportDocument {
  const bytes = withoutControlBytes(raw, tally);
  let xml: string;
  try {
    xml = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new DumpRejectedError(
      `Die Datei ${file} im Export ist kein gültiges UTF-8. Sie wird nicht umkodiert (die Texte dürfen nur ` +
        'wörtlich übernommen werden); der Export wird zur Prüfung zurückgehalten.',
    );
  }
  const doc: ExportDocument = { path: '', name: '', type: '', properties: new Map() };
  const parser = new SaxesParser({ xmlns: false });
  const stack: string[] = [];
  let property: { name: string; type: string; value: string; targets: string[] } | null = null;
  let lists: ClassifiedList[] = [];
  let list: ClassifiedList | null = null;
  let text = '';
  parser.on('opentag', (tag) => {
    const parent = stack[stack.length - 1];
    stack.push(tag.name);
    const attr = (n: string) => String(tag.attributes[n] ?? '');
    if (stack.length === 1) {
      if (tag.name !== 'document') throw new MalformedDocumentError(`Wurzel <${tag.name}> statt <document>`);
      Object.assign(doc, { path: attr('path'), name: attr('name'), type: attr('type') });
    } else if (tag.name === 'property' && stack.length === 2) {
      const type = attr('type');
      if (!KNOWN_TYPES.has(type))
        throw new DumpRejectedError(
          `Unbekannter Eigenschaftstyp „${type}“ (${attr('name')}) in ${file}: das Format des Exports hat ` +
            'sich geändert, Felder könnten falsch gelesen werden. Zur Prüfung zurückgehalten.',
        );
      property = { name: attr('name'), type, value: '', targets: [] };
      lists = [];
    } else if (tag.name === 'classifiedLinkList') {
      list = { classifier: '', targets: [] };
    } else if (tag.name === 'link') {
      const href = attr('xlink:href');
      if (list && parent === 'classifierLinks') list.classifier = href.slice(href.lastIndexOf('/') + 1);
      else if (list) list.targets.push(href);
      else if (property) property.targets.push(href);
    } else if (tag.name === 'text' || tag.name === 'value' || tag.name === 'blob') {
      text = '';
    }
  });
  const onText = (t: string) => {
    if (property && ['text', 'value', 'blob'].includes(stack[stack.length - 1] ?? '')) text += t;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', (tag) => {
    stack.pop();
    if (!property) return;
    if (tag.name === 'text' || tag.name === 'value' || tag.name === 'blob') property.value += text;
    else if (tag.name === 'classifiedLinkList' && list) {
      lists.push(list);
      list = null;
    } else if (tag.name === 'property') {
      doc.properties.set(property.name, propertyOf(property, lists));
      property = null;
    }
  });
  try {
    parser.write(xml).close();
  } catch (err) {
    if (err instanceof DumpRejectedError) throw err;
    throw new MalformedDocumentError(
      `${file} ist kein wohlgeformtes XML: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  if (!doc.path || !doc.name) throw new MalformedDocumentError(`${file}: <document> ohne path oder name`);
  return doc;
}

function propertyOf(
  p: { type: string; value: string; targets: string[] },
  lists: ClassifiedList[],
): ExportProperty {
  if (p.type === 'LinkList') return { type: 'LinkList', targets: p.targets };
  if (p.type === 'ClassifiedLinkLists') return { type: 'ClassifiedLinkLists', lists };
  return { type: p.type as 'String', value: p.value };
}
