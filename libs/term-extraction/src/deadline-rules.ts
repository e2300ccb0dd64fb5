import { formatRecurringDeadline } from '@libs/shared';
import { caseOf } from './conditions';
import { DATE, isoDateOf, monthOf } from './german-dates';
import { matches, type Found, type Rule } from './rule-helpers';

/** The rule for deadlines (ADR 0025): dated ones, and yearly ones written without a year. */
const DEADLINE_CONTEXT =
  /antr(?:ag|äge)|einreich|reichen|frist|skizze|bewerb|gestellt|stellen\s+sie|melden\s+sie|förderanfrage/i;
/** The words that make a date a deadline: "bis (spätestens) zum", "spätestens am", "jeweils zum", "Stichtag". */
const DEADLINE_LEAD =
  /(?:bis(?:\s+spätestens|\s+einschließlich)?(?:\s+zum)?|spätestens(?:\s+am|\s+bis(?:\s+zum)?)?|jeweils\s+zum|jährlich\s+zum|stichtag|frist|(?:endet|läuft\s+ab)\s+am|(?:frist|schluss|stichtag|termin)[^,.;]{0,50}?\bist\s+der)\W*(?:am\s+)?$/i;
/** A day and month without a year: "15.5.", "30.11.", "28.2 des", "30. November" (not followed by a year). */
const YEARLESS =
  /(\d{1,2})\.\s?(?:(\d{1,2})(?:\.(?!\s?\d)|(?=\s+(?:des|eines|jeden|jedes|für)\b))|([A-Za-zÄÖÜäöü]+)(?!\s+\d{4})(?![a-zäöü]))/g;
/** After the date: the application is for the following year's funding. */
const FOLLOWING_YEAR =
  /^\s*(?:(?:des\s+(?:laufenden|jeweiligen)\s+(?:haushalts|kalender)?jahres\s+)?für\s+das\s+(?:folgende|kommende|nächste)\s+\w*jahr|für\s+das\s+folgejahr|des\s+vorjahres)/i;
/** A window: "vom 1.10. bis 15.11.", "zwischen dem 31.8. und dem 15.10.". */
const WINDOW_START = /(?:vom|zwischen\s+dem)\s*$/i;
const WINDOW_LINK = /^\s*(?:bis(?:\s+zum)?|und(?:\s+dem)?)\s*$/i;
/** Dates joined to a deadline ("bis zum 1.4. oder 1.10.", "zum 31.1. und 31.8."): each is one. */
const JOINED = /^\s*(?:,|oder|und|sowie)\s*$/i;
/** "Anträge für Projekte …", "für institutionelle Förderungen", "für das Landesprogramm": a deadline of one kind. */
const FOR_A_KIND =
  /\b(?:für|bei)\s+(?:[a-zäöüß-]+\s+){0,2}[a-zäöüß-]*(?:förderungen?|vorhaben|projekte|zuschüsse|maßnahmen|programm)\b/i;
/** "Die Behörde entscheidet bis zum 30.6. über die Anträge": a date of the authority's, not the applicant's. */
const authorityActs = (sentence: string) =>
  /\b(?:entscheidet|entscheiden|bewertet|bewerten|prüft|erstellt|informiert|benachrichtigt)\b/i.test(
    sentence,
  ) && !/\b(?:stellen|reichen|einreichen|einzureichen|melden|bewerben)\b/i.test(sentence);
const SKETCH_NOTE = 'Frist für Skizzen (erste Stufe), nicht für den förmlichen Antrag';

interface DateHit {
  at: number;
  length: number;
  /** `YYYY-MM-DD` for a dated deadline, else month and day. */
  iso?: string;
  month?: number;
  day?: number;
}

function datesIn(sentence: string): DateHit[] {
  const hits: DateHit[] = [];
  for (const m of matches(DATE, sentence)) {
    const iso = isoDateOf(m);
    if (iso) hits.push({ at: m.index, length: m[0].length, iso });
  }
  for (const m of matches(YEARLESS, sentence)) {
    if (hits.some((h) => m.index >= h.at && m.index < h.at + h.length)) continue;
    const month = m[2] ? Number(m[2]) : monthOf(m[3] ?? '');
    const day = Number(m[1]);
    if (!month || month > 12 || day < 1 || day > 31) continue;
    hits.push({ at: m.index, length: m[0].length, month, day });
  }
  return hits.sort((a, b) => a.at - b.at);
}

/**
 * "Anträge können bis zum 30. Juni 2026 gestellt werden" (a date); "bis zum 15.2. des laufenden Jahres",
 * "jeweils zum 31.1. und 31.8." (yearly, `--MM-DD`); "vom 1.10. bis 15.11." (a window, `--MM-DD/--MM-DD`);
 * "bis zum 30.6. für das folgende Jahr" (` Folgejahr`). A deadline for a case of the text ("für institutionelle
 * Förderungen", "Wird … veröffentlicht, …") is conditional; an extension of a deadline is none.
 */
export const deadline: Rule = {
  id: 'deadline',
  term: 'applicationDeadline',
  find(sentence) {
    if (!DEADLINE_CONTEXT.test(sentence) || /verlängerung/i.test(sentence) || authorityActs(sentence))
      return [];
    const sketch = /skizze/i.test(sentence);
    const found: Found[] = [];
    const dates = datesIn(sentence);
    let accepted: DateHit | undefined;
    let from = 0;
    for (let i = 0; i < dates.length; i++) {
      const d = dates[i]!;
      const before = sentence.slice(Math.max(0, d.at - 40), d.at);
      const link = accepted ? sentence.slice(accepted.at + accepted.length, d.at) : '';
      const stretchFrom = from;
      from = d.at + d.length;
      const next = dates[i + 1];
      // A window: this date opens, the next one closes.
      if (!d.iso && next && !next.iso && WINDOW_START.test(before)) {
        if (WINDOW_LINK.test(sentence.slice(d.at + d.length, next.at))) {
          const value = formatRecurringDeadline({
            opens: { month: d.month!, day: d.day! },
            closes: { month: next.month!, day: next.day! },
            ...(FOLLOWING_YEAR.test(sentence.slice(next.at + next.length)) ? { forFollowingYear: true } : {}),
          });
          found.push(
            proposal(sentence, d.at, next.at + next.length - d.at, value, caseOf(sentence, 0, d.at), sketch),
          );
          accepted = next;
          i++;
          from = next.at + next.length;
          continue;
        }
      }
      if (!DEADLINE_LEAD.test(before) && !(accepted && JOINED.test(link))) continue;
      const joined = accepted !== undefined && JOINED.test(link);
      accepted = d;
      const value = d.iso
        ? d.iso
        : formatRecurringDeadline({
            closes: { month: d.month!, day: d.day! },
            ...(FOLLOWING_YEAR.test(sentence.slice(d.at + d.length)) ? { forFollowingYear: true } : {}),
          });
      const kind = FOR_A_KIND.exec(sentence.slice(stretchFrom, d.at));
      const note = joined
        ? found.at(-1)?.condition?.note
        : (caseOf(sentence, stretchFrom, d.at) ??
          (kind &&
          !/\b(?:ihr|ihre|ihren|die|das|den)\s+(?:vorhaben|projekt|maßnahme|förderung)\b/i.test(kind[0])
            ? `gilt nur ${kind[0]}`
            : undefined));
      found.push(proposal(sentence, d.at, d.length, value, note, sketch));
    }
    return found;
  },
};

function proposal(
  sentence: string,
  at: number,
  length: number,
  value: string,
  caseNote: string | undefined,
  sketch: boolean,
): Found {
  const note = sketch ? SKETCH_NOTE : caseNote;
  return {
    term: 'applicationDeadline',
    value,
    at,
    length,
    confidence: note ? 0.55 : value.startsWith('--') ? 0.75 : 0.8,
    rule: sketch
      ? 'deadline.sketch'
      : note
        ? 'deadline.case'
        : value.startsWith('--')
          ? 'deadline.yearly'
          : 'deadline',
    ...(note ? { condition: { note } } : {}),
  };
}
