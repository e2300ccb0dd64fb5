import type { JudgedQuery } from './judged-queries';

/**
 * Judged queries over the curated catalogue plus the imported-style programs (imported-style-programs.ts),
 * as the full catalogue will be: administrative titles, and much of what a program is about only in its
 * keywords, Förderbereiche, eligibility text or funding organisation. Judged by reading the fixtures.
 */
const HOUSING = ['fx-by-mietwohnungsbau', 'fx-by-eigenwohnraum', 'kfw-wohneigentum-fuer-familien-300'];

export const IMPORTED_QUERIES: JudgedQuery[] = [
  {
    q: 'Geld für Maschinen Bayern',
    top5: ['fx-by-investivkredit'],
    relevant: ['by-lfa-universalkredit', 'kfw-erp-foerderkredit-kmu-365-366'],
    never: [...HOUSING, 'fx-by-filmfoerderung'],
  },
  {
    q: 'neue Geräte für den Handwerksbetrieb Hessen',
    top5: ['fx-he-ausruestung'],
    never: HOUSING,
  },
  {
    q: 'Druckluft und Pumpen modernisieren',
    top5: ['fx-nw-produktionsanlagen', 'bafa-eew-modul1-querschnittstechnologien'],
    never: HOUSING,
  },
  {
    q: 'Gründerprämie Thüringen',
    top5: ['fx-th-startpraemie', 'fx-th-gruenderpraemie'],
  },
  {
    q: 'Startkredit NRW',
    top5: ['fx-nw-gruendungsfinanzierung', 'fx-nw-startkredit'],
  },
  {
    q: 'Mitarbeiter weiterbilden',
    top5: ['fx-bund-weiterbildung', 'fx-bw-fachkurse'],
    relevant: ['bmbf-weiterbildungsstipendium', 'bmbf-aufstiegs-bafoeg'],
  },
  {
    q: 'Digitalisierung Zuschuss Niedersachsen',
    top5: ['fx-ni-digitalisierung'],
    never: ['fx-st-breitband'],
  },
  {
    q: 'Software Förderung',
    top5: ['fx-ni-digitalisierung', 'fx-rp-it-sicherheit'],
    relevant: ['bmwk-digital-jetzt'],
  },
  {
    q: 'FuE Kooperation mit Hochschulen',
    top5: ['fx-bund-gemeinschaftsforschung', 'bmwk-zim-einzelprojekt'],
    relevant: ['rp-innovationsgutschein-fue-auftrag', 'by-innovationsgutschein-bayern'],
  },
  {
    q: 'Abwärme nutzen',
    top5: ['fx-sh-abwaerme', 'bafa-eew-modul1-querschnittstechnologien', 'bafa-eew-modul4-optimierung'],
  },
  {
    q: 'PV mit Speicher auf dem Firmendach',
    top5: ['fx-mv-photovoltaik'],
    relevant: ['kfw-erneuerbare-energien-standard-270'],
  },
  {
    q: 'Messen im Ausland Brandenburg',
    top5: ['fx-bb-markterschliessung'],
    relevant: ['bafa-messeprogramm-junge-innovative-unternehmen'],
  },
  {
    q: 'Bundesagentur für Arbeit Weiterbildung',
    top5: ['fx-bund-weiterbildung'],
  },
  {
    q: 'Landwirtschaft Energie sparen',
    top5: ['fx-bund-landwirtschaft-energie'],
  },
  {
    q: 'Unternehmensberatung Hamburg',
    top5: ['fx-hh-beratung'],
    relevant: ['bafa-foerderung-unternehmensberatungen-kmu'],
  },
  {
    q: 'Kleinkredit für Gründerinnen',
    top5: ['fx-he-kleinkredit'],
    relevant: ['hb-bab-mikrokredit', 'he-hessen-mikrodarlehen', 'kfw-erp-gruenderkredit-startgeld-067'],
  },
  {
    q: 'Unternehmensfinanzierung Saarland',
    top5: ['fx-sl-wettbewerb'],
    relevant: ['sl-sikb-gruendungs-wachstumsfinanzierung', 'sl-startkapital-programm'],
  },
  {
    q: 'Existenzgründung und Nachfolge Sachsen',
    top5: ['fx-sn-gruendungsdarlehen'],
    relevant: [
      'sn-buergschaftsbank-sachsen-buergschaft-ohne-bank',
      'kfw-erp-foerderkredit-gruendung-nachfolge-077',
    ],
  },
  // Answered by the eligibility text or the funding organisation.
  {
    q: 'Freie Berufe Darlehen Bayern',
    top5: ['fx-by-investivkredit'],
    relevant: ['by-lfa-gruendungs-wachstumskredit', 'by-lfa-universalkredit'],
    never: HOUSING,
  },
  {
    q: 'Handwerksbetrieb mit wenigen Beschäftigten Hessen',
    top5: ['fx-he-ausruestung'],
    relevant: ['he-hessen-mikrodarlehen'],
  },
  {
    q: 'Förderbank Sachsen',
    top5: ['fx-sn-gruendungsdarlehen'],
    relevant: ['sn-sab-innovationspraemie', 'sn-buergschaftsbank-sachsen-buergschaft-ohne-bank'],
  },
  {
    q: 'Beschäftigte weiterbilden Baden-Württemberg',
    top5: ['fx-bw-fachkurse', 'fx-bund-weiterbildung'],
    relevant: ['bmbf-weiterbildungsstipendium', 'bmbf-aufstiegs-bafoeg'],
  },
];
