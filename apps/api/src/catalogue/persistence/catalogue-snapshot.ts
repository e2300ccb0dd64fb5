import { isInScope, type Program, type ProgramListQuery, type ProgramPage } from '@libs/catalogue';
import { toProgramResponse } from '../dto/program.response.dto';

/**
 * Filtered id-ordered lists kept per snapshot, and their programs counted together (at 100,000 programs a
 * broad filter is tens of thousands of references: 8 MB per million); past either the memo starts over.
 */
const LISTS_KEPT = 512;
const LIST_ENTRIES_KEPT = 1_000_000;
/**
 * Bytes of assembled page bodies kept per snapshot (the first pages of common filters are most requests);
 * past it the memo starts over. 8 MB is a few hundred pages of 20 programs.
 */
const PAGE_BYTES_KEPT = 8 * 1024 * 1024;
const COMMA = Buffer.from(',');

/** Byte-wise (UTF-8) order, as `ORDER BY id COLLATE "C"`: the same on every server. */
export function byteOrder(a: string, b: string): number {
  return a === b ? 0 : Buffer.compare(Buffer.from(a), Buffer.from(b));
}

/**
 * The whole catalogue at one catalogue version, in memory (ADR 0012): the public programs in id order, each
 * tenant's own programs apart. Reads answer from it without a statement; each program's JSON is serialised
 * once per version and list pages are assembled from those fragments, so the last page of 100,000 programs
 * costs what the first does (a slice, no OFFSET scan). Immutable: a newer version is a new snapshot. Its
 * programs share equal values (shared-values.ts) and are read-only for every reader; the matcher compiles
 * them as they are (one copy of the catalogue in memory).
 */
export class CatalogueSnapshot {
  private readonly publicById = new Map<string, Program>();
  private readonly ownByTenant = new Map<string, Program[]>();
  private readonly ownById = new Map<string, Program>();
  private readonly fragments = new WeakMap<Program, Buffer>();
  /** Unfiltered lists: the public catalogue and each tenant's merged view (as many as tenants with own). */
  private readonly visible = new Map<string, Program[]>();
  private readonly publicView: Program[];
  /** Filtered (and per-tenant merged) lists, bounded. */
  private readonly lists = new Map<string, Program[]>();
  private readonly pages = new Map<string, Buffer>();
  private listEntries = 0;
  private pageBytes = 0;

  constructor(
    readonly version: string,
    /** Every program, public and tenant-owned, in byte-wise id order. */
    programs: readonly Program[],
  ) {
    const publicPrograms: Program[] = [];
    for (const p of programs) {
      if (p.tenantId === null) {
        publicPrograms.push(p);
        this.publicById.set(p.id, p);
      } else {
        const own = this.ownByTenant.get(p.tenantId) ?? [];
        own.push(p);
        this.ownByTenant.set(p.tenantId, own);
        this.ownById.set(`${p.tenantId}/${p.id}`, p);
      }
    }
    this.publicView = Object.freeze(publicPrograms) as Program[];
    this.visible.set(listKey(null, {}), this.publicView);
  }

  /** Whether the tenant has programs of its own (its answers then differ from other tenants'). */
  hasOwn(tenantId: string | null): boolean {
    return tenantId !== null && this.ownByTenant.has(tenantId);
  }

  /** A tenant's own program shadows a public one of the same id. */
  findById(tenantId: string | null, id: string): Program | null {
    return (
      (tenantId !== null ? this.ownById.get(`${tenantId}/${id}`) : undefined) ??
      this.publicById.get(id) ??
      null
    );
  }

  list(q: ProgramListQuery): ProgramPage {
    const all = this.matching(q);
    return { programs: all.slice(q.offset, q.offset + q.limit), total: all.length };
  }

  /**
   * Everything the tenant sees, in id order: the same frozen array on every call for this snapshot (the
   * public one for a tenant without programs of its own), never a copy. So a reader can keep what it derives
   * from it (the matcher's compiled catalogue) for exactly as long as this version is current.
   */
  findAllVisible(tenantId: string | null): Program[] {
    // Every match request asks: the public view without building a memo key.
    if (!this.hasOwn(tenantId)) return this.publicView;
    return this.matching({ tenantId: tenantId as ProgramListQuery['tenantId'] });
  }

  /**
   * The program's response JSON, serialised and UTF-8 encoded once for this version: a Buffer goes to the
   * socket as it is, where a string is encoded again on every write (most of a page's CPU otherwise).
   */
  json(program: Program): Buffer {
    let json = this.fragments.get(program);
    if (json === undefined) {
      json = Buffer.from(JSON.stringify(toProgramResponse(program)));
      this.fragments.set(program, json);
    }
    return json;
  }

  /** The list response body of `q`, assembled from the programs' fragments and kept for repeated pages. */
  listJson(q: ProgramListQuery): Buffer {
    const key = `${listKey(this.hasOwn(q.tenantId) ? q.tenantId : null, q)}|${q.limit}|${q.offset}`;
    const kept = this.pages.get(key);
    if (kept) return kept;
    const page = this.list(q);
    const parts: Buffer[] = [Buffer.from('{"programs":[')];
    page.programs.forEach((p, i) => parts.push(...(i > 0 ? [COMMA] : []), this.json(p)));
    parts.push(Buffer.from(`],"total":${page.total},"limit":${q.limit},"offset":${q.offset}}`));
    const body = Buffer.concat(parts);
    if (this.pageBytes + body.length > PAGE_BYTES_KEPT) {
      this.pages.clear();
      this.pageBytes = 0;
    }
    this.pages.set(key, body);
    this.pageBytes += body.length;
    return body;
  }

  private matching(q: Pick<ProgramListQuery, 'tenantId' | 'category' | 'level' | 'region'>): Program[] {
    const tenantId = this.hasOwn(q.tenantId) ? q.tenantId : null;
    const key = listKey(tenantId, q);
    const kept = this.visible.get(key) ?? this.lists.get(key);
    if (kept) return kept;
    const publicMatches = this.visible.get(listKey(null, {}))!.filter((p) => matches(p, q));
    const own = tenantId === null ? [] : this.ownByTenant.get(tenantId)!.filter((p) => matches(p, q));
    const result = Object.freeze(own.length === 0 ? publicMatches : merge(publicMatches, own)) as Program[];
    const unfiltered = !q.category && !q.level && !q.region;
    // A tenant's whole view is kept for the snapshot's life (findAllVisible answers the same array); only
    // filtered lists start over.
    if (unfiltered) this.visible.set(key, result);
    else {
      if (this.lists.size >= LISTS_KEPT || this.listEntries + result.length > LIST_ENTRIES_KEPT) {
        this.lists.clear();
        this.listEntries = 0;
      }
      this.lists.set(key, result);
      this.listEntries += result.length;
    }
    return result;
  }
}

function listKey(
  tenantId: string | null,
  q: Pick<ProgramListQuery, 'category' | 'level' | 'region'>,
): string {
  return JSON.stringify([tenantId, q.category ?? null, q.level ?? null, q.region ?? null]);
}

function matches(p: Program, q: Pick<ProgramListQuery, 'category' | 'level' | 'region'>): boolean {
  return (
    (!q.category || p.category === q.category) &&
    (!q.level || p.level === q.level) &&
    (!q.region || isInScope(p.eligibleRegions, q.region))
  );
}

/** Two id-ordered lists into one; on equal ids the public program comes first. */
function merge(publicPrograms: Program[], own: Program[]): Program[] {
  const out: Program[] = [];
  let i = 0;
  let j = 0;
  while (i < publicPrograms.length || j < own.length) {
    if (j >= own.length || (i < publicPrograms.length && byteOrder(publicPrograms[i]!.id, own[j]!.id) <= 0))
      out.push(publicPrograms[i++]!);
    else out.push(own[j++]!);
  }
  return out;
}
