import { extractTerms, extractTermsFrom } from './extract-terms';
import type { TermName, TermProposal } from './proposal';

/**
 * The failure classes seen on real program texts, one table per class, each row a sentence written for this
 * test in the style of those texts (none is quoted from them). A row gives what must be proposed for one term:
 * values (`c:` marks a conditional one), or nothing.
 */
const proposed = (text: string, term: TermName) =>
  extractTerms(text)
    .filter((p) => p.term === term)
    .map((p) => (p.condition ? `c:${String(p.value)}` : p.value));

type Row = [string, TermName, unknown[]];
const check = ([text, term, expected]: Row) => expect(proposed(text, term)).toEqual(expected);

describe('percentages that are not the funding rate', () => {
  it.each<Row>([
    ['Die Bürgschaft deckt bis zu 70 Prozent des Kreditbetrags ab.', 'subsidyRateMax', []],
    ['Die Garantie übernimmt 60 Prozent der Beteiligungssumme.', 'subsidyRateMax', []],
    ['Bei verspätetem Nachweis wird die Förderung um 10 Prozent gekürzt.', 'subsidyRateMax', []],
    ['Gefördert wird, wenn mindestens 80 Prozent der Anlagen erneuert werden.', 'subsidyRateMax', []],
    ['Sie müssen mindestens 20 Prozent der Kosten aus eigenen Mitteln tragen.', 'subsidyRateMax', []],
    ['Ihr Eigenanteil beträgt rund 15 Prozent der Gesamtkosten.', 'subsidyRateMax', []],
    ['Für Fachreferenten gibt es einen Zuschlag von 50 Prozent auf den Fördersatz.', 'subsidyRateMax', []],
    ['Mindestens 60 Prozent der Teilnehmenden müssen die Prüfung bestehen.', 'subsidyRateMax', []],
    ['Der Zuschuss beträgt 40 Prozent der förderfähigen Ausgaben.', 'subsidyRateMax', [40]],
  ])('%s → %s %j', (...row) => check(row));
});

describe('a base rate beside a special case', () => {
  it.each<Row>([
    [
      'Der Zuschuss beträgt bis zu 30 Prozent, für Vorhaben im Grenzgebiet bis zu 45 Prozent der Kosten.',
      'subsidyRateMax',
      [30, 'c:45'],
    ],
    [
      'Die Förderung beträgt normalerweise 85 Prozent, bei Trägern in Landeshand auch 100 Prozent der Ausgaben.',
      'subsidyRateMax',
      [85, 'c:100'],
    ],
    [
      'Gefördert wird bis zu ein Drittel der Ausgaben, in Ausnahmefällen bis zu 75 Prozent.',
      'subsidyRateMax',
      [33.33, 'c:75'],
    ],
    ['Für Modellprojekte beträgt der Zuschuss bis zu 90 Prozent der Kosten.', 'subsidyRateMax', ['c:90']],
    [
      'Wenn Sie in Holzbauweise bauen, erhalten Sie bis zu 70 Prozent der zuwendungsfähigen Kosten.',
      'subsidyRateMax',
      ['c:70'],
    ],
  ])('%s → %s %j', (...row) => check(row));
});

describe('amounts: scale words, number words, units, variants, ranges', () => {
  it.each<Row>([
    ['Das Darlehen beträgt maximal EUR 1 Million.', 'maxAmount', [1_000_000]],
    ['Der Kredit beträgt höchstens 2,5 Mio. Euro.', 'maxAmount', [2_500_000]],
    ['Die Garantie beträgt höchstens 1 Mrd. Euro.', 'maxAmount', [1_000_000_000]],
    ['Der Zuschuss beträgt höchstens eine Million Euro.', 'maxAmount', [1_000_000]],
    ['Die Förderung beträgt bis zu zwei Millionen Euro je Vorhaben.', 'maxAmount', [2_000_000]],
    ['Der Zuschuss beträgt bis zu EUR 400 je Betreuer.', 'maxAmount', []],
    ['Gefördert werden höchstens EUR 3.000 pro Ausbildungsverhältnis.', 'maxAmount', []],
    ['Der Zuschuss beträgt bis zu EUR 90 pro neu gedämmtem Quadratmeter.', 'maxAmount', []],
    ['Die Förderung beträgt monatlich bis zu EUR 900.', 'maxAmount', []],
    ['Der Zuschuss beträgt 50 Prozent der Kosten, maximal jedoch EUR 12.000.', 'maxAmount', [12_000]],
    ['Die Förderung beträgt höchstens jedoch EUR 40.000 je Projekt.', 'maxAmount', [40_000]],
    [
      'Die Höhe der Förderung beträgt bis zu EUR 300.000, in Ausnahmefällen bis zu EUR 600.000.',
      'maxAmount',
      [300_000, 'c:600000'],
    ],
    ['Bei Betriebsmittelkrediten beträgt der Kredit höchstens EUR 250.000.', 'maxAmount', ['c:250000']],
    ['Bei Vorhaben bis zu EUR 50.000 ist kein Gutachten nötig.', 'maxAmount', []],
    [
      'Das Unternehmen muss den Kredit durch die Hausbank kofinanzieren, wobei der Kreditbetrag EUR 900.000 nicht übersteigen darf.',
      'maxAmount',
      [],
    ],
    ['Die Zuwendung liegt zwischen EUR 2.000 und EUR 20.000.', 'maxAmount', [20_000]],
    ['Die Zuwendung liegt zwischen EUR 2.000 und EUR 20.000.', 'minAmount', [2_000]],
    ['Die Förderung beträgt von 5.000 bis 60.000 Euro.', 'minAmount', [5_000]],
    ['Gefördert werden Ausgaben zwischen EUR 1.000 und EUR 10.000.', 'maxAmount', []],
    ['Die Bagatellgrenze für den Zuschuss liegt bei EUR 2.000.', 'minAmount', [2_000]],
  ])('%s → %s %j', (...row) => check(row));
});

describe('deadlines that recur every year', () => {
  it.each<Row>([
    ['Anträge sind bis zum 15.5. einzureichen.', 'applicationDeadline', ['--05-15']],
    [
      'Reichen Sie den Antrag bis spätestens zum 30.11. für das Folgejahr ein.',
      'applicationDeadline',
      ['--11-30 Folgejahr'],
    ],
    [
      'Stellen Sie Ihren Antrag bis zum 30. November des laufenden Jahres für das folgende Jahr.',
      'applicationDeadline',
      ['--11-30 Folgejahr'],
    ],
    ['Anträge können jährlich bis zum 1.2. gestellt werden.', 'applicationDeadline', ['--02-01']],
    [
      'Anträge können zwischen dem 31.8. und dem 15.10. gestellt werden.',
      'applicationDeadline',
      ['--08-31/--10-15'],
    ],
    [
      'Die Bewerbungsfrist läuft vom 1.3. bis 30.4. eines Jahres.',
      'applicationDeadline',
      ['--03-01/--04-30'],
    ],
    [
      'Anträge stellen Sie jeweils zum 31.3. und 30.9. eines Jahres.',
      'applicationDeadline',
      ['--03-31', '--09-30'],
    ],
    [
      'Anträge für Investitionsvorhaben stellen Sie bis zum 15.1. eines Jahres.',
      'applicationDeadline',
      ['c:--01-15'],
    ],
    ['Eine Verlängerung der Antragsfrist bis zum 31.5. ist möglich.', 'applicationDeadline', []],
    ['Die Behörde entscheidet bis zum 30.6. über die Anträge.', 'applicationDeadline', []],
    ['Anträge können bis zum 30. Juni 2027 gestellt werden.', 'applicationDeadline', ['2027-06-30']],
  ])('%s → %s %j', (...row) => check(row));
});

describe('regions not phrased as a seat, sizes, and de-minimis negations', () => {
  it.each<Row>([
    ['Sie müssen Ihr Projekt im Freistaat Sachsen durchführen.', 'eligibleRegions', [['SN']]],
    ['Ihr Betrieb befindet sich in Thüringen.', 'eligibleRegions', []],
    ['Das Grundstück muss in Brandenburg liegen.', 'eligibleRegions', [['BB']]],
    ['Antragsberechtigt sind Gemeinden in Rheinland-Pfalz.', 'eligibleRegions', [['RP']]],
    ['Antragsberechtigt sind Personen mit Hauptwohnsitz im Land Hessen.', 'eligibleRegions', [['HE']]],
    ['Liegt der Betrieb außerhalb von Bayern, wenden Sie sich an Ihr Land.', 'eligibleRegions', []],
    ['Fördergebiet ist das gesamte Gebiet des Saarlandes.', 'eligibleRegions', [['SL']]],
    ['Antragsberechtigt sind Kleinstunternehmen des Handwerks.', 'companySizes', [['micro']]],
    [
      'Antragsberechtigt sind kleine und mittlere landwirtschaftliche Unternehmen.',
      'companySizes',
      [['micro', 'small', 'medium']],
    ],
    [
      'Antragsberechtigt sind kleine Unternehmen gemäß der KMU-Definition der EU.',
      'companySizes',
      [['micro', 'small']],
    ],
    ['Die Förderung wird nicht als De-minimis-Beihilfe gewährt.', 'deminimis', [false]],
    ['Es gibt keine Förderung, die nicht als De-minimis-Beihilfe gewährt wird.', 'deminimis', [true]],
    ['Eine Kumulierung mit De-minimis-Beihilfen ist nicht ausgeschlossen.', 'deminimis', []],
  ])('%s → %s %j', (...row) => check(row));
});

describe('every tab of the page', () => {
  it('proposes from the description, eligibility, procedure and deadline texts with the tab as provenance', () => {
    const found = extractTermsFrom([
      { tab: 'description', text: 'Der Zuschuss beträgt bis zu 50 Prozent der Ausgaben.' },
      { tab: 'eligibility', text: 'Antragsberechtigt sind Unternehmen mit Sitz in Bremen.' },
      { tab: 'procedure', text: 'Die Förderung beträgt höchstens EUR 20.000.' },
      { tab: 'deadlines', text: 'Anträge sind bis zum 31.3. einzureichen.' },
    ]);
    const by = (term: TermName) => found.find((p) => p.term === term) as TermProposal;
    expect([by('subsidyRateMax').value, by('subsidyRateMax').evidence.tab]).toEqual([50, 'description']);
    expect([by('eligibleRegions').value, by('eligibleRegions').evidence.tab]).toEqual([
      ['HB'],
      'eligibility',
    ]);
    expect([by('maxAmount').value, by('maxAmount').evidence.tab]).toEqual([20000, 'procedure']);
    expect([by('applicationDeadline').value, by('applicationDeadline').evidence.tab]).toEqual([
      '--03-31',
      'deadlines',
    ]);
    const deadline = by('applicationDeadline').evidence;
    expect('Anträge sind bis zum 31.3. einzureichen.'.slice(deadline.start, deadline.end)).toBe(
      deadline.quote,
    );
  });
});
