import { caseOf } from './conditions';
import { AMOUNT, amountOf, parseGermanNumber } from './german-numbers';
import { BY_SIZE_NOTE, matches, negated, sizeBefore, type Found, type Rule } from './rule-helpers';

// The rule for amounts (the table in ADR 0025); rates: rate-rules.ts.

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
