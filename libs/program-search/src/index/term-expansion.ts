import { boundedEditDistance, typosAllowed } from '../text/edit-distance';
import { stemGerman } from '../text/german-stemmer';
import { relatedWords } from '../text/concepts';
import type { InvertedIndex } from './inverted-index';

/** A stem of the index a query word matches, and how much a hit on it is worth relative to the word itself. */
export interface Expansion {
  stem: string;
  weight: number;
  kind: 'exact' | 'prefix' | 'infix' | 'typo';
}

/**
 * What a hit is worth by how the word matched: the word itself; a longer word it begins ("digital" ->
 * "Digitalbonus"); a compound it ends or sits in ("Gründung" -> "Existenzgründung"); a word one or two typos
 * away. A word the index holds matches longer words only as a part of a compound (the rest a word of its
 * own, MIN_COMPOUND_PART letters or more: "neu" never matches "Neubau"); a word it does not hold matches
 * any longer word it begins or sits in, and typos only when nothing else matched (a real word is never bent
 * into another).
 */
export const EXPANSION_WEIGHTS = { exact: 1, prefix: 0.8, infix: 0.6, typo: 0.5 } as const;

/** Shortest stem matched as a prefix, and inside compounds (shorter ones would match too much). */
const MIN_PREFIX = 3;
const MIN_INFIX = 5;
const CACHED = 2_000;
const MIN_SPLIT_PART = 4;
/** The least letters the other part of a compound has, for a word the index holds on its own. */
const MIN_COMPOUND_PART = 4;

/** Expands query stems against one index's vocabulary; remembered per stem while the index lives. */
export class TermExpansion {
  private readonly cache = new Map<string, Expansion[]>();
  private readonly splits = new Map<string, [string, string] | undefined>();

  constructor(private readonly index: InvertedIndex) {}

  /** The stems a query word matches: `folded` as typed (for typos), `stem` its stem. */
  expand(folded: string, stem: string): Expansion[] {
    const key = `${folded} ${stem}`;
    let out = this.cache.get(key);
    if (!out) {
      out = this.compute(folded, stem);
      if (this.cache.size >= CACHED) this.cache.clear();
      this.cache.set(key, out);
    }
    return out;
  }

  /**
   * `expand`, and the matches of the word's related words (text/concepts.ts) at their weight times the
   * weight of the match (typos of a related word are not followed); each stem once, at its best weight.
   */
  withRelated(folded: string, stem: string): Expansion[] {
    const related = relatedWords(stem);
    const own = this.expand(folded, stem);
    if (related.length === 0) return own;
    const key = `~${folded} ${stem}`;
    let out = this.cache.get(key);
    if (!out) {
      const best = new Map<string, Expansion>(own.map((e) => [e.stem, e]));
      for (const r of related)
        for (const e of this.expand(r.folded, r.stem)) {
          const weight = r.weight * e.weight;
          if (e.kind !== 'typo' && weight > (best.get(e.stem)?.weight ?? 0))
            best.set(e.stem, { stem: e.stem, weight, kind: e.kind });
        }
      out = [...best.values()];
      if (this.cache.size >= CACHED) this.cache.clear();
      this.cache.set(key, out);
    }
    return out;
  }

  /** Only the word itself (a weak word: "neue" is not "Neubau"). */
  exactOnly(stem: string): Expansion[] {
    return this.index.get(stem) ? [{ stem, weight: EXPANSION_WEIGHTS.exact, kind: 'exact' }] : [];
  }

  /**
   * A compound the index does not hold as one word, as two words it does ("Energieeffizienz" ->
   * "energie" + "effizienz", "Unternehmensnachfolge" -> "unternehmen(s)" + "nachfolge"); undefined when the
   * word matches as it is or no split has both halves in the index. The longest head (right part) wins.
   */
  split(folded: string, stem: string): [string, string] | undefined {
    // Remembered: a word without a direct match tries every split point, stemming both halves.
    const key = `${folded} ${stem}`;
    if (this.splits.has(key)) return this.splits.get(key);
    const parts = this.computeSplit(folded, stem);
    if (this.splits.size >= CACHED) this.splits.clear();
    this.splits.set(key, parts);
    return parts;
  }

  private computeSplit(folded: string, stem: string): [string, string] | undefined {
    if (folded.length < 2 * MIN_SPLIT_PART || this.direct(stem).length > 0) return undefined;
    // Parts the index holds as words first ("Gründungskredit" is "gründung(s)" + "kredit", not
    // "gründung" + "skredit", which only sits inside other compounds).
    return (
      this.splitWith(folded, (s) => this.index.get(s) !== undefined) ??
      this.splitWith(folded, (s) => this.direct(s).length > 0)
    );
  }

  private splitWith(folded: string, known: (stem: string) => boolean): [string, string] | undefined {
    for (let i = MIN_SPLIT_PART; i <= folded.length - MIN_SPLIT_PART; i++) {
      const head = folded.slice(i);
      // The linking "s" of German compounds (Fugen-s) belongs to neither word.
      for (const modifier of new Set([folded.slice(0, i), folded.slice(0, i).replace(/s$/, '')])) {
        if (modifier.length < MIN_SPLIT_PART) continue;
        if (known(stemGerman(modifier)) && known(stemGerman(head))) return [modifier, head];
      }
    }
    return undefined;
  }

  /** Exact, prefix and infix matches only. */
  private direct(stem: string): Expansion[] {
    return this.expand(stem, stem).filter((e) => e.kind !== 'typo');
  }

  private compute(folded: string, stem: string): Expansion[] {
    const out: Expansion[] = [];
    const terms = this.index.terms;
    const known = this.index.get(stem) !== undefined;
    if (known) out.push({ stem, weight: EXPANSION_WEIGHTS.exact, kind: 'exact' });
    // A known word's longer forms must leave a word of their own beside it (a compound part).
    const rest = known ? MIN_COMPOUND_PART : 1;
    if (stem.length >= MIN_PREFIX) {
      for (let i = lowerBound(terms, stem); i < terms.length && terms[i]!.startsWith(stem); i++)
        if (terms[i]!.length >= stem.length + rest)
          out.push({ stem: terms[i]!, weight: EXPANSION_WEIGHTS.prefix, kind: 'prefix' });
    }
    if (stem.length >= MIN_INFIX) {
      for (const t of this.index.scanTerms)
        if (t.length > stem.length && t.indexOf(stem, rest) >= rest)
          out.push({ stem: t, weight: EXPANSION_WEIGHTS.infix, kind: 'infix' });
    }
    if (out.length > 0) return out;
    const max = typosAllowed(folded);
    if (max === 0) return out;
    const stems = new Set<string>();
    for (const [word, wordStem] of this.index.scanWords)
      if (Math.abs(word.length - folded.length) <= max && boundedEditDistance(folded, word, max) <= max)
        stems.add(wordStem);
    // The corrected word then matches as the word itself would (with its longer forms), at the typo weight.
    const seen = new Set<string>();
    for (const s of stems)
      for (const e of this.compute(s, s))
        if (e.kind !== 'typo' && !seen.has(e.stem)) {
          seen.add(e.stem);
          out.push({ stem: e.stem, weight: EXPANSION_WEIGHTS.typo * e.weight, kind: 'typo' });
        }
    return out;
  }
}

function lowerBound(sorted: string[], value: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
