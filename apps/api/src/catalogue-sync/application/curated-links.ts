import type { Program } from '@libs/catalogue';
import { fold } from '../domain/dump-vocabulary';
import { canonicalUrl } from '../domain/normalise-row';
import type { DumpEntry } from '../domain/dump-entry';

/**
 * Finds the curated program a dump entry describes: by the page URL the curation cites, else by the
 * program name (folded). Curated programs keep their terms; the link only ties the dump's history to them.
 */
export class CuratedLinks {
  private readonly byUrl = new Map<string, string>();
  private readonly byName = new Map<string, string>();

  constructor(curated: readonly Program[]) {
    for (const p of curated) {
      const url = canonicalUrl(p.source.url ?? undefined);
      if (url && url.includes('foerderdatenbank.de')) this.byUrl.set(url, p.id);
      this.byName.set(fold(p.name), p.id);
    }
  }

  programIdOf(entry: DumpEntry): string | null {
    return this.byUrl.get(entry.url) ?? this.byName.get(fold(entry.title)) ?? null;
  }
}
