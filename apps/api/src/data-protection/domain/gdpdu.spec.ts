import { gdpduField, gdpduIndexXml, toGdpduCsv, type GdpduTable } from './gdpdu';

describe('GDPdU fields as the description declares them', () => {
  it.each([
    ['1234.5', { kind: 'numeric', accuracy: 2 }, '1234,50'],
    ['-0.75', { kind: 'numeric', accuracy: 2 }, '-0,75'],
    ['1000000.00', { kind: 'numeric', accuracy: 2 }, '1000000,00'],
    [7, { kind: 'numeric', accuracy: 0 }, '7'],
    [12.5, { kind: 'numeric', accuracy: 2 }, '12,50'],
    ['2026-01-31', { kind: 'date' }, '31.01.2026'],
    ['a;b "c"\r\nd', { kind: 'alphanumeric' }, '"a;b ""c""\r\nd"'],
    [null, { kind: 'numeric', accuracy: 2 }, ''],
  ] as const)('%p as %j → %p', (value, type, expected) => {
    expect(gdpduField(value, type)).toBe(expected);
  });

  it.each([
    ['1.234', { kind: 'numeric', accuracy: 2 }],
    ['1,5', { kind: 'numeric', accuracy: 2 }],
    ['31.01.2026', { kind: 'date' }],
  ] as const)('refuses %p as %j rather than write what the description does not say', (value, type) => {
    expect(() => gdpduField(value, type)).toThrow();
  });

  const table: GdpduTable = {
    url: 't.csv',
    name: 'T & U',
    description: 'Tabelle <1>',
    primaryKey: [{ name: 'id', description: 'Id', type: { kind: 'alphanumeric', maxLength: 36 } }],
    columns: [{ name: 'betrag', description: 'Betrag', type: { kind: 'numeric', accuracy: 2 } }],
    validity: { from: '2025-03-10', to: '2026-11-23' },
    rows: [['x', '1.5']],
  };

  it('writes a header line and CRLF records, and refuses a row of the wrong width', () => {
    expect(toGdpduCsv(table)).toBe('"id";"betrag"\r\n"x";1,50\r\n');
    expect(() => toGdpduCsv({ ...table, rows: [['x']] })).toThrow(/1 values for 2 columns/);
  });

  it('escapes names and declares encoding, symbols, header skip and validity in index.xml', () => {
    const xml = gdpduIndexXml({
      supplier: { name: 'A', location: 'B', comment: 'C' },
      mediaName: 'M',
      tables: [table],
    });
    expect(xml).toContain('<!DOCTYPE DataSet SYSTEM "gdpdu-01-09-2004.dtd">');
    expect(xml).toContain('<Name>T &amp; U</Name>');
    expect(xml).toContain('<Description>Tabelle &lt;1&gt;</Description>');
    expect(xml).toContain('<Range><From>10.03.2025</From><To>23.11.2026</To></Range>');
    expect(xml).toMatch(
      /<UTF8\/>\s*<DecimalSymbol>,<\/DecimalSymbol>\s*<DigitGroupingSymbol>\.<\/DigitGroupingSymbol>/,
    );
    expect(xml).toContain('<RecordDelimiter>&#13;&#10;</RecordDelimiter>');
    expect(xml).toContain('<Range><From>2</From></Range>');
  });
});
