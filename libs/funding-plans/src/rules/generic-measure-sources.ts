/**
 * The official texts the generic measures (GBER Art. 17, 18, 22, 31, the agricultural de-minimis regulation)
 * rest on, each act by its ELI (the Official Journal version; amendments by their own ELI) with the article
 * and paragraph that carries the figure. Kept in this one table so that the sources can move into the
 * project's registry of legal sources as they are; `citeGeneric` renders the German citation a finding shows.
 *
 * Dates: the act's date (Official Journal title) and, for an amendment, the day from which its figures apply
 * where that day matters for a rule here (rules.md §2.2, §3; the rules' own validity is in their tables).
 */
interface Act {
  /** German short title as the citation shows it. */
  title: string;
  /** Date of the act (its title), `YYYY-MM-DD`. */
  of: string;
  eli: string;
}

const ACTS = {
  gber: {
    title: 'VO (EU) Nr. 651/2014 (AGVO)',
    of: '2014-06-17',
    eli: 'http://data.europa.eu/eli/reg/2014/651/oj',
  },
  gberAmendment2023: {
    title: 'VO (EU) 2023/1315',
    of: '2023-06-23',
    eli: 'http://data.europa.eu/eli/reg/2023/1315/oj',
  },
  agriDeminimis: {
    title: 'VO (EU) Nr. 1408/2013 (Agrar-De-minimis)',
    of: '2013-12-18',
    eli: 'http://data.europa.eu/eli/reg/2013/1408/oj',
  },
  agriDeminimisAmendment2024: {
    title: 'VO (EU) 2024/3118',
    of: '2024-12-10',
    eli: 'http://data.europa.eu/eli/reg/2024/3118/oj',
  },
  generalDeminimis: {
    title: 'VO (EU) 2023/2831 (De-minimis)',
    of: '2023-12-13',
    eli: 'http://data.europa.eu/eli/reg/2023/2831/oj',
  },
} as const satisfies Record<string, Act>;

export interface GenericSource {
  act: keyof typeof ACTS;
  /** Article, paragraph and point as the text numbers them, in German (e.g. "Art. 17 Abs. 6"). */
  provision: string;
  /** What the provision says that the rule uses, in German. */
  says: string;
  /** Amending acts whose wording the rule applies (by their own ELI). */
  amendedBy?: readonly (keyof typeof ACTS)[];
}

/** Every source of the generic measures, by a stable id (for the registry). */
export const GENERIC_SOURCES = {
  'gber-art-17-intensity': {
    act: 'gber',
    provision: 'Art. 17 Abs. 6 lit. a, b',
    says: 'KMU-Investitionsbeihilfe: 20 % für kleine, 10 % für mittlere Unternehmen',
    amendedBy: ['gberAmendment2023'],
  },
  'gber-art-17-threshold': {
    act: 'gber',
    provision: 'Art. 4 Abs. 1 lit. c',
    says: 'Anmeldeschwelle für KMU-Investitionsbeihilfen je Unternehmen und Vorhaben',
    amendedBy: ['gberAmendment2023'],
  },
  'gber-art-18-intensity': {
    act: 'gber',
    provision: 'Art. 18 Abs. 2, 3',
    says: 'KMU-Beratungsbeihilfe: höchstens 50 % der Kosten externer Beratungsdienste',
    amendedBy: ['gberAmendment2023'],
  },
  'gber-art-18-threshold': {
    act: 'gber',
    provision: 'Art. 4 Abs. 1 lit. d',
    says: 'Anmeldeschwelle für KMU-Beratungsbeihilfen je Unternehmen und Vorhaben',
    amendedBy: ['gberAmendment2023'],
  },
  'gber-art-22-conditions': {
    act: 'gber',
    provision: 'Art. 22 Abs. 2',
    says: 'nicht börsennotierte kleine Unternehmen bis fünf Jahre nach der Eintragung, die noch keine Gewinne ausgeschüttet haben und nicht aus einem Zusammenschluss hervorgegangen sind',
    amendedBy: ['gberAmendment2023'],
  },
  'gber-art-22-amounts': {
    act: 'gber',
    provision: 'Art. 22 Abs. 3 lit. c',
    says: 'Zuschüsse bis 0,4 Mio. EUR Bruttosubventionsäquivalent, 0,6 Mio. EUR in C-Fördergebieten (Fassung 2014)',
  },
  'gber-art-31-intensity': {
    act: 'gber',
    provision: 'Art. 31 Abs. 4',
    says: 'Ausbildungsbeihilfe: 50 %, + 10 Prozentpunkte für Arbeitnehmer mit Behinderungen oder benachteiligte Arbeitnehmer, + 10 mittlere, + 20 kleine Unternehmen, höchstens 70 %',
    amendedBy: ['gberAmendment2023'],
  },
  'gber-art-31-threshold': {
    act: 'gber',
    provision: 'Art. 4 Abs. 1 lit. n',
    says: 'Anmeldeschwelle für Ausbildungsbeihilfen je Ausbildungsvorhaben',
    amendedBy: ['gberAmendment2023'],
  },
  'gber-primary-agriculture': {
    act: 'gber',
    provision: 'Art. 1 Abs. 3 lit. b',
    says: 'in der landwirtschaftlichen Primärproduktion u. a. Beratungs- und Ausbildungsbeihilfen freigestellt, KMU-Investitions- und Gründungsbeihilfen nicht',
  },
  'gber-validity': {
    act: 'gber',
    provision: 'Art. 59',
    says: 'anwendbar bis 31.12.2026',
    amendedBy: ['gberAmendment2023'],
  },
  'agri-deminimis-ceiling': {
    act: 'agriDeminimis',
    provision: 'Art. 3 Abs. 2',
    says: '50.000 EUR je einziges Unternehmen in drei Steuerjahren (ab 16.12.2024)',
    amendedBy: ['agriDeminimisAmendment2024'],
  },
  'general-deminimis-scope': {
    act: 'generalDeminimis',
    provision: 'Art. 1 Abs. 1',
    says: 'nicht für Unternehmen der Primärerzeugung landwirtschaftlicher Erzeugnisse',
  },
} as const satisfies Record<string, GenericSource>;

export type GenericSourceId = keyof typeof GENERIC_SOURCES;

const day = (iso: string): string => iso.split('-').reverse().join('.');
const actCitation = (a: Act): string => `${a.title} vom ${day(a.of)}, ${a.eli}`;

/** "Art. 17 Abs. 6 lit. a, b VO (EU) Nr. 651/2014 (AGVO) vom 17.06.2014, http://…; geändert durch …". */
export function citeGeneric(id: GenericSourceId): string {
  const s: GenericSource = GENERIC_SOURCES[id];
  const amended = (s.amendedBy ?? []).map((a) => actCitation(ACTS[a]));
  return `${s.provision} ${actCitation(ACTS[s.act])} (${s.says})${amended.length ? `; geändert durch ${amended.join('; ')}` : ''}`;
}

/** Several provisions in one citation, joined. */
export function citeGenerics(...ids: GenericSourceId[]): string {
  return ids.map(citeGeneric).join('; ');
}
