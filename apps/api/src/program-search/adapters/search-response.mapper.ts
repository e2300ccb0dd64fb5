import { amountsKnown, type Program } from '@libs/catalogue';
import { endOfGermanDay } from '@libs/shared';
import type { ProgramSearchPage } from '../application/search-programs.use-case';
import type { ProgramSearchHitDto, SearchProgramsResponseDto } from '../dto/search-programs.response.dto';

/** A search page on the wire: hits with highlights (only for the page), facets, the next cursor. */
export function toSearchResponse(page: ProgramSearchPage): SearchProgramsResponseDto {
  const { index, result } = page;
  return {
    items: result.hits.map((hit, i) => ({
      ...toHit(page.programs[i]!),
      score: Math.round(hit.score * 10_000) / 10_000,
      highlights: stripUndefined(index.highlights(hit.doc, result.matchedStems)),
    })),
    total: result.total,
    limit: page.limit,
    nextCursor: page.nextCursor,
    matchedAllWords: result.matchedAllWords,
    facets: { ...result.facets, ...result.categoryFacets },
    catalogueVersion: page.catalogueVersion,
  };
}

function toHit(p: Program): Omit<ProgramSearchHitDto, 'score' | 'highlights'> {
  const hit: Omit<ProgramSearchHitDto, 'score' | 'highlights'> = {
    id: p.id,
    name: p.name,
    provider: p.provider,
    category: p.category,
    status: p.status,
    maxAmount: p.maxAmount,
    amountsKnown: amountsKnown(p),
    applicationDeadline: p.applicationDeadline ? endOfGermanDay(p.applicationDeadline).toISOString() : null,
    eligibleRegions: p.eligibleRegions,
    targetGroups: p.targetGroups,
  };
  if (p.shortName !== null) hit.shortName = p.shortName;
  if (p.level !== null) hit.level = p.level;
  if (p.subsidyRateMax !== null) hit.subsidyRateMax = p.subsidyRateMax;
  if (p.deminimis !== null) hit.deminimis = p.deminimis;
  if (p.successorId !== undefined) hit.successorId = p.successorId;
  return hit;
}

function stripUndefined<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}
