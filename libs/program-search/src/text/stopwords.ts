import { foldGerman } from './german-fold';

/**
 * Words that carry no meaning in a search for programs (articles, prepositions, conjunctions and the like),
 * folded. A query of only such words searches nothing.
 */
export const GERMAN_STOPWORDS: ReadonlySet<string> = new Set(
  (
    'aber als am an auch auf aus bei beim bin bis da damit das dass dem den der des die dies diese dieser ' +
    'dieses doch dort du durch ein eine einem einen einer eines er es fur gegen hat hatte ich ihr im in ins ' +
    'ist ja kann mit mich mir nach nicht noch nur ob oder ohne sich sie sind so uber um und uns unter vom ' +
    'von vor war was welche wie wir wird zu zum zur zwischen gibt gibts geht habe haben meine mein meinen ' +
    'suche suchen finden brauche brauchen welches welcher wo wer man fuer ueber'
  )
    .split(' ')
    .map(foldGerman),
);
