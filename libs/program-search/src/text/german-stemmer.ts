/**
 * A light German stemmer: the Snowball German algorithm (https://snowballstem.org/algorithms/german/stemmer.html,
 * BSD licence) on folded words (german-fold.ts: no umlauts, no ß), with three changes that make compounds,
 * derived and feminine words meet their stems, which matters more for a search box than linguistic precision:
 *
 * - `-ung` is removed in R1 (Snowball: R2), so "Gründung" and "Gründer" share `grund` and "Förderung" is `forder`;
 * - a verb-forming `-isier`/`-ier` left after that is removed when a stem of 4 (5) letters remains, so
 *   "Digitalisierung" is `digital` and "Finanzierung" is `finanz` ("Sanierung" stays `sanier`);
 * - the feminine "-erin"/"-erinnen" is read as "-er" ("Gründerinnen" finds "Gründer"), before all else.
 *
 * Both sides of a comparison are stemmed the same way; the stem need not be a word.
 */
const VOWEL = /[aeiouy]/;
const S_ENDING = /[bdfghklmnrt]$/;
const ST_ENDING = /[bdfghklmnt]$/;

const isVowel = (c: string | undefined): boolean => c !== undefined && VOWEL.test(c);

/** Snowball's R1/R2 start: after the first non-vowel that follows a vowel, from `from` on. */
function regionStart(word: string, from: number): number {
  for (let i = from + 1; i < word.length; i++) if (!isVowel(word[i]) && isVowel(word[i - 1])) return i + 1;
  return word.length;
}

const FEMININE = /(?<=er)in(nen)?$/;

export function stemGerman(folded: string): string {
  if (folded.length <= 3 || /\d/.test(folded)) return folded;
  // "Gründerin(nen)" is "Gründer", "Unternehmerinnen" "Unternehmer": one stem for both forms.
  if (folded.length > 7) folded = folded.replace(FEMININE, '');
  // Prelude: u and y between vowels are consonants.
  let w = folded.replace(/([aeiouy])([uy])(?=[aeiouy])/g, (_, v: string, c: string) => v + c.toUpperCase());
  const r1 = Math.max(3, regionStart(w, 0));
  const r2 = regionStart(w, r1);
  const inR1 = (suffix: string) => w.endsWith(suffix) && w.length - suffix.length >= r1;
  const inR2 = (suffix: string) => w.endsWith(suffix) && w.length - suffix.length >= r2;
  const cut = (n: number) => (w = w.slice(0, w.length - n));

  // Step 1
  const step1 = ['ern', 'em', 'er', 'en', 'es', 'e'].find((s) => w.endsWith(s));
  if (step1 && inR1(step1)) {
    cut(step1.length);
    if ((step1 === 'en' || step1 === 'es' || step1 === 'e') && w.endsWith('niss')) cut(1);
  } else if (!step1 && w.endsWith('s') && inR1('s') && S_ENDING.test(w.slice(0, -1))) cut(1);

  // Step 2
  const step2 = ['est', 'en', 'er'].find((s) => w.endsWith(s));
  if (step2) {
    if (inR1(step2)) cut(step2.length);
  } else if (w.endsWith('st') && inR1('st') && w.length >= 6 && ST_ENDING.test(w.slice(0, -2))) cut(2);

  // Step 3 (derivational), `-ung` in R1 (see above)
  if (w.endsWith('ung') && inR1('ung')) {
    cut(3);
    if (w.endsWith('ig') && !w.endsWith('eig') && inR2('ig')) cut(2);
  } else if (w.endsWith('end') && inR2('end')) {
    cut(3);
    if (w.endsWith('ig') && !w.endsWith('eig') && inR2('ig')) cut(2);
  } else if (w.endsWith('isch') && !w.endsWith('eisch') && inR2('isch')) cut(4);
  else if ((w.endsWith('ig') || w.endsWith('ik')) && !/e(ig|ik)$/.test(w) && inR2(w.slice(-2))) cut(2);
  else if ((w.endsWith('lich') || w.endsWith('heit')) && inR2(w.slice(-4))) {
    cut(4);
    if ((w.endsWith('er') || w.endsWith('en')) && inR1(w.slice(-2))) cut(2);
  } else if (w.endsWith('keit') && inR2('keit')) {
    cut(4);
    if (w.endsWith('lich') && inR2('lich')) cut(4);
    else if (w.endsWith('ig') && inR2('ig')) cut(2);
  }

  // Verb-forming suffix left by "-ierung" ("Digitalisierung" -> digital).
  if (w.endsWith('isier') && w.length - 5 >= 4) cut(5);
  else if (w.endsWith('ier') && w.length - 3 >= 5) cut(3);
  return w.toLowerCase();
}
