import { FEDERAL_STATES, type ProgramCategory } from '@libs/shared';
import { matches, negated, type Found, type Rule } from './rule-helpers';

/** The rules for regions, sizes, de-minimis, target groups and the form of aid (ADR 0025). */
const STATE_NAMES = Object.entries(FEDERAL_STATES).sort((a, b) => b[1].length - a[1].length);
/** "mit Sitz in Sachsen", "Betriebsstätte im Freistaat Bayern", "bundesweit". */
export const regions: Rule = {
  id: 'regions.seat',
  term: 'eligibleRegions',
  find(sentence) {
    const found: Found[] = [];
    for (const [code, name] of STATE_NAMES) {
      const m = [
        ...matches(
          new RegExp(
            `(?:sitz|betriebsstätte|niederlassung|ansässig|standort)[^.;]{0,40}?\\b(?:in|im)\\b[^.;]{0,20}?\\b${name}`,
            'i',
          ),
          sentence,
        ),
      ][0];
      if (!m || negated(sentence, m.index)) continue;
      // "Sachsen" inside "Sachsen-Anhalt" is another Land.
      if (sentence.slice(m.index + m[0].length).startsWith('-')) continue;
      if (found.some((f) => (f.value as string[]).includes(code))) continue;
      found.push({
        term: 'eligibleRegions',
        value: [code],
        at: m.index,
        length: m[0].length,
        confidence: 0.8,
        rule: this.id,
      });
    }
    const nationwide = [...matches(/\bbundesweit\b/i, sentence)][0];
    if (nationwide && found.length === 0)
      found.push({
        term: 'eligibleRegions',
        value: ['bundesweit'],
        at: nationwide.index,
        length: nationwide[0].length,
        confidence: 0.55,
        rule: 'regions.nationwide',
      });
    return found;
  },
};

/** "kleine und mittlere Unternehmen (KMU)", "Großunternehmen sind ausgeschlossen". */
export const companySizes: Rule = {
  id: 'sizes',
  term: 'companySizes',
  find(sentence) {
    const sme = [...matches(/kleine(?:n)?\s+und\s+mittlere(?:n)?\s+unternehmen|\bKMU\b/i, sentence)][0];
    const large = [...matches(/großunternehmen|große(?:n)?\s+unternehmen/i, sentence)][0];
    if (large && negated(sentence, large.index))
      return [
        {
          term: 'companySizes',
          value: ['micro', 'small', 'medium'],
          at: large.index,
          length: large[0].length,
          confidence: 0.7,
          rule: 'sizes.large-excluded',
        },
      ];
    if (sme && !negated(sentence, sme.index)) {
      const value = large ? ['micro', 'small', 'medium', 'large'] : ['micro', 'small', 'medium'];
      return [
        {
          term: 'companySizes',
          value,
          at: sme.index,
          length: sme[0].length,
          confidence: 0.75,
          rule: 'sizes.sme',
        },
      ];
    }
    return [];
  },
};

/** "als De-minimis-Beihilfe gewährt" (true), "keine De-minimis-Beihilfe" (false). */
export const deminimis: Rule = {
  id: 'deminimis',
  term: 'deminimis',
  find(sentence) {
    const m = [...matches(/de[-\s]?minimis/i, sentence)][0];
    if (!m) return [];
    const no = negated(sentence, m.index);
    return [
      {
        term: 'deminimis',
        value: !no,
        at: m.index,
        length: m[0].length,
        confidence: no ? 0.6 : 0.85,
        rule: no ? 'deminimis.negated' : 'deminimis',
      },
    ];
  },
};

/** The catalogue's target-group vocabulary (../shared/data: 107 programs) and the words that name each. */
const GROUPS: ReadonlyArray<{ group: string; pattern: RegExp }> = [
  { group: 'Gruender', pattern: /existenzgründ\w*|gründer(?:innen)?\b|gründungswillige/i },
  { group: 'Startups', pattern: /start-?ups?\b/i },
  { group: 'Freiberufler', pattern: /freiberufler\w*|freie(?:n)?\s+berufe/i },
  { group: 'Handwerk', pattern: /handwerk\w*/i },
  { group: 'KMU', pattern: /\bKMU\b|kleine(?:n)?\s+und\s+mittlere(?:n)?\s+unternehmen/i },
  { group: 'Hochschulen', pattern: /hochschul\w*|universität\w*/i },
  { group: 'Forschungseinrichtungen', pattern: /forschungseinrichtung\w*/i },
  { group: 'Kommunen', pattern: /kommunen|gemeinden|landkreise/i },
  { group: 'Privatpersonen', pattern: /privatpersonen/i },
  { group: 'Landwirte', pattern: /landwirt\w*/i },
];
const ELIGIBILITY =
  /antragsberechtigt|zuwendungsempfänger|gefördert\s+werden|richtet\s+sich\s+an|zielgruppe|können\s+\w*\s*beantragen/i;
export const targetGroups: Rule = {
  id: 'groups',
  term: 'targetGroups',
  find(sentence) {
    const eligible = ELIGIBILITY.test(sentence);
    const found: Found[] = [];
    for (const { group, pattern } of GROUPS) {
      const m = [...matches(pattern, sentence)][0];
      if (!m || negated(sentence, m.index)) continue;
      found.push({
        term: 'targetGroups',
        value: [group],
        at: m.index,
        length: m[0].length,
        confidence: eligible ? 0.75 : 0.45,
        rule: eligible ? 'groups.eligible' : 'groups.mentioned',
      });
    }
    return found;
  },
};

const INSTRUMENTS: ReadonlyArray<{ category: ProgramCategory; pattern: RegExp }> = [
  { category: 'zuschuss', pattern: /zuschuss|zuschüsse|nicht\s+rückzahlbar/i },
  { category: 'darlehen', pattern: /darlehen|förderkredit|\bkredit/i },
  { category: 'buergschaft', pattern: /bürgschaft|garantie/i },
  { category: 'beteiligung', pattern: /beteiligung|eigenkapital|wagniskapital|venture/i },
  { category: 'steuervorteil', pattern: /steuer\w*|forschungszulage/i },
  { category: 'beratung', pattern: /beratung(?:sleistung)?(?:en)?\b/i },
];
/** "Die Förderung erfolgt als nicht rückzahlbarer Zuschuss" (the form of aid stated), else a mention. */
export const category: Rule = {
  id: 'category',
  term: 'category',
  find(sentence) {
    const stated =
      /(?:erfolgt|gewährt|vergeben|ausgereicht)\s+(?:wird\s+)?(?:als|in\s+form)|förderart|art\s+der\s+förderung/i.test(
        sentence,
      );
    const hits = INSTRUMENTS.map(({ category, pattern }) => ({
      category,
      m: [...matches(pattern, sentence)][0],
    }))
      .filter(
        (h): h is { category: ProgramCategory; m: RegExpMatchArray & { index: number } } => h.m !== undefined,
      )
      .filter((h) => !negated(sentence, h.m.index))
      .sort((a, b) => a.m.index - b.m.index);
    const first = hits[0];
    if (!first) return [];
    return [
      {
        term: 'category',
        value: first.category,
        at: first.m.index,
        length: first.m[0].length,
        confidence: stated ? 0.8 : 0.4,
        rule: stated ? 'category.stated' : 'category.mentioned',
      },
    ];
  },
};
