import type { JudgedQuery } from './judged-queries';

/**
 * Judged queries over the curated catalogue as people ask: colloquial words ("Geld", "Firma", "neue"),
 * things instead of the program's concept ("Maschinen" for an investment, "Eigenheim" for a residential
 * building), the instrument in other words ("Darlehen" for a loan called "Kredit"), and an old name. Judged
 * by reading the programs, as judged-queries.ts.
 */
const HOUSING = [
  'kfw-wohneigentum-fuer-familien-300',
  'kfw-klimafreundlicher-neubau-wohngebaeude-297-298',
  'kfw-jung-kauft-alt-308',
];
const DIGITAL_GRANTS = [
  'by-digitalbonus-standard',
  'by-digitalbonus-plus',
  'sl-digitalinvest-kmu',
  'bmwk-digital-jetzt',
  'nw-mid-digitalisierung',
  'th-digitalbonus-thueringen',
  'bmwk-go-digital',
  'mv-digitrans',
  'bw-digitalisierungspraemie-plus',
];

export const CONCEPT_QUERIES: JudgedQuery[] = [
  {
    q: 'Darlehen für Maschinen Schleswig-Holstein',
    top5: ['sh-ibsh-wachstum-im-norden'],
    relevant: [
      'sh-lpw-einzelbetriebliche-investitionsfoerderung',
      'kfw-erp-foerderkredit-kmu-365-366',
      'sh-ibsh-innovationsdarlehen',
    ],
    never: HOUSING,
  },
  {
    q: 'Anschaffung neuer Anlagen Mittelstand Kredit',
    top5: ['kfw-erp-foerderkredit-kmu-365-366'],
    relevant: [
      'by-lfa-universalkredit',
      'kfw-klimaschutzoffensive-mittelstand-293',
      'sh-ibsh-wachstum-im-norden',
      'bund-investitionsabzugsbetrag-7g',
    ],
    never: HOUSING,
  },
  {
    q: 'Geld für die Existenzgründung Berlin',
    top5: ['be-gruendungsbonus'],
    relevant: [
      'be-ibb-pro-fit-fruehphasenfinanzierung',
      'be-coaching-bonus',
      'kfw-erp-gruenderkredit-startgeld-067',
      'ba-gruendungszuschuss',
      'kfw-erp-foerderkredit-gruendung-nachfolge-077',
    ],
    never: HOUSING,
  },
  {
    q: 'Startup Kredit Bayern',
    top5: ['by-lfa-gruendungs-wachstumskredit'],
    relevant: ['kfw-erp-gruenderkredit-startgeld-067', 'kfw-erp-foerderkredit-gruendung-nachfolge-077'],
  },
  {
    q: 'Firma gründen Darlehen Hessen',
    top5: ['he-hessen-mikrodarlehen'],
    relevant: ['kfw-erp-gruenderkredit-startgeld-067', 'kfw-erp-foerderkredit-gruendung-nachfolge-077'],
  },
  {
    q: 'Existenzgründung Darlehen Saarland',
    top5: ['sl-startkapital-programm', 'sl-sikb-gruendungs-wachstumsfinanzierung'],
    relevant: ['sl-efre-nachrangdarlehensfonds-saarland-ii'],
    never: ['hb-bab-mikrokredit'],
  },
  {
    q: 'neue Heizung im Eigenheim',
    top5: ['kfw-heizungsfoerderung-458'],
    relevant: ['bafa-beg-einzelmassnahmen', 'bund-steuerermaessigung-energetische-sanierung-35c'],
    never: DIGITAL_GRANTS.slice(0, 3),
  },
  {
    q: 'Stromverbrauch der Produktion senken',
    top5: ['bafa-eew-modul4-optimierung'],
    relevant: ['bafa-eew-modul1-querschnittstechnologien', 'bafa-eew-modul2-prozesswaerme'],
    never: HOUSING,
  },
  {
    q: 'Schulung für Beschäftigte',
    top5: ['bmbf-weiterbildungsstipendium'],
    relevant: ['bmbf-aufstiegs-bafoeg', 'bmwk-digital-jetzt'],
  },
  {
    q: 'FuE Auftrag an Forschungseinrichtung',
    top5: ['rp-innovationsgutschein-fue-auftrag', 'by-innovationsgutschein-bayern'],
    relevant: ['bmwk-zim-einzelprojekt', 'bw-innovationsgutschein-bw'],
  },
  {
    q: 'Software einführen kleine Firma Zuschuss',
    top5: [],
    relevant: DIGITAL_GRANTS,
    never: HOUSING,
  },
  {
    q: 'Solaranlage Unternehmen finanzieren',
    top5: ['kfw-erneuerbare-energien-standard-270'],
    relevant: ['kfw-klimaschutzoffensive-mittelstand-293'],
  },
  {
    q: 'Gruenderstipendium',
    top5: ['nw-gruendungsstipendium-nrw', 'nw-gruenderstipendium-nrw'],
    relevant: ['bmwk-exist-gruendungsstipendium', 'ni-nbank-gruendungsstipendium'],
  },
  {
    q: 'Geld für Weiterbildung zum Meister',
    top5: ['bmbf-aufstiegs-bafoeg'],
    relevant: ['bmbf-weiterbildungsstipendium'],
    never: HOUSING,
  },
];
