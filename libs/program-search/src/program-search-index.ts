import { PROGRAM_STATUSES, type FederalStateCode } from '@libs/shared';
import type { Program } from '@libs/catalogue';
import { LAND_BIT, NATIONWIDE_BIT, dayNumber, type DocAttributes } from './index/doc-attributes';
import type { InvertedIndex } from './index/inverted-index';
import { TermExpansion } from './index/term-expansion';
import { WordPostingsCache } from './index/word-postings';
import { buildParts, runToEnd, type IndexParts } from './index/index-parts';
import { parseQuery, type QueryWord } from './query/parse-query';
import { stemGerman } from './text/german-stemmer';
import { isWeakWord } from './text/concepts';
import type { CategoryAttributes } from './index/category-attributes';
import { SearchFacetCounts, compileSearchFilters } from './program-search-facets';
import type { SearchRequest, SearchResult } from './query/search-request';
import { TopHits, before } from './query/top-hits';
import { StemSets } from './query/stem-sets';
import { HighlightCache, type Highlights } from './query/highlight-cache';
import { bitCount, bm25Idf } from './query/scoring-math';
import { WordMatches } from './query/word-matches';
import { positionInIdOrder } from './index/id-order';
import {
  CLOSED_FACTOR,
  COMMON_SHARE,
  LAND_BONUS,
  PARTIAL_FACTOR,
  PLANNED_FACTOR,
  WEAK_WEIGHT,
} from './query/relevance-weights';

export type { Highlights } from './query/highlight-cache';
export { LAND_BONUS } from './query/relevance-weights';

/** Search results kept per index (a page of hits and the facets each: a few kB). */
const RESULTS_KEPT = 256;

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
  private readonly categories: CategoryAttributes;
  private readonly expansion: TermExpansion;
  private readonly wordPostings: WordPostingsCache;
  private readonly matches: WordMatches;
  /** The words of the running search a program must match (bits), for its relevance. */
  private required = 0;
  /** 0..n-1: the candidates of a search without words. */
  private readonly everyDoc: Int32Array;
  private readonly highlightCache: HighlightCache;
  private readonly stemSets = new StemSets();
  /** Results of recent searches (the index is immutable: a repeated search is a lookup), bounded. */
  private readonly recent = new Map<string, SearchResult>();

  /** Built at once (tests, scripts, the bench); the app builds in steps with `ProgramSearchIndex.build`. */
  constructor(programs: readonly Program[], parts?: IndexParts) {
    parts ??= runToEnd(buildParts(programs));
    this.programs = parts.programs;
    this.inverted = parts.inverted;
    this.attributes = parts.attributes;
    this.categories = parts.categories;
    this.expansion = new TermExpansion(this.inverted);
    this.highlightCache = new HighlightCache(this.programs, this.inverted);
    const n = this.programs.length;
    this.wordPostings = new WordPostingsCache(this.inverted, n);
    this.everyDoc = Int32Array.from(this.programs, (_, d) => d);
    const successor = new Int32Array(n).fill(-1);
    this.programs.forEach((p, d) => {
      const at = p.successorId === undefined ? -1 : this.positionOf(p.successorId);
      if (Number.isInteger(at) && at >= 0 && at !== d) successor[d] = at;
    });
    this.matches = new WordMatches(n, successor);
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
      request.facets,
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
    // Weak beside other words; a query of weak words only ("Förderung") means them as ordinary words.
    const typed = parsed.words.every((w) => w.weak)
      ? parsed.words.map((w) => ({ ...w, weak: false }))
      : parsed.words;
    const words = this.splitCompounds(typed);
    const n = this.programs.length;
    const matches = this.matches;
    const coverage: number[] = [];
    const matchedStems = new Set<string>();
    try {
      words.forEach((word, i) => coverage.push(this.scoreWord(word, 1 << i, matchedStems)));
      matches.promoteSuccessors();
      // Common and weak words count but do not narrow, unless every word is one.
      const narrowing = words.map((w, i) => !w.weak && coverage[i]! <= n * COMMON_SHARE);
      const required = narrowing.some(Boolean)
        ? narrowing.reduce((m, r, i) => (r ? m | (1 << i) : m), 0)
        : (1 << words.length) - 1;
      this.required = required;
      const all = words.length === 0 ? this.everyDoc : matches.programs();
      const today = dayNumber(request.today);
      let result = this.collect(request, all, required, lands, today, matches.slackFor(required));
      let matchedAllWords = true;
      if (result.total === 0 && words.length > 1 && matches.matched > 0) {
        this.required = 0;
        result = this.collect(request, all, 0, lands, today, 0);
        matchedAllWords = false;
      }
      return { ...result, matchedAllWords, matchedStems: this.stemSets.intern(matchedStems) };
    } finally {
      matches.clear();
    }
  }

  /** Query words the index holds only in parts become those parts (see TermExpansion.split). */
  private splitCompounds(words: QueryWord[]): QueryWord[] {
    return words.flatMap((w) => {
      const parts = w.weak ? undefined : this.expansion.split(w.folded, w.stem);
      if (!parts) return [w];
      return parts.map((folded) => {
        const stem = stemGerman(folded);
        return { text: w.text, folded, stem, weak: isWeakWord(stem) };
      });
    });
  }

  /**
   * `<mark>`ed name and description passage of a hit (for the page only: it tokenises the texts again),
   * remembered with the result's matched stems (a kept result answers its page's highlights at once).
   */
  highlights(doc: number, stems: ReadonlySet<string>): Highlights {
    return this.highlightCache.of(doc, stems);
  }

  /** Where a program id stands in id order: its index, or half a place before the next id when absent. */
  positionOf(id: string): number {
    return positionInIdOrder(this.programs, id);
  }

  /**
   * Adds one word's best hit per program to the scores; answers how many programs it matched. The word's
   * forms (exact, longer, compounds, typos, related words) count as one term (a synonym set): its rarity is
   * that of the programs any form matched, so a rare compound does not outweigh the word itself. A weak word
   * matches only as written, at WEAK_WEIGHT.
   */
  private scoreWord(word: QueryWord, bit: number, matched: Set<string>): number {
    const { docs, weights, stems } = word.weak
      ? this.wordPostings.get(`!${word.stem}`, () => this.expansion.exactOnly(word.stem), WEAK_WEIGHT)
      : this.wordPostings.get(
          `${word.folded} ${word.stem}`,
          () => this.expansion.withRelated(word.folded, word.stem),
          1,
        );
    for (const stem of stems) matched.add(stem);
    this.matches.add(docs, weights, bm25Idf(docs.length, this.programs.length), bit);
    return docs.length;
  }

  /** Filters, counts facets (each without its own filter) and keeps the requested page. */
  private collect(
    request: SearchRequest,
    docs: ArrayLike<number>,
    required: number,
    lands: FederalStateCode[],
    today: number,
    slack: number,
  ) {
    const a = this.attributes;
    const mask = this.matches.mask;
    const { facets: active, tests, rest } = compileSearchFilters(a, this.categories, request);
    const landMask = lands.reduce((m, l) => m | LAND_BIT.get(l)!, 0);
    const counts = new SearchFacetCounts(a, this.categories, request.facets);
    const page = new TopHits(request.limit + 1);
    const after = request.after;
    const afterPosition = after ? this.positionOf(after.id) : 0;
    let total = 0;
    const landScope = landMask | NATIONWIDE_BIT;
    next: for (let k = 0; k < docs.length; k++) {
      const d = docs[k]!;
      if (bitCount(required & ~mask[d]!) > slack) continue;
      if (landMask !== 0 && (a.regions[d]! & landScope) === 0) continue;
      for (let r = 0; r < rest.length; r++) if (!rest[r]!(d)) continue next;
      let failed: (typeof active)[number] | null = null;
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
      const key = this.keyOf(request.sort, d, landMask, today);
      if (after && !before(after.key, afterPosition, key, d)) continue;
      page.offer(key, d);
    }
    const hasMore = page.docs.length > request.limit;
    const hits = page.docs.slice(0, request.limit).map((doc, i) => ({
      doc,
      key: page.keys[i]!,
      score: this.relevance(doc, landMask, today),
    }));
    const facets = counts.fixedValues(request.filters);
    return { hits, total, hasMore, facets, categoryFacets: counts.categoryValues(request.filters) };
  }

  /** Text score and Land bonus, times how open the program is today. */
  private relevance(d: number, landMask: number, today: number): number {
    const a = this.attributes;
    const { score, mask } = this.matches;
    const text = score[d]! + ((a.regions[d]! & landMask) !== 0 ? LAND_BONUS : 0);
    const partial = (mask[d]! & this.required) !== this.required ? PARTIAL_FACTOR : 1;
    return text * partial * this.openness(d, today);
  }

  /** 1 for a program taking applications today, PLANNED_FACTOR before it opens, else CLOSED_FACTOR. */
  private openness(d: number, today: number): number {
    const a = this.attributes;
    const status = PROGRAM_STATUSES[a.status[d]!];
    if (status === 'aktiv' && a.deadline[d]! >= today) return a.opensFrom[d]! > today ? PLANNED_FACTOR : 1;
    return status === 'geplant' ? PLANNED_FACTOR : CLOSED_FACTOR;
  }

  /** Ascending sort key: best score first; nearest deadline first (none last); highest amount first. */
  private keyOf(sort: SearchRequest['sort'], d: number, landMask: number, today: number): number {
    if (sort === 'deadline') return this.attributes.deadline[d]!;
    if (sort === 'amount') return -this.attributes.amount[d]!;
    return -this.relevance(d, landMask, today);
  }
}
