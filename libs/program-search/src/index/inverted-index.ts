import type { Program } from '@libs/catalogue';
import { plainTextOf } from '@libs/catalogue';
import { tokenize } from '../text/german-fold';
import { stemGerman } from '../text/german-stemmer';
import { FIELD_WEIGHTS, SEARCH_FIELDS, fieldTexts } from './fields';

/** BM25 saturation and length normalisation (the usual values; Robertson & Zaragoza 2009). */
const K1 = 1.2;
const B = 0.75;
/** Programs per build step: a step of the 100,000-program bench catalogue takes well under a millisecond. */
const STEP = 32;

/** The programs containing one stem, in document order, with the stem's saturated BM25F weight in each. */
export interface Postings {
  docs: Int32Array;
  /** tf~/(k1 + tf~), where tf~ sums each field's length-normalised frequency times its weight. */
  weights: Float32Array;
}

/**
 * Stems -> postings over all fields of all programs. Built once per catalogue version (a new snapshot is a
 * new index). Texts repeated across programs (clones, one scheme's variants) are tokenised once.
 */
export class InvertedIndex {
  /** The vocabulary (stems), sorted, for prefix ranges. */
  readonly terms: string[];
  // descriptionTexts: each program's description as plain text (for highlights).
  // words: every folded word as written (before stemming) -> its stem: typos are measured on words.
  /**
   * Stems and words without digits: the ones scanned for compounds and typos ("4.0", "513" or a clone's
   * number are never part of a compound, and a catalogue of numbered programs would scan them all).
   */
  readonly scanTerms: string[];
  readonly scanWords: Array<[string, string]>;

  /**
   * The index over `programs`, built in steps: it yields after every few programs (or terms), so a caller
   * can spread the build over many turns of the event loop (ADR 0023); `new`-free, the steps are the build.
   */
  static *build(programs: readonly Program[]): Generator<void, InvertedIndex> {
    const words = new Map<string, string>();
    const stemsOf = memoStems(words);
    const fieldCount = SEARCH_FIELDS.length;
    const perDoc: Array<Array<string[]>> = [];
    const totalLength = new Float64Array(fieldCount);
    const present = new Float64Array(fieldCount);
    const plain = new Map<string, string>();
    const descriptionTexts: string[] = [];
    for (let d = 0; d < programs.length; d++) {
      const p = programs[d]!;
      let text = plain.get(p.description);
      if (text === undefined) plain.set(p.description, (text = plainTextOf(p.description)));
      descriptionTexts.push(text);
      const texts = fieldTexts(p, text);
      const fields = SEARCH_FIELDS.map((f) => stemsOf(texts[f]));
      fields.forEach((stems, f) => {
        totalLength[f]! += stems.length;
        if (stems.length > 0) present[f]!++;
      });
      perDoc.push(fields);
      if (d % STEP === STEP - 1) yield;
    }
    // Average length over the programs that have the field (an absent field is not a short one).
    const avg = Array.from(totalLength, (t, f) => Math.max(t / Math.max(present[f]!, 1), 1));
    const building = new Map<string, { docs: number[]; weights: number[] }>();
    for (let d = 0; d < perDoc.length; d++) {
      const tf = new Map<string, number>();
      perDoc[d]!.forEach((stems, f) => {
        const norm = FIELD_WEIGHTS[SEARCH_FIELDS[f]!] / (1 - B + (B * stems.length) / avg[f]!);
        for (const s of stems) tf.set(s, (tf.get(s) ?? 0) + norm);
      });
      for (const [stem, t] of tf) {
        let list = building.get(stem);
        if (!list) building.set(stem, (list = { docs: [], weights: [] }));
        list.docs.push(d);
        list.weights.push(t / (K1 + t));
      }
      if (d % STEP === STEP - 1) yield;
    }
    const postings = new Map<string, Postings>();
    let k = 0;
    for (const [stem, list] of building) {
      postings.set(stem, { docs: Int32Array.from(list.docs), weights: Float32Array.from(list.weights) });
      if (++k % (STEP * 16) === 0) yield;
    }
    yield;
    return new InvertedIndex(postings, descriptionTexts, words);
  }

  private constructor(
    private readonly postings: Map<string, Postings>,
    readonly descriptionTexts: string[],
    readonly words: Map<string, string>,
  ) {
    this.terms = [...postings.keys()].sort();
    this.scanTerms = this.terms.filter((t) => !/\d/.test(t));
    this.scanWords = [...this.words].filter(([w]) => !/\d/.test(w));
  }

  /** The stem of a folded word: remembered from the build, else computed. */
  stemOf(folded: string): string {
    return this.words.get(folded) ?? stemGerman(folded);
  }

  get(stem: string): Postings | undefined {
    return this.postings.get(stem);
  }
}

/** Stems of a text, remembered per distinct text while one index is built. */
function memoStems(words: Map<string, string>): (text: string) => string[] {
  const seen = new Map<string, string[]>();
  return (text) => {
    let stems = seen.get(text);
    if (!stems) {
      stems = tokenize(text).map((t) => {
        const stem = stemGerman(t.folded);
        words.set(t.folded, stem);
        return stem;
      });
      seen.set(text, stems);
    }
    return stems;
  };
}
