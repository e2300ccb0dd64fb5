import type { Program } from '@libs/catalogue';
import { aProgram } from '@libs/catalogue/testing';
import type { ImportedFields } from '../index/fields';

/**
 * Programs shaped like the Förderdatenbank's (our own texts, written for the judged queries, none copied from
 * the database): administrative titles, a short HTML description, applicants as the database names them, no
 * phases, terms unstructured, and the imported fields (eligibility text, keywords, Förderbereiche and
 * sub-areas, funding organisation) on most but not all of them, as in the export.
 */
interface Imported extends ImportedFields {
  id: string;
  name: string;
  description: string;
  regions: string[];
  category?: Program['category'];
  applicants?: string[];
  status?: Program['status'];
  successorId?: string;
}

function anImported(i: Imported): Program & ImportedFields {
  const { id, name, description, regions, category, applicants, status, successorId, ...fields } = i;
  const base = aProgram({
    id,
    name,
    description: `<p>${description}</p>`,
    provider: regions.includes('bundesweit') ? 'Sonstige' : 'Bundesland',
    providerDetail: fields.fundingOrganisation ?? null,
    category: category ?? 'zuschuss',
    level: regions.includes('bundesweit') ? 'bundesweit' : 'landesweit',
    maxAmount: 0,
    subsidyRateMax: null,
    targetGroups: applicants ?? ['Unternehmen'],
    eligibleRegions: regions,
    phases: [],
    status: status ?? 'aktiv',
    ...(successorId ? { successorId } : {}),
  });
  return { ...base, terms: { ...base.terms, structured: false }, ...fields };
}

export const IMPORTED_STYLE_PROGRAMS: ReadonlyArray<Program & ImportedFields> = [
  anImported({
    id: 'fx-by-investivkredit',
    name: 'Förderung betrieblicher Investitionen kleiner und mittlerer Unternehmen (Investivkredit Bayern)',
    description:
      'Zinsgünstige Darlehen für Sachinvestitionen wie Betriebsausstattung, Fahrzeuge und Anlagen sowie für Betriebsmittel.',
    regions: ['BY'],
    category: 'darlehen',
    keywords: ['Investition', 'Darlehen', 'Mittelstand', 'Betriebsmittel'],
    fundingAreas: ['Unternehmensfinanzierung'],
    fundingSubAreas: ['Investitionen', 'Betriebsmittel'],
    eligibilityText:
      'Antragsberechtigt sind kleine und mittlere Unternehmen der gewerblichen Wirtschaft sowie Angehörige der Freien Berufe mit Sitz in Bayern.',
    fundingOrganisation: 'Landesförderinstitut Bayern',
  }),
  anImported({
    id: 'fx-by-mietwohnungsbau',
    name: 'Bayerisches Wohnungsbauprogramm – Neubau von Mietwohnungen',
    description: 'Darlehen und Zuschüsse für den Neubau von Mietwohnungen mit Belegungsbindung.',
    regions: ['BY'],
    category: 'darlehen',
    applicants: ['Unternehmen', 'Privatperson', 'Kommune'],
    keywords: ['Wohnungsbau', 'Neubau', 'Miete'],
    fundingAreas: ['Wohnungsbau & Modernisierung'],
    fundingOrganisation: 'Wohnraumförderstelle Bayern',
  }),
  anImported({
    id: 'fx-by-eigenwohnraum',
    name: 'Zinsverbilligungsprogramm für den Neubau und Erwerb von Eigenwohnraum',
    description: 'Zinsverbilligte Darlehen für Familien, die neuen Wohnraum bauen oder erwerben.',
    regions: ['BY'],
    category: 'darlehen',
    applicants: ['Privatperson'],
    keywords: ['Eigenheim', 'Familie', 'Neubau'],
    fundingAreas: ['Wohnungsbau & Modernisierung'],
  }),
  anImported({
    id: 'fx-he-ausruestung',
    name: 'Richtlinie zur Förderung der Anschaffung von Ausrüstungsgütern in Handwerksbetrieben',
    description:
      'Zuschuss zur Beschaffung von Werkzeugen, Geräten und Ausrüstung für kleine Handwerksbetriebe.',
    regions: ['HE'],
    keywords: ['Ausrüstung', 'Handwerk', 'Geräte'],
    fundingAreas: ['Unternehmensfinanzierung'],
    fundingSubAreas: ['Investitionen'],
    eligibilityText: 'Antragsberechtigt sind Handwerksbetriebe mit weniger als 20 Beschäftigten.',
    fundingOrganisation: 'Wirtschaftsförderung Hessen',
  }),
  anImported({
    id: 'fx-nw-produktionsanlagen',
    name: 'Programm Ressourceneffizienz in der Produktion',
    description:
      'Zuschüsse für die Modernisierung von Produktionsanlagen, Druckluftsystemen und Pumpen, die den Energieverbrauch senken.',
    regions: ['NW'],
    keywords: ['Druckluft', 'Pumpen', 'Effizienz', 'Produktion'],
    fundingAreas: ['Energieeffizienz & Erneuerbare Energien', 'Umwelt- & Naturschutz'],
    eligibilityText: 'Antragsberechtigt sind Unternehmen mit Betriebsstätte in Nordrhein-Westfalen.',
  }),
  anImported({
    id: 'fx-sn-gruendungsdarlehen',
    name: 'Darlehen für Existenzgründungen und Unternehmensnachfolgen in Sachsen',
    description: 'Nachrangdarlehen für die Gründung, Übernahme und Festigung kleiner Unternehmen.',
    regions: ['SN'],
    category: 'darlehen',
    applicants: ['Existenzgründer/in', 'Unternehmen'],
    keywords: ['Existenzgründung', 'Nachfolge', 'Darlehen'],
    fundingAreas: ['Existenzgründung & -festigung'],
    fundingSubAreas: ['Nachfolge'],
    fundingOrganisation: 'Förderbank Sachsen',
  }),
  anImported({
    id: 'fx-th-gruenderpraemie',
    name: 'Thüringer Gründerprämie',
    description: 'Frühere Prämie für innovative Gründungen; Anträge waren bis Ende 2024 möglich.',
    regions: ['TH'],
    applicants: ['Existenzgründer/in'],
    status: 'ausgelaufen',
    successorId: 'fx-th-startpraemie',
    fundingAreas: ['Existenzgründung & -festigung'],
  }),
  anImported({
    id: 'fx-th-startpraemie',
    name: 'Thüringer Startprämie für innovative Unternehmen',
    description: 'Zuschuss zu den Lebenshaltungskosten in der Anlaufphase innovativer Gründungen.',
    regions: ['TH'],
    applicants: ['Existenzgründer/in'],
    fundingAreas: ['Existenzgründung & -festigung'],
    keywords: ['Gründung', 'Innovation', 'Startup'],
  }),
  anImported({
    id: 'fx-nw-startkredit',
    name: 'NRW.Startkredit',
    description:
      'Früheres Darlehen der Landesbank für Gründungen bis drei Jahre nach Aufnahme der Tätigkeit.',
    regions: ['NW'],
    category: 'darlehen',
    applicants: ['Existenzgründer/in'],
    status: 'ausgelaufen',
    successorId: 'fx-nw-gruendungsfinanzierung',
  }),
  anImported({
    id: 'fx-nw-gruendungsfinanzierung',
    name: 'NRW.Gründungsfinanzierung',
    description:
      'Darlehen mit Haftungsfreistellung für Gründungen und junge Unternehmen in Nordrhein-Westfalen.',
    regions: ['NW'],
    category: 'darlehen',
    applicants: ['Existenzgründer/in', 'Unternehmen'],
    keywords: ['Gründung', 'Darlehen'],
    fundingAreas: ['Existenzgründung & -festigung', 'Unternehmensfinanzierung'],
  }),
  anImported({
    id: 'fx-bund-weiterbildung',
    name: 'Förderung der beruflichen Weiterbildung von Beschäftigten',
    description:
      'Übernahme von Lehrgangskosten und Zuschüsse zum Arbeitsentgelt, wenn Beschäftigte während der Arbeitszeit an Weiterbildungen teilnehmen.',
    regions: ['bundesweit'],
    applicants: ['Unternehmen'],
    keywords: ['Weiterbildung', 'Beschäftigte', 'Qualifizierung'],
    fundingAreas: ['Aus- & Weiterbildung', 'Arbeit'],
    fundingOrganisation: 'Bundesagentur für Arbeit (BA)',
  }),
  anImported({
    id: 'fx-bw-fachkurse',
    name: 'ESF Plus – Fachkursförderung Baden-Württemberg',
    description: 'Zuschüsse zu Lehrgängen, die Arbeitnehmerinnen und Arbeitnehmer beruflich qualifizieren.',
    regions: ['BW'],
    applicants: ['Privatperson', 'Unternehmen'],
    keywords: ['Lehrgang', 'Fachkurs'],
    fundingAreas: ['Aus- & Weiterbildung'],
    eligibilityText:
      'Antragsberechtigt sind Beschäftigte mit Wohnsitz oder Arbeitsplatz in Baden-Württemberg.',
  }),
  anImported({
    id: 'fx-ni-digitalisierung',
    name: 'Richtlinie über die Gewährung von Zuwendungen zur Digitalisierung kleiner und mittlerer Unternehmen in Niedersachsen',
    description: 'Zuschüsse für Hard- und Software, digitale Geschäftsprozesse und IT-Sicherheit.',
    regions: ['NI'],
    keywords: ['Digitalisierung', 'Software', 'IT-Sicherheit'],
    fundingAreas: ['Digitalisierung'],
    fundingOrganisation: 'Investitions- und Förderbank Niedersachsen',
  }),
  anImported({
    id: 'fx-rp-it-sicherheit',
    name: 'Förderprogramm Betriebliche IT-Sicherheit',
    description: 'Zuschüsse für Beratung und Einführung von Sicherheitslösungen in Betrieben.',
    regions: ['RP'],
    keywords: ['Cybersicherheit', 'Software', 'Beratung'],
    fundingAreas: ['Digitalisierung', 'Beratung'],
  }),
  anImported({
    id: 'fx-bund-gemeinschaftsforschung',
    name: 'Richtlinie zur Förderung der Industriellen Gemeinschaftsforschung',
    description:
      'Zuwendungen für vorwettbewerbliche Vorhaben, die Forschungsvereinigungen mit Hochschulen und Unternehmen durchführen.',
    regions: ['bundesweit'],
    applicants: ['Verband/Vereinigung', 'Forschungseinrichtung', 'Hochschule'],
    keywords: ['FuE', 'Kooperation', 'Gemeinschaftsforschung'],
    fundingAreas: ['Forschung & Innovation (themenoffen)'],
    fundingOrganisation: 'Bundesministerium für Wirtschaft und Energie (BMWE)',
  }),
  anImported({
    id: 'fx-sh-abwaerme',
    name: 'Energiewende- und Klimaschutzprogramm für Unternehmen in Schleswig-Holstein',
    description: 'Zuschüsse für Investitionen in Abwärmenutzung, Wärmepumpen und effiziente Anlagentechnik.',
    regions: ['SH'],
    keywords: ['Abwärme', 'Wärmepumpe', 'Energieeffizienz'],
    fundingAreas: ['Energieeffizienz & Erneuerbare Energien'],
  }),
  anImported({
    id: 'fx-mv-photovoltaik',
    name: 'Richtlinie zur Förderung von Photovoltaikanlagen mit Batteriespeicher auf gewerblichen Gebäuden',
    description: 'Zuschüsse für Solarstromanlagen und Speicher auf Dächern von Betriebsgebäuden.',
    regions: ['MV'],
    keywords: ['Photovoltaik', 'Speicher'],
    fundingAreas: ['Energieeffizienz & Erneuerbare Energien'],
  }),
  anImported({
    id: 'fx-bb-markterschliessung',
    name: 'Förderung der Markterschließung im Ausland',
    description:
      'Zuschüsse für Gemeinschaftsstände auf internationalen Messen und für Markterkundungsreisen.',
    regions: ['BB'],
    keywords: ['Messe', 'Ausland'],
    fundingAreas: ['Außenwirtschaft', 'Messen & Ausstellungen'],
  }),
  anImported({
    id: 'fx-bund-landwirtschaft-energie',
    name: 'Bundesprogramm Energieeffizienz und CO2-Einsparung in Landwirtschaft und Gartenbau',
    description: 'Zuschüsse für energieeffiziente Maschinen, Stalltechnik und Gewächshäuser.',
    regions: ['bundesweit'],
    applicants: ['Unternehmen'],
    keywords: ['Landwirtschaft', 'Gartenbau', 'Energie'],
    fundingAreas: ['Landwirtschaft & Ländliche Entwicklung', 'Energieeffizienz & Erneuerbare Energien'],
    fundingOrganisation: 'Bundesanstalt für Landwirtschaft und Ernährung (BLE)',
  }),
  anImported({
    id: 'fx-hh-beratung',
    name: 'Hamburger Programm für Unternehmensberatungen',
    description: 'Zuschuss zu den Kosten externer Berater für kleine Unternehmen.',
    regions: ['HH'],
    category: 'beratung',
    fundingAreas: ['Beratung'],
  }),
  anImported({
    id: 'fx-st-breitband',
    name: 'Richtlinie zur Förderung des Breitbandausbaus in Gemeinden',
    description: 'Zuwendungen an Gemeinden für den Ausbau neuer Glasfasernetze in unterversorgten Gebieten.',
    regions: ['ST'],
    applicants: ['Kommune'],
    keywords: ['Breitband', 'Glasfaser'],
    fundingAreas: ['Infrastruktur'],
  }),
  anImported({
    id: 'fx-by-filmfoerderung',
    name: 'Förderung von Kinofilmproduktionen',
    description: 'Bedingt rückzahlbare Darlehen für neue Kinofilme, die in Bayern gedreht werden.',
    regions: ['BY'],
    category: 'darlehen',
    keywords: ['Film', 'Kino'],
    fundingAreas: ['Kultur, Medien & Sport'],
  }),
  anImported({
    id: 'fx-sl-wettbewerb',
    name: 'Saarländisches Programm zur Stärkung der Wettbewerbsfähigkeit',
    description: 'Investitionszuschüsse für die Errichtung und Erweiterung von Betriebsstätten.',
    regions: ['SL'],
    fundingAreas: ['Unternehmensfinanzierung', 'Regionalförderung'],
    fundingSubAreas: ['Investitionen'],
  }),
  anImported({
    id: 'fx-he-kleinkredit',
    name: 'Kleinkreditprogramm für Gründerinnen und Gründer',
    description: 'Kleine Darlehen ohne bankübliche Sicherheiten für den Start in die Selbstständigkeit.',
    regions: ['HE'],
    category: 'darlehen',
    applicants: ['Existenzgründer/in'],
    fundingAreas: ['Existenzgründung & -festigung'],
  }),
  anImported({
    id: 'fx-be-neustart-kultur',
    name: 'Neustart Kultur – Programm für Veranstaltungsstätten',
    description: 'Befristete Zuschüsse für Spielstätten nach der Pandemie.',
    regions: ['BE'],
    status: 'ausgelaufen',
    fundingAreas: ['Kultur, Medien & Sport', 'Corona-Hilfe'],
  }),
];
