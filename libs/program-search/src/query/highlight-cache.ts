import type { Program } from '@libs/catalogue';
import type { InvertedIndex } from '../index/inverted-index';
import { highlight, stemmedTokens, type StemmedToken } from './snippets';

/** Highlights kept per matched-stems set (the pages people turn through; under a kB each). */
const HIGHLIGHTS_KEPT = 512;
/** Programs whose stemmed words are kept for highlighting (a few kB each). */
const TOKENS_KEPT = 2_000;

export interface Highlights {
  name?: string;
  description?: string;
}

/**
 * The `<mark>`ed name and description passage of the hits of one index, remembered per result (its matched
 * stems) and the stemmed words per program, both bounded.
 */
export class HighlightCache {
  /** Highlights per matched-stems set of a result (it lives as long as the result is kept). */
  private readonly highlighted = new WeakMap<ReadonlySet<string>, Map<number, Highlights>>();
  private readonly tokens = new Map<number, { name: StemmedToken[]; description: StemmedToken[] }>();

  constructor(
    private readonly programs: readonly Program[],
    private readonly inverted: InvertedIndex,
  ) {}

  /**
   * `<mark>`ed name and description passage of a hit (for the page only: it tokenises the texts again),
   * remembered with the result's matched stems (a kept result answers its page's highlights at once).
   */
  of(doc: number, stems: ReadonlySet<string>): Highlights {
    let byDoc = this.highlighted.get(stems);
    if (!byDoc) this.highlighted.set(stems, (byDoc = new Map()));
    let marked = byDoc.get(doc);
    if (!marked) {
      const p = this.programs[doc]!;
      const tokens = this.tokensOf(doc);
      marked = {
        name: highlight(p.name, stems, tokens.name),
        description: highlight(this.inverted.descriptionTexts[doc]!, stems, tokens.description),
      };
      if (byDoc.size >= HIGHLIGHTS_KEPT) byDoc.clear();
      byDoc.set(doc, marked);
    }
    return marked;
  }

  /**
   * A program's name and description as stemmed words, kept for the programs highlighted lately: the same
   * programs come up again under other filters and days (profiled: tokenising was most of a search's CPU).
   */
  private tokensOf(doc: number): { name: StemmedToken[]; description: StemmedToken[] } {
    let tokens = this.tokens.get(doc);
    if (!tokens) {
      const stemOf = (folded: string) => this.inverted.stemOf(folded);
      tokens = {
        name: stemmedTokens(this.programs[doc]!.name, stemOf),
        description: stemmedTokens(this.inverted.descriptionTexts[doc]!, stemOf),
      };
      if (this.tokens.size >= TOKENS_KEPT) this.tokens.clear();
      this.tokens.set(doc, tokens);
    }
    return tokens;
  }
}
