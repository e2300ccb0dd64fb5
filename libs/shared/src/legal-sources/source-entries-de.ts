import type { SourceEntry } from './legal-act';

/**
 * The provisions of GERMAN_ACTS (acts-de.ts) rules cite; see
 * SOURCE_ENTRIES (source-entries.ts) for how to add one.
 */
export const GERMAN_SOURCE_ENTRIES: readonly SourceEntry[] = [
  // Forschungszulage, rules.md §5.
  {
    id: 'fzulg-3-4-60',
    act: 'fzulg',
    article: '3',
    paragraph: '4',
    note: '60 % des Entgelts (Fassung vor dem Wachstumschancengesetz)',
    url: 'https://www.gesetze-im-internet.de/fzulg/__3.html',
  },
  {
    id: 'fzulg-3-4-70',
    act: 'fzulg',
    article: '3',
    paragraph: '4',
    amendedBy: ['bgbl-2024-i-108'],
    note: '70 % statt 60 % des Entgelts',
    url: 'https://www.gesetze-im-internet.de/fzulg/__3.html',
  },
  {
    id: 'fzulg-3-3b',
    act: 'fzulg',
    article: '3',
    paragraph: '3b',
    amendedBy: ['bgbl-2025-i-161'],
    note: '20 % der Aufwendungen nach Abs. 1 bis 4 für Vorhaben, die nach dem 31.12.2025 begonnen haben',
    url: 'https://www.gesetze-im-internet.de/fzulg/__3.html',
  },
  {
    id: 'fzulg-3-5',
    act: 'fzulg',
    article: '3',
    paragraph: '5',
    url: 'https://www.gesetze-im-internet.de/fzulg/__3.html',
  },
  {
    id: 'fzulg-3-5-2026',
    act: 'fzulg',
    article: '3',
    paragraph: '5',
    amendedBy: ['bgbl-2025-i-161'],
    url: 'https://www.gesetze-im-internet.de/fzulg/__3.html',
  },
  {
    id: 'fzulg-3-5-caps',
    act: 'fzulg',
    article: '3',
    paragraph: '5',
    amendedBy: ['bgbl-2024-i-108', 'bgbl-2025-i-161'],
    note: 'Höchstbetrag der Bemessungsgrundlage je Wirtschaftsjahr, 2 Mio. EUR (bis 30.06.2020), 4 Mio. EUR (bis 27.03.2024), 10 Mio. EUR (bis 31.12.2025), 12 Mio. EUR (ab 01.01.2026)',
    url: 'https://www.gesetze-im-internet.de/fzulg/__3.html',
  },
  { id: 'bsfz-2026', act: 'bsfz' },
  {
    id: 'fzulg-4-1',
    act: 'fzulg',
    article: '4',
    paragraph: '1',
    amendedBy: ['bgbl-2024-i-108'],
    url: 'https://www.gesetze-im-internet.de/fzulg/__4.html',
  },
  {
    id: 'fzulg-4-1-rates',
    act: 'fzulg',
    article: '4',
    paragraph: '1',
    amendedBy: ['bgbl-2024-i-108'],
    note: '25 % der Bemessungsgrundlage, für KMU (Anhang I AGVO) 35 % für Aufwendungen nach dem 27.03.2024',
    url: 'https://www.gesetze-im-internet.de/fzulg/__4.html',
  },

  // GRW, regional-aid-map.md §3.
  { id: 'grwg', act: 'grwg', article: '1' },
  {
    id: 'grw-kr-2024',
    act: 'grw-kr-2024',
    notVerified: 'Fundstelle im Koordinierungsrahmen nicht geprüft (Dokument nicht geöffnet)',
  },
  {
    id: 'grw-d-areas-sh',
    act: 'sh-grw-foerdergebiet',
    note: 'D-Fördergebiete: kleine Unternehmen 20 %, mittlere 10 %, andere nur De-minimis',
  },
  { id: 'grw-sh-rates', act: 'sh-grw-foerdergebiet', note: 'C 30/20/10 %, D 20/10 %' },
  {
    id: 'grw-sn-riga-2024-rates',
    act: 'sn-riga-2024',
    note: '35/25/15 %, in Chemnitz je 5 Prozentpunkte weniger',
    notVerified: 'Nummer der Richtlinie und die Sätze nicht im Volltext geprüft',
  },
  {
    id: 'grw-th-rates',
    act: 'th-tab-grw',
    note: 'C 35/25/15 %, Altenburger Land, Greiz, Suhl (ab 2024 auch Saalfeld-Rudolstadt) +5 Prozentpunkte, Eisenach 30/20/10 %, D 20/10 %',
    notVerified: 'Sätze und Gebietslisten nicht im Richtlinientext geprüft',
  },
  {
    id: 'grw-by-wunsiedel',
    act: null,
    note: 'GRW Bayern im Landkreis Wunsiedel: 35/25/15 %',
    notVerified: 'keine amtliche Veröffentlichung der bayerischen Sätze für Wunsiedel gefunden',
    validFrom: '2022-01-01',
    validTo: '2027-12-31',
  },

  // Program guidelines and the funding conditions they share.
  {
    id: 'program-guideline',
    act: null,
    note: 'Richtlinie des Programms (Quelle im Katalogeintrag)',
    catalogueEntry: true,
  },
  {
    id: 'program-double-funding',
    act: null,
    note: 'Richtlinie des Programms (Doppelförderungsverbot, Quelle im Katalogeintrag)',
    catalogueEntry: true,
  },
  {
    id: 'no-over-financing',
    act: null,
    note: 'Doppelförderungs- und Überfinanzierungsverbot der Förderrichtlinien; Gesamtfinanzierung gesichert',
    notVerified:
      'keine allgemeine amtliche Fundstelle geprüft; es gilt die Richtlinie des jeweiligen Programms',
    validFrom: '2008-07-01',
    validTo: null,
  },
];
