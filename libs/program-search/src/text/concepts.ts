import { foldGerman, tokenize } from './german-fold';
import { stemGerman } from './german-stemmer';
import vocabulary from './funding-concepts.json';

/**
 * The concept layer (ADR 0023): which query words mean the same funding concept, which imply one, and
 * which say nothing about the program wanted. The vocabulary is data (funding-concepts.json, with its
 * maintenance rule); this file only reads it, by stem, so every form of a listed word counts.
 */

/** What a hit on a word of the same concept is worth relative to the word itself (below prefix and infix). */
const SYNONYM_WEIGHT = 0.5;
/** What a hit on a concept is worth when the query named a thing that implies it ("Maschinen" -> Investition). */
const CONCEPT_WEIGHT = 0.5;

/** A related word of a query word: folded, its stem, and the weight of its hits. */
export interface RelatedWord {
  folded: string;
  stem: string;
  weight: number;
}

interface Concept {
  words: string[];
  impliedBy?: string[];
}

const formOf = (word: string): Omit<RelatedWord, 'weight'> => {
  // A hyphenated entry ("IT-Sicherheit") is the joined word, as the tokenizer reads it.
  const folded = tokenize(word, false)[0]?.folded ?? foldGerman(word);
  return { folded, stem: stemGerman(folded) };
};

const BY_STEM = new Map<string, RelatedWord[]>();
function relate(from: string, to: RelatedWord): void {
  const list = BY_STEM.get(from) ?? [];
  const same = list.find((r) => r.stem === to.stem);
  if (same) same.weight = Math.max(same.weight, to.weight);
  else if (to.stem !== from) BY_STEM.set(from, [...list, to]);
}
for (const concept of vocabulary.concepts as Concept[]) {
  const words = concept.words.map(formOf);
  for (const w of words) for (const o of words) relate(w.stem, { ...o, weight: SYNONYM_WEIGHT });
  for (const narrower of (concept.impliedBy ?? []).map(formOf))
    for (const o of words) relate(narrower.stem, { ...o, weight: CONCEPT_WEIGHT });
}

const WEAK = new Set(vocabulary.weakWords.map((w) => formOf(w).stem));

/** The words related to a query word (by its stem), each with its weight; empty for most words. */
export function relatedWords(stem: string): readonly RelatedWord[] {
  return BY_STEM.get(stem) ?? [];
}

/** Whether a query word (by its stem) says nothing about which program is meant ("Geld", "neue"). */
export function isWeakWord(stem: string): boolean {
  return WEAK.has(stem);
}
