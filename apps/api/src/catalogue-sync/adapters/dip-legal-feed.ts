import { LegalFeed, type LegislativeChange } from '../application/legal-feed.port';

interface DipVorgang {
  id: string;
  titel?: string;
  abstract?: string;
  aktualisiert?: string;
  sachgebiet?: string[];
  verkuendung?: { verkuendungsdatum?: string }[];
  inkrafttreten?: { datum?: string }[];
}

interface DipPage {
  numFound?: number;
  cursor?: string;
  documents?: DipVorgang[];
}

/** Pages read at most per run: a runaway cursor cannot keep the job busy. */
const MAX_PAGES = 200;

/**
 * The Bundestag's DIP API (`/vorgang`): `f.aktualisiert.start` as the watermark filter, `cursor`
 * pagination until the cursor repeats or a page is empty, the key as `Authorization: ApiKey …`.
 */
export class DipLegalFeed extends LegalFeed {
  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string | null,
    private readonly timeoutMs = 30_000,
  ) {
    super();
  }

  async *changesSince(since: Date): AsyncIterable<LegislativeChange> {
    let cursor: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const url = new URL(`${this.baseUrl.replace(/\/$/, '')}/vorgang`);
      url.searchParams.set('f.aktualisiert.start', since.toISOString().slice(0, 19));
      url.searchParams.set('f.vorgangstyp', 'Gesetzgebung');
      if (cursor) url.searchParams.set('cursor', cursor);
      const response = await fetch(url, {
        headers: {
          accept: 'application/json',
          ...(this.apiKey ? { authorization: `ApiKey ${this.apiKey}` } : {}),
        },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) throw new Error(`DIP antwortet HTTP ${response.status}`);
      const body = (await response.json()) as DipPage;
      for (const v of body.documents ?? []) yield toChange(v);
      if (!body.documents?.length || !body.cursor || body.cursor === cursor) return;
      cursor = body.cursor;
    }
  }
}

function toChange(v: DipVorgang): LegislativeChange {
  const dates = (list: { verkuendungsdatum?: string; datum?: string }[] | undefined) =>
    list?.map((d) => d.verkuendungsdatum ?? d.datum).find((d): d is string => !!d) ?? null;
  return {
    id: String(v.id),
    title: v.titel ?? '',
    text: [v.titel, v.abstract, ...(v.sachgebiet ?? [])].filter(Boolean).join(' \n'),
    updatedAt: new Date(v.aktualisiert ?? 0),
    promulgatedOn: dates(v.verkuendung),
    inForceFrom: dates(v.inkrafttreten),
  };
}
