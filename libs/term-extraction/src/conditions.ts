/**
 * Whether a figure holds for every applicant (the program's term) or only in a case the text names: a variant,
 * an area, a kind of project, an exception (ADR 0025, "base vs conditional"). Read from the words between the
 * start of the sentence, or the previous figure, and the figure itself: "Die Förderung beträgt bis zu 40 %,
 * für Vorhaben im Gebiet X bis zu 50 %" gives 40 unconditional and 50 conditional.
 */

/** A sentence that opens with a case: "Für kleine Vorhaben …", "Bei offenen Beteiligungen …", "Wenn Sie …". */
const CASE_OPENING =
  /^\s*(?:(?:für|bei|im)\s+(?!(?:ihr|ihre|ihren|die|das|den|alle)\s+(?:vorhaben|projekt|maßnahme|förderung|ausgaben|kosten)\b)|wenn\b|sofern\b|soweit\b|falls\b|davon\b|zusätzlich\b|(?:liegt|ist|sind|handelt|wird|werden|erfolgt|befindet)\s+(?!\s*(?:der|die|das)\s+(?:zuschuss|förderung|zuwendung)\b)[^,]{0,120},)/i;
/** Words that put a figure under a case wherever they stand before it. */
const CASE_WORDS =
  /in\s+ausnahmefällen|ausnahmsweise|im\s+einzelfall|in\s+besonderen\s+fällen|in\s+begründeten\s+fällen|\bzusätzlich\b|\bdarüber\s+hinaus\b|\bdavon\b|erhöht\s+sich|verdoppel|fördergebiet|\bsowie\s+bei\b|\bbei\s+(?!(?:einer|einem|der|dem)\s+(?:förder|zuschuss|zuwendung|beihilfe)|eur\b|euro\b)[a-zäöüß-]{3,}\b(?!\s*$)|,\s*(?:für|im|in)\s+(?!(?:höhe|der|dem|denen|die\s+förderung|den\s+zeitraum|das\s+(?:folgende|kommende|nächste)|beide|alle|insgesamt)\b)[a-zäöüß-]+/i;

/**
 * The case a figure is stated for, as text for the reviewer, or undefined when the figure is unconditional.
 * `from` is where the figure's own stretch of the sentence starts (0, or the end of the previous figure).
 */
export function caseOf(sentence: string, from: number, at: number): string | undefined {
  const stretch = sentence.slice(from, at);
  const opening = from === 0 ? CASE_OPENING.exec(stretch) : null;
  if (opening) return noteFrom(sentence, at);
  if (CASE_WORDS.test(stretch)) return noteFrom(sentence, at);
  return undefined;
}

/** The sentence itself, shortened, names the case for the reviewer (the rule cannot name it more exactly). */
function noteFrom(sentence: string, at: number): string {
  const head = sentence.slice(0, Math.min(sentence.length, at + 40)).trim();
  return `gilt nur in einem Fall des Textes: „${head.length > 160 ? `…${head.slice(-160)}` : head}“`;
}
