import { caseOf } from './conditions';
import { AMOUNT, amountOf, FRACTION_WORDS, parseGermanNumber, PERCENT } from './german-numbers';
import {
  clauseAround,
  matches,
  negated,
  OTHER_RATE,
  OWN_SHARE,
  RATE_CONTEXT,
  sizeBefore,
  type Found,
  type Rule,
} from './rule-helpers';

/** The rules for rates and amounts (the table in ADR 0025). */

const BY_SIZE_NOTE = 'gilt nur für einen Teil der Antragsteller (Größenklasse)';

/** What a share of costs is a share of: the eligible costs or expenses of the project. */
const OF_COSTS =
  /kosten|ausgaben|aufwendungen|aufwand|investition|bemessungsgrundlage|gesamtfinanzierung|zuwendungsfähig|förderfähig|erstattungsfähig/i;
/** The noun phrase a percentage is "of" ("50 % der förderfähigen Ausgaben", "80 % des Kreditbetrages"). */
const OF_PHRASE = /^\s*(?:der|des|ihrer|ihres|seiner|aller)\s+(?:[a-zäöüß-]+\s+){0,2}[a-zäöüß-]+/i;
/** Instruments whose shares are no grant rate: a guarantee's cover, a loan's share, a participation. */
const NOT_A_GRANT =
  /bürgschaft|garantie|haftungsfreistellung|beteiligung|finanzierungsanteil|risiko|zins|tilgung|gebühr/i;
const A_GRANT = /zuschuss|zuschüsse|zuwendung|förderquote|fördersatz|bezuschusst|erstattet|gefördert/i;

/**
 * Whether the percentage at `at` is a grant's share of the costs, judged by what it is of and who gives it:
 * not a reduction or increase ("um 10 Prozent"), a surcharge on a rate ("auf den Fördersatz"), a minimum share
 * ("mindestens 10 Prozent", an own contribution), a share of anything but costs (participants, land, a loan),
 * or the share of a guarantee, loan or participation.
 */
function isGrantRate(sentence: string, at: number, length: number): boolean {
  const before = sentence.slice(Math.max(0, at - 30), at);
  const after = sentence.slice(at + length, at + length + 80);
  if (/\b(?:um|mindestens|mind\.|wenigstens|zuschlag\s+von)\s*$/i.test(before)) return false;
  if (/^\s*(?:auf\s+(?:den|die)\s+förder|aus\s+eigenen|eigen|der\s+teilnehm)/i.test(after)) return false;
  const of = OF_PHRASE.exec(after)?.[0];
  if (of && !OF_COSTS.test(of)) return false;
  const clause = clauseAround(sentence, at);
  const lead = sentence.slice(0, at);
  if (NOT_A_GRANT.test(of ?? '') || (NOT_A_GRANT.test(lead) && !A_GRANT.test(lead))) return false;
  return !negated(sentence, at) && !OTHER_RATE.test(clause);
}

interface Candidate {
  value: number;
  at: number;
  length: number;
  fraction: boolean;
}

/** Percentages and fraction words ("ein Drittel", "die Hälfte") of a sentence, in order. */
function rateCandidates(sentence: string): Candidate[] {
  const percents = [...matches(PERCENT, sentence)].flatMap((m) => {
    const value = parseGermanNumber(m[1]!);
    return value !== null && value <= 100
      ? [{ value, at: m.index, length: m[0].length, fraction: false }]
      : [];
  });
  const fractions = FRACTION_WORDS.flatMap(({ pattern, percent }) =>
    [...matches(pattern, sentence)]
      // "je zur Hälfte als Zuschuss und als Darlehen" splits the aid; it is no share of the costs.
      .filter((m) => !/zur\s*$/i.test(sentence.slice(Math.max(0, m.index - 6), m.index)))
      .map((m) => ({ value: percent, at: m.index, length: m[0].length, fraction: true })),
  );
  return [...percents, ...fractions].sort((a, b) => a.at - b.at);
}

/**
 * The rate: per size class when the sentence gives two or more ("rate.by-size"); else the unconditional rate (the
 * maximum of a range, "rate.max"), and each rate stated for a case of the text as conditional ("rate.case"):
 * "bis zu 40 Prozent, für Vorhaben in Gebiet X bis zu 50 Prozent", "bis zu ein Drittel, in Ausnahmefällen 80 %".
 */
export const rateMax: Rule = {
  id: 'rate.max',
  term: 'subsidyRateMax',
  find(sentence) {
    if (!RATE_CONTEXT.test(sentence) || OWN_SHARE.test(sentence)) return [];
    const candidates = rateCandidates(sentence).filter((c) => isGrantRate(sentence, c.at, c.length));
    const bySize = candidates.flatMap((c) => {
      const sizes = sizeBefore(sentence, c.at);
      return sizes ? [{ c, sizes }] : [];
    });
    if (bySize.length >= 2)
      return bySize.map(({ c, sizes }) => ({
        term: 'subsidyRateMax',
        value: c.value,
        at: c.at,
        length: c.length,
        confidence: 0.7,
        rule: 'rate.by-size',
        condition: { companySizes: sizes, note: BY_SIZE_NOTE },
      }));
    const found: Found[] = [];
    const base: Candidate[] = [];
    let from = 0;
    for (const c of candidates) {
      const note = caseOf(sentence, from, c.at);
      from = c.at + c.length;
      if (!note) base.push(c);
      else
        found.push({
          term: 'subsidyRateMax',
          value: c.value,
          at: c.at,
          length: c.length,
          confidence: 0.6,
          rule: 'rate.case',
          condition: { note },
        });
    }
    const best = base.reduce<Candidate | undefined>((a, b) => (a && a.value >= b.value ? a : b), undefined);
    if (best) {
      const before = sentence.slice(Math.max(0, best.at - 25), best.at);
      const bounded = /(bis\s+zu|höchstens|maximal|max\.|bis)\s*$/i.test(before);
      const range = base.length > 1;
      found.unshift({
        term: 'subsidyRateMax',
        value: best.value,
        at: best.at,
        length: best.length,
        confidence: range ? 0.6 : bounded ? 0.85 : 0.7,
        rule: best.fraction
          ? 'rate.fraction-word'
          : range
            ? 'rate.max-of-range'
            : bounded
              ? 'rate.max'
              : 'rate.stated',
      });
    }
    return found;
  },
};

const MAX_WORDS =
  /(?:höchstens|maximal|max\.|bis\s+zu(?:\s+einem\s+betrag\s+von)?|bis\s+zur\s+höhe\s+von|begrenzt\s+auf|gedeckelt\s+auf|(?:erhöht|verdoppelt|steigt)\s+(?:sich\s+)?(?:[a-zäöüß-]+\s+){0,3}auf(?:\s+bis\s+zu)?|(?:höchstbetrag|obergrenze|maximale\s+fördersumme|festbetrag)[^,;]{0,40}?(?:beträgt|liegt\s+bei|von))\s*(?:jedoch\s+)?$/i;
const MIN_WORDS =
  /(?:mindestens|mind\.|(?:mindest|bagatellgrenze|untergrenze)[^,;]{0,40}?(?:beträgt|liegt\s+(?:jeweils\s+)?bei|von)|nicht\s+unter|\bab)\s*$/i;
/** A range of the aid: "zwischen EUR 5.000 und EUR 25.000", "von 5.000 bis 50.000 Euro" (currency once). */
const NUM = String.raw`\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?`;
const RANGE = new RegExp(
  String.raw`(?:zwischen|von)\s+(?:(?:€|EUR)\s*)?(${NUM})\s*(?:€|Euro|EUR)?\s+(?:und|bis(?:\s+zu)?)\s+(?:(?:€|EUR)\s*)?(${NUM})(?:\s*(?:€|Euro|EUR))?`,
  'gi',
);
/** An amount joined to the previous one of the same kind ("bis zu EUR 800.000 beziehungsweise EUR 1,2 Mio."). */
const SAME_KIND = /^\s*(?:,\s*)?(?:beziehungsweise|bzw\.|oder)\s*$/i;
const AMOUNT_CONTEXT =
  /zuschuss|förder|darlehen|kredit|investition|vorhaben|ausgaben|kosten|betrag|summe|bürgschaft|finanzierung|bagatellgrenze|beteiligung|zuwendung|antragsvolumen|garantie/i;
/** What an amount bounds when it is not the aid: the costs, the project, the company, a fee, a participation. */
const NOT_THE_AID =
  /investition|ausgaben|kosten|volumen|umsatz|bilanzsumme|stammkapital|eigenkapital|stundensatz|tagessatz|gebühr|haushaltsmittel|budget|kreditbetrag|beteiligungs(?:summe|obergrenze)|kofinanzierung/i;
/** The aid itself, named in the same clause: then the amount bounds it, whatever else the clause names. */
const THE_AID =
  /zuschuss|zuwendung|förderung\b|förderbetrag|fördersumme|förderhöchstbetr|darlehen|kredit(?!betrag)|beihilfe|höchstbetrag|finanzierungs(?:mittel|volumen|betrag)|antragsvolumen|bürgschaften|bagatellgrenze|mindestbetrag|festbetrag/i;
const RECEIVED = /\b(?:erhalten|bekommen|gewährt|bewilligt|ausgezahlt)\b/i;
/** Whom or what an amount is "per": the project, the applicant or the company keep it the program's bound. */
const PER_WHOLE =
  /^\s*(?:je|pro)\s+(?:(?:[a-zäöüß-]+\s+){0,2}(?:vorhaben|projekt|antrag|unternehmen|maßnahme|förderfall|antragsteller\w*|zuwendungsempfänger\w*|betrieb|investitionsvorhaben))\b/i;

/**
 * Whether the amount at `at` (with `length`) bounds the aid, judged by what it is per and by its own clause: an
 * amount per day, month, head, unit, square metre or dwelling ("je Betreuer", "pro rückgebautem Quadratmeter",
 * "monatlich", "für jeden Teilnehmer") is a unit amount, not the program's bound; per project or company it is.
 */
function boundsTheAid(sentence: string, at: number, length: number): boolean {
  const after = sentence.slice(at + length);
  if (/^\s*(?:je|pro)\b/i.test(after) && !PER_WHOLE.test(after)) return false;
  if (/^\s*(?:monatlich|jährlich|täglich|wöchentlich|für\s+jede[nrs]?\b)/i.test(after)) return false;
  if (
    /(?:monatlich|täglich|wöchentlich)\s+(?:[a-zäöüß-]+\s+){0,4}$/i.test(
      sentence.slice(Math.max(0, at - 50), at),
    )
  )
    return false;
  const from = Math.max(sentence.lastIndexOf(',', at), sentence.lastIndexOf(';', at)) + 1;
  const lead = sentence.slice(from, at);
  // "für Kosten zwischen …", "Investitionen … dürfen bis zu …": the noun just before the bound is what it bounds.
  const head =
    /([a-zäöüß-]+)\s+(?:(?:dürfen|darf|müssen|muss)\s+)?(?:zwischen|von|bis\s+zu|höchstens|maximal)\s*(?:€|EUR)?\s*$/i.exec(
      lead,
    )?.[1];
  if (head && THE_AID.test(head)) return true;
  if (head && NOT_THE_AID.test(head)) return false;
  if (RECEIVED.test(lead) || THE_AID.test(lead)) return true;
  if (NOT_THE_AID.test(lead)) return false;
  // A clause with neither ("wobei … nicht übersteigen darf") is read by the sentence's subject.
  const whole = sentence.slice(0, at);
  return THE_AID.test(whole) || !NOT_THE_AID.test(whole);
}

/** "Bei Finanzierungen bis zu EUR 1 Million ist …": an amount inside the case a sentence opens with is a threshold. */
function inOpeningCase(sentence: string, at: number): boolean {
  const before = sentence.slice(0, at);
  return (
    /^\s*(?:bei|für|wenn)\b[^,]*$/i.test(before) &&
    !/\b(?:beträgt|betragen|erhalten|erhält|bekommen|können|kann|wird|werden|liegt|ist|sind|gilt)\b/i.test(
      before,
    )
  );
}

type Kind = 'maxAmount' | 'minAmount';
/** "jeweils maximal EUR 8.000 für A und B": a bound of each part, not of the whole program. */
const PER_PART_NOTE = 'gilt jeweils für einen Teil der Förderung, nicht für das Programm insgesamt';
interface Bound {
  kind: Kind;
  value: number;
  at: number;
  length: number;
}

/** Each amount of a sentence with the kind of bound it is, ranges first (both ends), in order. */
function boundsIn(sentence: string): Bound[] {
  const bounds: Bound[] = [];
  const taken: Array<[number, number]> = [];
  for (const m of matches(RANGE, sentence)) {
    const low = parseGermanNumber(m[1]!);
    const high = parseGermanNumber(m[2]!);
    // A range of money names its currency at least once ("zwischen 25 und 50 Prozent" is none).
    if (low === null || high === null || low >= high || !/€|EUR|Euro/.test(m[0])) continue;
    const highAt = m.index + m[0].lastIndexOf(m[2]!);
    const lowAt = m.index + m[0].indexOf(m[1]!);
    bounds.push({ kind: 'minAmount', value: low, at: lowAt, length: m[1]!.length });
    bounds.push({ kind: 'maxAmount', value: high, at: highAt, length: m.index + m[0].length - highAt });
    taken.push([m.index, m.index + m[0].length]);
  }
  let previous: { kind: Kind | undefined; end: number } | undefined;
  for (const m of matches(AMOUNT, sentence)) {
    const end = m.index + m[0].length;
    if (taken.some(([a, b]) => m.index >= a && m.index < b)) {
      previous = undefined;
      continue;
    }
    const value = amountOf(m);
    const before = sentence.slice(Math.max(0, m.index - 60), m.index);
    const link = previous ? sentence.slice(previous.end, m.index) : '';
    let kind: Kind | undefined;
    if (previous?.kind && SAME_KIND.test(link)) kind = previous.kind;
    else if (MIN_WORDS.test(before) && !/nicht\s+unter\s*$/i.test(before)) kind = 'minAmount';
    else if (MAX_WORDS.test(before)) kind = 'maxAmount';
    else if (
      /^\s*(?:[a-zäöüß]+\s+){0,3}(?:werden\s+)?nicht\s+(?:gewährt|gefördert|bewilligt)/i.test(
        sentence.slice(end),
      ) &&
      /unter\s*$/i.test(before)
    )
      kind = 'minAmount';
    previous = { kind, end };
    if (kind && value !== null && value > 0) bounds.push({ kind, value, at: m.index, length: m[0].length });
  }
  return bounds.sort((a, b) => a.at - b.at);
}

/**
 * "höchstens 15.000 Euro", "bis zu EUR 1 Million" (max); "mindestens 2.500 Euro", "Bagatellgrenze … EUR 1.700"
 * (min); "zwischen EUR 5.000 und EUR 25.000" (both). Amounts that bound the costs, the project, a loan secured by
 * a guarantee or another party's participation, and unit amounts, are not the aid's bounds. A bound stated for a
 * case of the text is conditional ("amount.case"); caps per size class, two or more, are conditional too.
 */
export const amounts: Rule = {
  id: 'amount',
  term: 'maxAmount',
  find(sentence) {
    if (!AMOUNT_CONTEXT.test(sentence)) return [];
    const found: Found[] = [];
    let from = 0;
    let previousEnd = -1;
    let previousKept = false;
    for (const b of boundsIn(sentence)) {
      const stretchFrom = from;
      from = b.at + b.length;
      const link = previousEnd >= 0 ? sentence.slice(previousEnd, b.at) : '';
      previousEnd = from;
      // The upper end of a range, or an amount joined by "bzw.", bounds what the first one bounds.
      const joined =
        SAME_KIND.test(link) || /^\s*(?:€|Euro|EUR)?\s*(?:und|bis(?:\s+zu)?)\s+(?:€|EUR)?\s*$/i.test(link);
      const kept: boolean = joined
        ? previousKept
        : boundsTheAid(sentence, b.at, b.length) &&
          !negated(sentence, b.at) &&
          !inOpeningCase(sentence, b.at);
      previousKept = kept;
      if (!kept) continue;
      const inherited = joined ? found.at(-1)?.condition : undefined;
      const note = joined
        ? undefined
        : /\bjeweils\s+(?:höchstens|maximal|bis\s+zu)\s*$/i.test(sentence.slice(0, b.at))
          ? PER_PART_NOTE
          : caseOf(sentence, stretchFrom, b.at);
      const condition = note ? { note } : inherited;
      found.push({
        term: b.kind,
        value: b.value,
        at: b.at,
        length: b.length,
        confidence: condition ? 0.6 : b.kind === 'maxAmount' ? 0.85 : 0.75,
        rule: `${b.kind === 'maxAmount' ? 'amount.max' : 'amount.min'}${condition ? '.case' : ''}`,
        ...(condition ? { condition } : {}),
      });
    }
    return bySize(found, sentence);
  },
};

/** Two or more caps (or minimums), each for a size class: conditional, like rates by size. */
function bySize(found: Found[], sentence: string): Found[] {
  const sized = found.map((f) => ({ f, sizes: sizeBefore(sentence, f.at) }));
  const conditional = (term: string) => sized.filter((s) => s.f.term === term && s.sizes).length >= 2;
  return sized.map(({ f, sizes }) =>
    sizes && conditional(f.term)
      ? {
          ...f,
          confidence: 0.7,
          rule: `${f.rule}.by-size`,
          condition: { companySizes: sizes, note: BY_SIZE_NOTE },
        }
      : f,
  );
}
