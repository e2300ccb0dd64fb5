import { FEDERAL_STATES, type ProgramCategory } from '@libs/shared';
import { clauseAround, matches, negated, type Found, type Rule } from './rule-helpers';

const NEGATION_WORDS = /\b(?:nicht|kein(?:e|en|er|es)?|ausgenommen|ausgeschlossen|ohne)\b/gi;

/** The rules for regions, sizes, de-minimis, target groups and the form of aid (ADR 0025). */
const STATE_NAMES = Object.entries(FEDERAL_STATES).sort((a, b) => b[1].length - a[1].length);
/** Words that tie an applicant to a place: a seat, an establishment, a residence. */
const SEAT = 'sitz|betriebsstätte|betriebstätte|niederlassung|ansässig|standort|wohnsitz|hauptwohnsitz';
/** Verbs that place the applicant, the project or the object there ("… im Freistaat Sachsen durchführen"). */
const PLACED = 'liegen|liegt|befindet|befinden|durchführen|durchgeführt|haben|hat|ansässig|tätig';
/** Applicants named with their Land ("Antragsberechtigt sind Gemeinden in Mecklenburg-Vorpommern"). */
const WHO =
  'unternehmen|gemeinden|kommunen|landkreise|bildungsanbieter|träger|vereine|schulen|einrichtungen|betriebe|existenzgründer\\w*';
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
            `(?:${SEAT})[^.;]{0,40}?\\b(?:in|im)\\b[^.;]{0,30}?\\b${name}|\\b(?:in|im)\\s+(?:(?:dem\\s+)?(?:land|freistaat)\\s+|der\\s+(?:freien\\s+und\\s+)?hansestadt\\s+)?${name}\\b(?!-)(?=[^.;]{0,60}?\\b(?:${PLACED})\\b)|\\b(?:${WHO})\\s+(?:[^.;,]{0,40}?\\s)?(?:in|im)\\s+(?:(?:dem\\s+)?(?:land|freistaat)\\s+)?${name}\\b|fördergebiet\\s+ist[^.;]{0,40}?${name}`,
            'i',
          ),
          sentence,
        ),
      ][0];
      if (!m || negated(sentence, m.index) || /außerhalb/i.test(m[0])) continue;
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

/** Whom a sentence names as the applicant: the eligibility wording, or the page's "Sie als …". */
const ELIGIBILITY_OR_ADDRESS =
  /antragsberechtigt|gefördert\s+werden|richtet\s+sich\s+an|\bsie\s+als\b|wenn\s+sie\b/i;

/** "kleine und mittlere Unternehmen (KMU)", "Großunternehmen sind ausgeschlossen", "als kleines Unternehmen". */
export const companySizes: Rule = {
  id: 'sizes',
  term: 'companySizes',
  find(sentence) {
    const sme = [
      ...matches(
        /kleine[nrs]?\s+(?:und|oder)\s+mittlere[nrs]?\s+(?:[a-zäöüß-]+\s+){0,3}unternehmen|\bKMU\b/i,
        sentence,
      ),
    ].find(
      (m) => !/(?:definition|gemäß|im\s+sinne)\W*(?:[a-zäöüß]+\W+){0,4}$/i.test(sentence.slice(0, m.index)),
    );
    // "als kleines Unternehmen", "kleine Unternehmen gemäß KMU-Definition": small ones only.
    const small = [
      ...matches(/\bkleine[nrs]?\s+(?!und\b|oder\b)(?:[a-zäöüß-]+\s+){0,2}unternehmen/i, sentence),
    ][0];
    const micro = [...matches(/kleinstunternehmen/i, sentence)][0];
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
    if (!sme && small && ELIGIBILITY_OR_ADDRESS.test(sentence) && !negated(sentence, small.index))
      return [
        {
          term: 'companySizes',
          value: ['micro', 'small'],
          at: small.index,
          length: small[0].length,
          confidence: 0.65,
          rule: 'sizes.small',
        },
      ];
    if (!sme && !small && micro && ELIGIBILITY_OR_ADDRESS.test(sentence) && !negated(sentence, micro.index))
      return [
        {
          term: 'companySizes',
          value: ['micro'],
          at: micro.index,
          length: micro[0].length,
          confidence: 0.6,
          rule: 'sizes.micro',
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
    // Cumulation with de-minimis aid says nothing of how this program's aid is granted.
    if (!m || /kumul|kombinier|anzurechnen|angerechnet/i.test(sentence)) return [];
    // Two negations cancel ("nicht ohne …", "keine … , die nicht …"): count them in the clause.
    // A ceiling ("dürfen … nicht übersteigen") negates the amount, not the de-minimis character.
    // Counted from the sentence's start to the end of the mention's clause: "keine Förderung, die nicht …".
    const clauseEnd = m.index + clauseAround(sentence.slice(m.index), 0).length;
    const clause = sentence.slice(0, clauseEnd).replace(/nicht\s+(?:übersteigen|überschreiten)/gi, '');
    const negations = (clause.match(NEGATION_WORDS) ?? []).length;
    const no = negations % 2 === 1;
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
