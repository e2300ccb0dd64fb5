import { extractTerms, strongestProposals } from './extract-terms';
import type { TermName } from './proposal';
import { splitSentences } from './sentences';
import { parseGermanNumber } from './german-numbers';

const best = (text: string) => strongestProposals(extractTerms(text));
const valueOf = (text: string, term: TermName) => best(text)[term]?.value;

describe('German numbers and sentences', () => {
  it.each([
    ['15.000', 15000],
    ['1,5', 1.5],
    ['2.500.000,50', 2500000.5],
    ['50', 50],
    ['1.5', null],
    ['15.00', null],
  ])('parses %s as %s', (text, expected) => expect(parseGermanNumber(text)).toBe(expected));

  it('splits at sentence ends, not after abbreviations or a date’s day', () => {
    const text =
      'Gefördert werden z. B. Beratungen. Anträge sind bis zum 30. Juni 2026 einzureichen. Der Zuschuss beträgt max. 50 %.';
    expect(splitSentences(text).map((s) => s.text)).toEqual([
      'Gefördert werden z. B. Beratungen.',
      'Anträge sind bis zum 30. Juni 2026 einzureichen.',
      'Der Zuschuss beträgt max. 50 %.',
    ]);
  });
});

describe('extractTerms: each rule on the sentences funding texts use', () => {
  it.each<[string, string, TermName, unknown]>([
    ['rate.max', 'Der Zuschuss beträgt bis zu 50 Prozent der förderfähigen Ausgaben.', 'subsidyRateMax', 50],
    [
      'rate.max (v. H.)',
      'Gefördert werden bis zu 40 v. H. der zuwendungsfähigen Kosten.',
      'subsidyRateMax',
      40,
    ],
    ['rate.max-of-range', 'Die Förderquote liegt zwischen 30 % und 50 % der Ausgaben.', 'subsidyRateMax', 50],
    [
      'rate.fraction-word',
      'Erstattet werden zwei Drittel der förderfähigen Kosten.',
      'subsidyRateMax',
      66.67,
    ],
    ['amount.max', 'Der Zuschuss beträgt höchstens 15.000 Euro.', 'maxAmount', 15000],
    ['amount.max (Mio.)', 'Das Darlehen beträgt bis zu 1,5 Mio. Euro je Vorhaben.', 'maxAmount', 1500000],
    [
      'amount.max (€ first)',
      'Die Förderung ist begrenzt auf € 200.000 pro Unternehmen.',
      'maxAmount',
      200000,
    ],
    ['amount.min', 'Der Zuschuss beträgt mindestens 1.000 €.', 'minAmount', 1000],
    [
      'deadline (month name)',
      'Anträge können bis zum 30. Juni 2026 gestellt werden.',
      'applicationDeadline',
      '2026-06-30',
    ],
    [
      'deadline (digits)',
      'Die Antragsfrist endet am 31.12.2026; spätestens bis 31.12.2026 einreichen.',
      'applicationDeadline',
      '2026-12-31',
    ],
    ['regions.seat', 'Antragsberechtigt sind Unternehmen mit Sitz in Sachsen.', 'eligibleRegions', ['SN']],
    [
      'regions.seat (Sachsen-Anhalt)',
      'Antragsberechtigt sind Unternehmen mit Sitz in Sachsen-Anhalt.',
      'eligibleRegions',
      ['ST'],
    ],
    [
      'regions.seat (Freistaat)',
      'Voraussetzung ist eine Betriebsstätte im Freistaat Bayern.',
      'eligibleRegions',
      ['BY'],
    ],
    [
      'sizes.sme',
      'Antragsberechtigt sind kleine und mittlere Unternehmen mit Sitz in Sachsen.',
      'companySizes',
      ['micro', 'small', 'medium'],
    ],
    [
      'sizes.large-excluded',
      'Großunternehmen sind von der Förderung ausgeschlossen.',
      'companySizes',
      ['micro', 'small', 'medium'],
    ],
    ['deminimis', 'Die Zuwendung wird als De-minimis-Beihilfe gewährt.', 'deminimis', true],
    ['deminimis.negated', 'Es handelt sich nicht um eine De-minimis-Beihilfe.', 'deminimis', false],
    [
      'groups.eligible',
      'Antragsberechtigt sind Existenzgründerinnen und Existenzgründer.',
      'targetGroups',
      ['Gruender'],
    ],
    ['category.stated', 'Die Förderung erfolgt als nicht rückzahlbarer Zuschuss.', 'category', 'zuschuss'],
    [
      'category.stated (loan)',
      'Die Förderung wird als zinsgünstiges Darlehen gewährt.',
      'category',
      'darlehen',
    ],
  ])('%s: %s', (_, text, term, expected) => {
    expect(valueOf(text, term)).toEqual(expected);
  });

  it('keeps the evidence: the sentence, the exact characters and the rule', () => {
    const text =
      'Einleitung zum Programm. Der Zuschuss beträgt bis zu 50 Prozent der förderfähigen Ausgaben.';
    const rate = best(text).subsidyRateMax!;
    expect(rate.rule).toBe('rate.max');
    expect(rate.evidence.sentence).toBe('Der Zuschuss beträgt bis zu 50 Prozent der förderfähigen Ausgaben.');
    expect(text.slice(rate.evidence.start, rate.evidence.end)).toBe('50 Prozent');
    expect(rate.evidence.quote).toBe('50 Prozent');
    expect(rate.confidence).toBeGreaterThan(0.8);
  });

  it('marks size-dependent rates as conditional and never picks one as the program’s rate', () => {
    const text =
      'Der Zuschuss beträgt für kleine Unternehmen bis zu 50 %, für mittlere Unternehmen bis zu 35 % der Ausgaben.';
    const rates = extractTerms(text).filter((p) => p.term === 'subsidyRateMax');
    expect(rates.map((r) => [r.value, r.condition?.companySizes])).toEqual([
      [50, ['micro', 'small']],
      [35, ['medium']],
    ]);
    expect(best(text).subsidyRateMax).toBeUndefined();
  });

  it('reads the issue’s three sentences of one program together', () => {
    const text =
      'Der Zuschuss beträgt bis zu 50 Prozent der förderfähigen Ausgaben, höchstens 15.000 Euro. ' +
      'Antragsberechtigt sind kleine und mittlere Unternehmen mit Sitz in Sachsen. ' +
      'Anträge können bis zum 30. Juni 2026 gestellt werden.';
    const terms = best(text);
    expect({
      rate: terms.subsidyRateMax?.value,
      max: terms.maxAmount?.value,
      regions: terms.eligibleRegions?.value,
      sizes: terms.companySizes?.value,
      deadline: terms.applicationDeadline?.value,
      groups: terms.targetGroups?.value,
    }).toEqual({
      rate: 50,
      max: 15000,
      regions: ['SN'],
      sizes: ['micro', 'small', 'medium'],
      deadline: '2026-06-30',
      groups: ['KMU'],
    });
  });

  it('proposes nothing from an own share, a negation or a text without terms', () => {
    expect(valueOf('Der Eigenanteil beträgt mindestens 20 % der Kosten.', 'subsidyRateMax')).toBeUndefined();
    expect(valueOf('Nicht gefördert werden Existenzgründer.', 'targetGroups')).toBeUndefined();
    expect(extractTerms('Das Programm unterstützt die Digitalisierung im Mittelstand.')).toEqual([]);
  });

  // Found by the evaluation set (evaluation/): each a figure that is not the term it looks like.
  it.each<[string, string, TermName, unknown]>([
    [
      'percentage points',
      'Die Förderquote erhöht sich um 5 Prozentpunkte in Fördergebieten.',
      'subsidyRateMax',
      undefined,
    ],
    [
      'percentage points beside a rate',
      'Der Zuschuss beträgt bis zu 40 % der Kosten; für Gründungen erhöht er sich um 10 %-Punkte.',
      'subsidyRateMax',
      40,
    ],
    [
      'overhead flat rate',
      'Die Verwaltungskostenpauschale beträgt 7 % der Personalkosten.',
      'subsidyRateMax',
      undefined,
    ],
    [
      'cumulation ceiling beside a rate',
      'Der Zuschuss beträgt 50 % der Ausgaben, eine Kumulierung ist bis 90 % zulässig.',
      'subsidyRateMax',
      50,
    ],
    [
      'minimum investment',
      'Die förderfähigen Investitionen müssen mindestens 20.000 Euro betragen.',
      'minAmount',
      undefined,
    ],
    [
      'turnover limit',
      'Gefördert werden Firmen mit einem Umsatz von höchstens 10 Mio. Euro.',
      'maxAmount',
      undefined,
    ],
    ['aid named beside costs', 'Der Zuschuss zu den Kosten beträgt höchstens 8.000 Euro.', 'maxAmount', 8000],
    ['per-day amount', 'Gefördert werden bis zu 800 Euro pro Tag der Beratung.', 'maxAmount', undefined],
    ['per-project cap', 'Der Zuschuss beträgt höchstens 60.000 Euro je Vorhaben.', 'maxAmount', 60000],
    [
      'Niedersachsen is not Sachsen',
      'Antragsberechtigt sind Betriebe mit Sitz in Niedersachsen.',
      'eligibleRegions',
      ['NI'],
    ],
  ])('%s: %s', (_, text, term, expected) => {
    expect(valueOf(text, term)).toEqual(expected);
  });

  it('marks caps by size class as conditional, like rates by size', () => {
    const text =
      'Der Zuschuss beträgt für Kleinstunternehmen höchstens 10.000 Euro, für mittlere Unternehmen höchstens 30.000 Euro.';
    const caps = extractTerms(text).filter((p) => p.term === 'maxAmount');
    expect(caps.map((c) => [c.value, c.condition?.companySizes])).toEqual([
      [10000, ['micro']],
      [30000, ['medium']],
    ]);
    expect(best(text).maxAmount).toBeUndefined();
  });

  it('marks a sketch deadline as conditional (not the formal application)', () => {
    const [p] = extractTerms('Projektskizzen sind bis zum 15. März 2026 einzureichen.');
    expect(p).toMatchObject({ term: 'applicationDeadline', value: '2026-03-15', rule: 'deadline.sketch' });
    expect(p!.condition?.note).toContain('Skizzen');
  });

  it('refuses impossible dates', () => {
    expect(valueOf('Anträge bis zum 31.02.2026 einreichen.', 'applicationDeadline')).toBeUndefined();
  });
});
