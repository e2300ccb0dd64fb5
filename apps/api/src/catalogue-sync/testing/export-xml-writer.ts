import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { Zip, ZipDeflate } from 'fflate';

/**
 * Writes documents in the format of the Förderdatenbank's XML export (../shared/research/fdb-xml-export.md
 * §3, §7, §8): a `<document>` root whose only children are properties sorted by name, rich text escaped as
 * text with literal CDATA markers around one `<div>`, links as `target:` paths. Our own texts only.
 */
export type PropertySpec =
  | { name: string; type: 'RichText'; html: string }
  | { name: string; type: 'String' | 'Date' | 'Long'; value: string }
  | { name: string; type: 'LinkList'; targets: string[] }
  | { name: string; type: 'ClassifiedLinkLists'; lists: { classifier: string; targets: string[] }[] }
  /** A property of a type the reader does not know (the held case of a changed format). */
  | { name: string; type: string; raw: string };

export interface DocumentSpec {
  /** `path/name`, e.g. `/BMWI/FDB/Content/DE/Kontakt/B/beispiel`. */
  id: string;
  type: string;
  properties: PropertySpec[];
}

const XLINK = 'http://www.w3.org/1999/xlink';
const CLASSIFIER = 'target:/BMWI/SiteGlobals/Classifications/Classifier/Common/';

export const escapeXml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The stored form of a rich text: the fragment in a div, in literal CDATA markers (then escaped once more). */
export const richText = (html: string): string =>
  escapeXml(`<![CDATA[<div xmlns:xlink="${XLINK}">${html}</div>]]>`);

const link = (href: string, indent: string) => `${indent}<link xlink:href="${escapeXml(href)}"/>\n`;
const links = (targets: readonly string[], indent: string) =>
  targets.length === 0
    ? `${indent}<links/>\n`
    : `${indent}<links>\n${targets.map((t) => link(`target:${t}`, `${indent}    `)).join('')}${indent}</links>\n`;

function propertyXml(p: PropertySpec): string {
  const head = `    <property name="${p.name}" type="${p.type}">\n`;
  const tail = '    </property>\n';
  if ('html' in p) return `${head}        <text>${richText(p.html)}</text>\n${tail}`;
  if ('value' in p) return `${head}        <value>${escapeXml(p.value)}</value>\n${tail}`;
  if ('targets' in p) return `${head}${links(p.targets, '        ')}${tail}`;
  if ('lists' in p) {
    const lists = p.lists
      .map(
        (l) =>
          '            <classifiedLinkList>\n                <classifierText></classifierText>\n' +
          `                <classifierLinks>\n${link(`${CLASSIFIER}${l.classifier}`, '                    ')}` +
          `                </classifierLinks>\n${links(l.targets, '                ')}            </classifiedLinkList>\n`,
      )
      .join('');
    return `${head}        <classifiedLinkLists>\n${lists}        </classifiedLinkLists>\n${tail}`;
  }
  return `${head}        ${p.raw}\n${tail}`;
}

/** One document's bytes, as the export writes it (UTF-8, LF, 4-space indent, properties by name). */
export function documentXml(doc: DocumentSpec): string {
  const at = doc.id.lastIndexOf('/');
  const props = [...doc.properties].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    `<document xmlns:xlink="${XLINK}" name="${escapeXml(doc.id.slice(at + 1))}" ` +
    `path="${escapeXml(doc.id.slice(0, at))}" type="${doc.type}">\n` +
    props.map(propertyXml).join('') +
    '</document>'
  );
}

/** The path of a document inside the ZIP (§9). */
export const zipPath = (id: string): string => `${id.replace(/^\//, '')}.xml`;

/**
 * A ZIP written file by file (fflate's streaming deflate), waiting for the disk when it lags: 12,500 files
 * of a synthetic export never sit in memory at once.
 */
export class StreamingZipWriter {
  private readonly out: WriteStream;
  private readonly zip: Zip;
  private failed: Error | null = null;

  constructor(path: string) {
    this.out = createWriteStream(path);
    this.zip = new Zip((err, data, final) => {
      if (err) this.failed = err;
      else this.out.write(data);
      if (final) this.out.end();
    });
  }

  async add(name: string, content: string | Buffer): Promise<void> {
    if (this.failed) throw this.failed;
    const file = new ZipDeflate(name, { level: 6 });
    this.zip.add(file);
    file.push(typeof content === 'string' ? Buffer.from(content, 'utf8') : content, true);
    if (this.out.writableNeedDrain) await once(this.out, 'drain');
  }

  async close(): Promise<void> {
    this.zip.end();
    if (!this.out.closed) await once(this.out, 'close');
    if (this.failed) throw this.failed;
  }
}
