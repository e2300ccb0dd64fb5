import type { Program } from '@libs/catalogue';
import { fold } from '../domain/dump-vocabulary';
import { providerOf, regionsOf } from '../domain/dump-to-program';
import { canonicalUrl } from '../domain/normalise-row';
import type { DumpEntry } from '../domain/dump-entry';

/** What the curation says about a dump entry seen for the first time. */
export type CuratedMatch =
  | { kind: 'linked'; programId: string; by: 'url' | 'title' }
  | { kind: 'none' }
  /** Looks like a curated program but cannot be linked safely: imported on its own and listed for review. */
  | { kind: 'ambiguous'; candidates: string[]; why: string };

/** A trailing parenthesis: programme numbers and abbreviations the site leaves out (`(067)`, `(ZIM)`). */
const TRAILING_PARENTHESIS = /\s*\([^()]*\)\s*$/;

/** The folded name, and the folded name without a trailing parenthesis (documented in ADR 0015). */
export function titleKeys(name: string): string[] {
  const keys = [fold(name), fold(name.replace(TRAILING_PARENTHESIS, ''))];
  return [...new Set(keys.filter((k) => k.length > 0))];
}

/** The curation's page URL as the dump spells it (one curated URL ends in an encoded space). */
const curatedUrl = (raw: string | null): string | null =>
  canonicalUrl(raw?.replace(/(%20|\s)+$/i, '') ?? undefined);

/**
 * Whether the dump entry can be the curated program by who funds it: the same named provider (or a
 * federal body the dump names no further), or, for a Land's program, a Land body in one of its regions.
 * EU only with EU. Title alone never links a Bavarian program to a federal one of the same name.
 */
function sameFunder(p: Program, e: DumpEntry): boolean {
  const body = (e.fundingBody ?? '').toLowerCase();
  const provider = providerOf(e);
  if (p.provider === 'EU' || provider === 'EU') return p.provider === provider;
  if (p.provider === 'Bundesland') {
    const regions = regionsOf(e);
    return body === 'land' && p.eligibleRegions.some((r) => regions.includes(r));
  }
  if (body === 'land') return false;
  return provider === p.provider || provider === 'Sonstige';
}

/**
 * Finds the curated program a dump entry describes. The page URL the curation cites links it outright; else
 * the title (folded, with or without a trailing parenthesis) must name exactly one curated program of the
 * same funder that is not linked to another entry yet. Anything less certain is `ambiguous`: never linked
 * silently. Curated programs keep their terms; the link only ties the dump's history to them.
 */
export class CuratedLinks {
  private readonly byUrl = new Map<string, string>();
  private readonly byKey = new Map<string, Program[]>();
  /** Every curated program's id, for the run's list of those no dump entry is linked to. */
  readonly ids: readonly string[];

  private readonly byId = new Map<string, Program>();

  constructor(curated: readonly Program[]) {
    for (const p of curated) {
      this.byId.set(p.id, p);
      const url = curatedUrl(p.source.url);
      if (url?.includes('foerderdatenbank.de')) this.byUrl.set(url, p.id);
      for (const key of titleKeys(p.name)) {
        const known = this.byKey.get(key) ?? [];
        if (!known.includes(p)) this.byKey.set(key, [...known, p]);
      }
    }
    this.ids = curated.map((p) => p.id);
  }

  /** The curated program of an id, as the curation defines it. */
  program(id: string): Program | undefined {
    return this.byId.get(id);
  }

  /** `linked`: curated program id -> the `id_hash` already linked to it (earlier runs and this one). */
  match(entry: DumpEntry, linked: ReadonlyMap<string, string>): CuratedMatch {
    const taken = (id: string) => {
      const other = linked.get(id);
      return other !== undefined && other !== entry.idHash;
    };
    const byUrl = this.byUrl.get(entry.url);
    if (byUrl !== undefined)
      return taken(byUrl)
        ? {
            kind: 'ambiguous',
            candidates: [byUrl],
            why: `bereits mit Eintrag ${linked.get(byUrl)} verknüpft`,
          }
        : { kind: 'linked', programId: byUrl, by: 'url' };
    const candidates = [...new Set(titleKeys(entry.title).flatMap((k) => this.byKey.get(k) ?? []))];
    if (candidates.length === 0) return { kind: 'none' };
    const ids = candidates.map((p) => p.id);
    const funders = candidates.filter((p) => sameFunder(p, entry));
    if (funders.length === 0)
      return { kind: 'ambiguous', candidates: ids, why: 'Titel gleich, Fördergeber oder Land abweichend' };
    if (funders.length > 1)
      return { kind: 'ambiguous', candidates: ids, why: 'Titel passt zu mehreren kuratierten Programmen' };
    const only = funders[0]!;
    if (taken(only.id))
      return {
        kind: 'ambiguous',
        candidates: [only.id],
        why: `bereits mit Eintrag ${linked.get(only.id)} verknüpft`,
      };
    return { kind: 'linked', programId: only.id, by: 'title' };
  }
}
