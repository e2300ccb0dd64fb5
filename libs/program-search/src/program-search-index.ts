import type { FederalStateCode } from '@libs/shared';
import type { Program } from '@libs/catalogue';
import { LAND_BIT, NATIONWIDE_BIT, type DocAttributes } from './index/doc-attributes';
import type { InvertedIndex } from './index/inverted-index';
import { TermExpansion } from './index/term-expansion';
import { buildParts, runToEnd, type IndexParts } from './index/index-parts';
import { parseQuery, type QueryWord } from './query/parse-query';
import { stemGerman } from './text/german-stemmer';
import { FacetCounts, compileFilters } from './query/search-filters';
import { FACETS, type Facet, type SearchRequest, type SearchResult } from './query/search-request';
import { TopHits, before } from './query/top-hits';
import { highlight, stemmedTokens, type StemmedToken } from './query/snippets';

/**
 * Added to a program of a Land the query names ("Digitalbonus Bayern": Bayern's own programs before the
 * federal ones that apply there too); about what a title word of medium rarity is worth.
 */
export const LAND_BONUS = 1.5;
/** A word found in more than this share of the programs does not narrow the result (e.g. "Förderung"). */
const COMMON_SHARE = 0.5;
/** Search results kept per index (a page of hits and the facets each: a few kB). */
const RESULTS_KEPT = 256;
/** Programs whose stemmed words are kept for highlighting (a few kB each). */
const TOKENS_KEPT = 2_000;

/**
 * The search over one list of programs (a catalogue version as a tenant sees it), in memory: an inverted index
 * of stems with BM25F weights, the filterable values in columns, and scratch arrays reused by every search
 * (searches run one at a time on the event loop). Programs are kept in the given order, which must be the
 * byte-wise id order of the catalogue: ties in every sort are broken by it, and cursors rely on it.
 */
export class ProgramSearchIndex {
  readonly programs: readonly Program[];
  private readonly inverted: InvertedIndex;
  private readonly attributes: DocAttributes;
  private readonly expansion: TermExpansion;
  private readonly score: Float64Array;
  private readonly best: Float64Array;
  private readonly mask: Uint32Array;
  /** Scratch lists (no allocation per search, profiled): one word's programs, and every matched program. */
  private readonly touched: Int32Array;
  private readonly candidates: Int32Array;
  private candidateCount = 0;
  /** 0..n-1: the candidates of a search without words. */
  private readonly everyDoc: Int32Array;
  /** Highlights per matched-stems set of a result (it lives as long as the result is kept). */
  private readonly highlighted = new WeakMap<ReadonlySet<string>, Map<number, Highlights>>();
  private readonly tokens = new Map<number, { name: StemmedToken[]; description: StemmedToken[] }>();
  /** Results of recent searches (the index is immutable: a repeated search is a lookup), bounded. */
  private readonly recent = new Map<string, SearchResult>();

  /** Built at once (tests, scripts, the bench); the app builds in steps with `ProgramSearchIndex.build`. */
  constructor(programs: readonly Program[], parts?: IndexParts) {
    parts ??= runToEnd(buildParts(programs));
    this.programs = parts.programs;
    this.inverted = parts.inverted;
    this.attributes = parts.attributes;
    this.expansion = new TermExpansion(this.inverted);
    const n = this.programs.length;
    this.score = new Float64Array(n);
    this.best = new Float64Array(n);
    this.mask = new Uint32Array(n);
    this.touched = new Int32Array(n);
    this.candidates = new Int32Array(n);
    this.everyDoc = Int32Array.from(this.programs, (_, d) => d);
  }

  /**
   * The index built in small steps (a few dozen programs each): the caller runs `next()` until done and may
   * give the event loop its turn between steps, so a build at 100,000 programs (seconds of CPU) does not
   * hold up the requests meanwhile (ADR 0023).
   */
  static *build(programs: readonly Program[]): Generator<void, ProgramSearchIndex> {
    return new ProgramSearchIndex(programs, yield* buildParts(programs));
  }

  /** One page of hits, the total and the facets; the same request answers the same (kept) result. */
  search(request: SearchRequest): SearchResult {
    const key = JSON.stringify([
      request.q ?? '',
      request.filters,
      request.sort,
      request.limit,
      request.after,
      request.today,
    ]);
    const kept = this.recent.get(key);
    if (kept) return kept;
    const result = this.compute(request);
    if (this.recent.size >= RESULTS_KEPT) this.recent.clear();
    this.recent.set(key, result);
    return result;
  }

  private compute(request: SearchRequest): SearchResult {
    const parsed = parseQuery(request.q ?? '');
    const { lands } = parsed;
    const words = this.splitCompounds(parsed.words);
    const n = this.programs.length;
    this.candidateCount = 0;
    const coverage: number[] = [];
    const matchedStems = new Set<string>();
    try {
      words.forEach((word, i) => coverage.push(this.scoreWord(word.folded, word.stem, 1 << i, matchedStems)));
      // Common words count but do not narrow, unless every word is common.
      const narrowing = words.map((_, i) => coverage[i]! <= n * COMMON_SHARE);
      const required = narrowing.some(Boolean)
        ? narrowing.reduce((m, r, i) => (r ? m | (1 << i) : m), 0)
        : (1 << words.length) - 1;
      const candidates = this.candidates.subarray(0, this.candidateCount);
      const all = words.length === 0 ? this.everyDoc : candidates;
      let result = this.collect(request, all, required, lands);
      let matchedAllWords = true;
      if (result.total === 0 && words.length > 1 && this.candidateCount > 0) {
        result = this.collect(request, all, 0, lands);
        matchedAllWords = false;
      }
      return { ...result, matchedAllWords, matchedStems };
    } finally {
      for (let k = 0; k < this.candidateCount; k++) {
        const d = this.candidates[k]!;
        this.score[d] = this.mask[d] = 0;
      }
    }
  }

  /** Query words the index holds only in parts become those parts (see TermExpansion.split). */
  private splitCompounds(words: QueryWord[]): QueryWord[] {
    return words.flatMap((w) => {
      const parts = this.expansion.split(w.folded, w.stem);
      return parts ? parts.map((folded) => ({ text: w.text, folded, stem: stemGerman(folded) })) : [w];
    });
  }

  /**
   * `<mark>`ed name and description passage of a hit (for the page only: it tokenises the texts again),
   * remembered with the result's matched stems (a kept result answers its page's highlights at once).
   */
  highlights(doc: number, stems: ReadonlySet<string>): Highlights {
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

  /** Where a program id stands in id order: its index, or half a place before the next id when absent. */
  positionOf(id: string): number {
    let lo = 0;
    let hi = this.programs.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (utf8Before(this.programs[mid]!.id, id)) lo = mid + 1;
      else hi = mid;
    }
    return this.programs[lo]?.id === id ? lo : lo - 0.5;
  }

  /**
   * Adds one word's best hit per program to the scores; answers how many programs it matched. The word's
   * forms (exact, longer, compounds, typos) count as one term (a synonym set): its rarity is that of the
   * programs any form matched, so a rare compound does not outweigh the word itself.
   */
  private scoreWord(folded: string, stem: string, bit: number, matched: Set<string>): number {
    const touched = this.touched;
    let count = 0;
    for (const e of this.expansion.withRelated(folded, stem)) {
      const postings = this.inverted.get(e.stem);
      if (!postings) continue;
      matched.add(e.stem);
      const { docs, weights } = postings;
      for (let k = 0; k < docs.length; k++) {
        const d = docs[k]!;
        const value = e.weight * weights[k]!;
        if (this.best[d] === 0) touched[count++] = d;
        if (value > this.best[d]!) this.best[d] = value;
      }
    }
    const idf = bm25Idf(count, this.programs.length);
    for (let k = 0; k < count; k++) {
      const d = touched[k]!;
      if (this.mask[d] === 0) this.candidates[this.candidateCount++] = d;
      this.score[d]! += idf * this.best[d]!;
      this.mask[d]! |= bit;
      this.best[d] = 0;
    }
    return count;
  }

  /** Filters, counts facets (each without its own filter) and keeps the requested page. */
  private collect(
    request: SearchRequest,
    docs: ArrayLike<number>,
    required: number,
    lands: FederalStateCode[],
  ) {
    const a = this.attributes;
    const { facets: facetTests, rest } = compileFilters(a, request.filters, request.today);
    const active = FACETS.filter((f) => facetTests[f]);
    const tests = active.map((f) => facetTests[f]!);
    const landMask = lands.reduce((m, l) => m | LAND_BIT.get(l)!, 0);
    const counts = new FacetCounts(a);
    const page = new TopHits(request.limit + 1);
    const after = request.after;
    const afterPosition = after ? this.positionOf(after.id) : 0;
    let total = 0;
    const landScope = landMask | NATIONWIDE_BIT;
    next: for (let k = 0; k < docs.length; k++) {
      const d = docs[k]!;
      if ((this.mask[d]! & required) !== required) continue;
      if (landMask !== 0 && (a.regions[d]! & landScope) === 0) continue;
      for (let r = 0; r < rest.length; r++) if (!rest[r]!(d)) continue next;
      let failed: Facet | null = null;
      let failures = 0;
      for (let i = 0; i < tests.length && failures < 2; i++)
        if (!tests[i]!(d)) {
          failed = active[i]!;
          failures++;
        }
      if (failures === 1) counts.add(failed!, d);
      if (failures > 0) continue;
      counts.addAll(d);
      total++;
      const key = this.keyOf(request.sort, d, landMask);
      if (after && !before(after.key, afterPosition, key, d)) continue;
      page.offer(key, d);
    }
    const hasMore = page.docs.length > request.limit;
    const hits = page.docs.slice(0, request.limit).map((doc, i) => ({
      doc,
      key: page.keys[i]!,
      score: this.relevance(doc, landMask),
    }));
    return { hits, total, hasMore, facets: counts.values(request.filters) };
  }

  private relevance(d: number, landMask: number): number {
    return this.score[d]! + ((this.attributes.regions[d]! & landMask) !== 0 ? LAND_BONUS : 0);
  }

  /** Ascending sort key: best score first; nearest deadline first (none last); highest amount first. */
  private keyOf(sort: SearchRequest['sort'], d: number, landMask: number): number {
    if (sort === 'deadline') return this.attributes.deadline[d]!;
    if (sort === 'amount') return -this.attributes.amount[d]!;
    return -this.relevance(d, landMask);
  }
}

export interface Highlights {
  name?: string;
  description?: string;
}

/** BM25's inverse document frequency, never negative (Robertson & Zaragoza 2009). */
function bm25Idf(df: number, documents: number): number {
  return Math.log(1 + (documents - df + 0.5) / (df + 0.5));
}

/** Byte-wise UTF-8 order, as the catalogue's id order (`COLLATE "C"`): code point order. */
function utf8Before(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++)
    if (x[i] !== y[i]) return x[i]!.codePointAt(0)! < y[i]!.codePointAt(0)!;
  return x.length < y.length;
}
