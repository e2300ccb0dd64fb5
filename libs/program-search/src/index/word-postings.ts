import type { Expansion } from './term-expansion';
import type { InvertedIndex } from './inverted-index';

/** One query word's programs over all its forms: each program once, at its best weighted hit. */
export interface WordPostings {
  /** In the order the forms first reach them (the order a merge of the forms' postings gives). */
  docs: Int32Array;
  /** Expansion weight times the form's BM25F weight, the best over the forms, times the word's scale. */
  weights: Float64Array;
  /** The index's stems the word matched (for highlighting). */
  stems: readonly string[];
}

/**
 * Merged postings of query words, remembered per word while the index lives: a broad word ("Förderung")
 * expands to dozens of forms whose postings overlap, and merging them was most of a search's CPU
 * (profiled at 3,200 programs). Bounded by entries, about four per program, so at 100,000 programs it
 * keeps a few MB.
 */
export class WordPostingsCache {
  private readonly kept = new Map<string, WordPostings>();
  private entries = 0;
  private readonly budget: number;
  private readonly best: Float64Array;
  private readonly touched: Int32Array;

  constructor(
    private readonly index: InvertedIndex,
    documents: number,
  ) {
    this.budget = 4 * documents + 65_536;
    this.best = new Float64Array(documents);
    this.touched = new Int32Array(documents);
  }

  get(key: string, expansions: () => readonly Expansion[], scale: number): WordPostings {
    let postings = this.kept.get(key);
    if (!postings) {
      postings = this.merge(expansions(), scale);
      if (this.entries + postings.docs.length > this.budget) {
        this.kept.clear();
        this.entries = 0;
      }
      this.kept.set(key, postings);
      this.entries += postings.docs.length;
    }
    return postings;
  }

  private merge(expansions: readonly Expansion[], scale: number): WordPostings {
    const { best, touched } = this;
    const stems: string[] = [];
    let count = 0;
    for (const e of expansions) {
      const postings = this.index.get(e.stem);
      if (!postings) continue;
      stems.push(e.stem);
      const { docs, weights } = postings;
      for (let k = 0; k < docs.length; k++) {
        const d = docs[k]!;
        const value = scale * e.weight * weights[k]!;
        if (best[d] === 0) touched[count++] = d;
        if (value > best[d]!) best[d] = value;
      }
    }
    const docs = touched.slice(0, count);
    const weights = new Float64Array(count);
    for (let k = 0; k < count; k++) {
      weights[k] = best[docs[k]!]!;
      best[docs[k]!] = 0;
    }
    return { docs, weights, stems };
  }
}
