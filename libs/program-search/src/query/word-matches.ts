import { FEW_FULL_MATCHES } from './relevance-weights';
import { bitCount } from './scoring-math';

/**
 * What the words of the running search matched, per program of one index: the summed text score, which words
 * (one bit each) and the list of matched programs. The arrays are allocated once per index and cleared after
 * each search (searches run one at a time on the event loop; no allocation per search, profiled).
 */
export class WordMatches {
  readonly score: Float64Array;
  readonly mask: Uint32Array;
  private readonly candidates: Int32Array;
  private count = 0;

  /** `successor`: the doc of each program's named successor in the index, -1 for none. */
  constructor(
    size: number,
    private readonly successor: Int32Array,
  ) {
    this.score = new Float64Array(size);
    this.mask = new Uint32Array(size);
    this.candidates = new Int32Array(size);
  }

  /** How many programs some word matched. */
  get matched(): number {
    return this.count;
  }

  /** The matched programs, in the order they were first matched. */
  programs(): Int32Array {
    return this.candidates.subarray(0, this.count);
  }

  /** One word's postings: each program's weight times the word's rarity, and the word's bit. */
  add(docs: ArrayLike<number>, weights: ArrayLike<number>, idf: number, bit: number): void {
    for (let k = 0; k < docs.length; k++) {
      const d = docs[k]!;
      if (this.mask[d] === 0) this.candidates[this.count++] = d;
      this.score[d]! += idf * weights[k]!;
      this.mask[d]! |= bit;
    }
  }

  /**
   * A matched program that names its successor brings the successor along, as relevant as itself and
   * matching the same words (a search for an old name finds the program that replaced it); being open, the
   * successor then ranks first (CLOSED_FACTOR). One step, not chains: a successor's own successor is not
   * followed.
   */
  promoteSuccessors(): void {
    const matched = this.count;
    for (let k = 0; k < matched; k++) {
      const d = this.candidates[k]!;
      const s = this.successor[d]!;
      if (s < 0) continue;
      if (this.mask[s] === 0) this.candidates[this.count++] = s;
      this.mask[s]! |= this.mask[d]!;
      if (this.score[d]! > this.score[s]!) this.score[s] = this.score[d]!;
    }
  }

  /**
   * 1 when some, but fewer than FEW_FULL_MATCHES, programs match every narrowing word (of two or more),
   * else 0. Decided on the text alone, before the filters: the same words match the same programs under
   * every filter, so facet counts and totals agree across filters.
   */
  slackFor(required: number): number {
    if (bitCount(required) < 2) return 0;
    let full = 0;
    for (let k = 0; k < this.count && full < FEW_FULL_MATCHES; k++)
      if ((this.mask[this.candidates[k]!]! & required) === required) full++;
    return full > 0 && full < FEW_FULL_MATCHES ? 1 : 0;
  }

  /** Ready for the next search: only the matched programs' entries were touched. */
  clear(): void {
    for (let k = 0; k < this.count; k++) {
      const d = this.candidates[k]!;
      this.score[d] = this.mask[d] = 0;
    }
    this.count = 0;
  }
}
