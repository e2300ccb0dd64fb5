/**
 * Judged queries over the curated catalogue (the 107-program seed), written as users type them, judged by
 * reading the programs (not by what the engine answered): `top5` must be among the first five hits,
 * `relevant` are further good answers (they count for precision and nDCG), `never` must not be among the
 * first ten. Scored by relevance-metrics.ts (`npm run eval:search`; pinned in relevance.spec.ts).
 */
export interface JudgedQuery {
  q: string;
  top5: string[];
  relevant?: string[];
  never?: string[];
}

const DIGITAL = [
  'bw-digitalisierungsfinanzierung',
  'bw-digitalisierungspraemie-plus',
  'by-digitalbonus-standard',
  'by-digitalbonus-plus',
  'th-digitalbonus-thueringen',
  'sl-digitalinvest-kmu',
  'st-ib-digitalisierungsdarlehen',
  'nw-mid-digitalisierung',
  'mv-digitrans',
  'mv-digitalisierung-kleininvestitionen-fue-aufruf',
  'kfw-erp-foerderkredit-digitalisierung-511-512',
  'bmwk-go-digital',
  'bmwk-digital-jetzt',
  'kfw-erp-digitalisierungs-innovationskredit-380',
  'st-sachsen-anhalt-digital-innovation',
  'bb-big-digital-richtlinie-bis-2023',
  'by-lfa-innovationskredit-4-0',
];
const FOUNDING_LOANS = [
  'kfw-erp-gruenderkredit-startgeld-067',
  'kfw-erp-foerderkredit-gruendung-nachfolge-077',
  'by-lfa-gruendungs-wachstumskredit',
  'bw-lbank-startfinanzierung-80',
  'sl-startkapital-programm',
  'hb-bab-mikrokredit',
  'he-hessen-mikrodarlehen',
  'sl-sikb-gruendungs-wachstumsfinanzierung',
  'kfw-erp-kapital-fuer-gruendung-058',
];
const HOUSING = [
  'bafa-beg-einzelmassnahmen',
  'kfw-heizungsfoerderung-458',
  'kfw-beg-wohngebaeude-kredit-261',
];

export const JUDGED_QUERIES: JudgedQuery[] = [
  { q: 'Digitalisierung', top5: [], relevant: DIGITAL, never: HOUSING },
  {
    q: 'Digitalbonus Bayern',
    top5: ['by-digitalbonus-standard', 'by-digitalbonus-plus'],
    never: ['th-digitalbonus-thueringen'],
  },
  {
    q: 'Digitalbonus',
    top5: ['by-digitalbonus-standard', 'by-digitalbonus-plus', 'th-digitalbonus-thueringen'],
  },
  {
    q: 'Digitalisierung Handwerk',
    top5: ['bmwk-go-digital'],
    relevant: [
      'th-digitalbonus-thueringen',
      'mv-digitrans',
      'mv-digitalisierung-kleininvestitionen-fue-aufruf',
      'bb-big-digital-richtlinie-bis-2023',
      'bmwk-digital-jetzt',
      'bw-digitalisierungsfinanzierung',
    ],
    never: HOUSING,
  },
  {
    q: 'Digitalisirung Handwerk',
    top5: ['bmwk-go-digital'],
    relevant: [
      'th-digitalbonus-thueringen',
      'mv-digitrans',
      'bmwk-digital-jetzt',
      'bw-digitalisierungsfinanzierung',
    ],
  },
  {
    q: 'Digitalisierung Kredit',
    top5: ['kfw-erp-foerderkredit-digitalisierung-511-512', 'bw-digitalisierungsfinanzierung'],
    relevant: [
      'st-ib-digitalisierungsdarlehen',
      'kfw-erp-digitalisierungs-innovationskredit-380',
      'by-lfa-innovationskredit-4-0',
    ],
    never: ['by-digitalbonus-standard'],
  },
  {
    q: 'Existenzgründung',
    top5: ['bw-mbg-beteiligung-existenzgruendung', 'be-gruendungsbonus'],
    relevant: ['ba-gruendungszuschuss', 'kfw-erp-gruenderkredit-startgeld-067'],
  },
  {
    q: 'Gründung Kredit',
    top5: ['kfw-erp-gruenderkredit-startgeld-067', 'kfw-erp-foerderkredit-gruendung-nachfolge-077'],
    relevant: FOUNDING_LOANS,
    never: HOUSING,
  },
  {
    q: 'Gründungszuschuss Arbeitslosigkeit',
    top5: ['ba-gruendungszuschuss'],
    relevant: ['jobcenter-einstiegsgeld-selbststaendigkeit'],
  },
  {
    q: 'Gründerstipendium NRW',
    top5: ['nw-gruendungsstipendium-nrw', 'nw-gruenderstipendium-nrw'],
    never: ['ni-nbank-gruendungsstipendium'],
  },
  {
    q: 'Stipendium Gründung Hochschule',
    top5: ['bmwk-exist-gruendungsstipendium'],
    relevant: [
      'ni-nbank-gruendungsstipendium',
      'nw-gruendungsstipendium-nrw',
      'bmwk-exist-forschungstransfer',
      'hh-innofounder',
    ],
  },
  { q: 'Unternehmensberatung', top5: ['bafa-foerderung-unternehmensberatungen-kmu'] },
  {
    q: 'Beratung KMU Zuschuss',
    top5: ['bafa-foerderung-unternehmensberatungen-kmu'],
    relevant: ['be-coaching-bonus', 'bmwk-go-digital', 'bafa-energieberatung-nichtwohngebaeude'],
  },
  { q: 'Coaching Berlin', top5: ['be-coaching-bonus'] },
  {
    q: 'Energieberatung Wohngebäude',
    top5: ['bafa-energieberatung-wohngebaeude'],
    relevant: ['bafa-energieberatung-nichtwohngebaeude'],
  },
  {
    q: 'Wärmepumpe',
    top5: ['kfw-heizungsfoerderung-458'],
    relevant: ['bafa-eew-modul2-prozesswaerme'],
    never: DIGITAL.slice(0, 5),
  },
  { q: 'Heizung tauschen', top5: ['kfw-heizungsfoerderung-458'], relevant: ['bafa-beg-einzelmassnahmen'] },
  {
    q: 'Energieeffizienz Unternehmen',
    top5: ['bafa-eew-modul1-querschnittstechnologien', 'bafa-eew-modul4-optimierung'],
    relevant: [
      'bafa-eew-modul2-prozesswaerme',
      'kfw-klimaschutzoffensive-mittelstand-293',
      'bafa-energieberatung-nichtwohngebaeude',
    ],
  },
  { q: 'Prozesswärme erneuerbar', top5: ['bafa-eew-modul2-prozesswaerme'] },
  {
    q: 'Batteriespeicher Solaranlage Kredit',
    top5: ['kfw-erneuerbare-energien-standard-270'],
  },
  {
    q: 'Forschung Entwicklung KMU',
    top5: ['bmbf-kmu-innovativ', 'bmwk-zim-einzelprojekt'],
    relevant: [
      'bund-forschungszulage',
      'bmbf-eurostars-3',
      'sn-sab-innovationspraemie',
      'rp-innovationsgutschein-fue-auftrag',
    ],
    never: HOUSING,
  },
  { q: 'Forschungszulage', top5: ['bund-forschungszulage'] },
  { q: 'steuerliche Forschungsförderung', top5: ['bund-forschungszulage'] },
  { q: 'ZIM', top5: ['bmwk-zim-einzelprojekt'] },
  {
    q: 'Innovationsgutschein Baden-Württemberg',
    top5: [
      'bw-innovationsgutschein-bw',
      'bw-innovationsgutschein-hightech-bw',
      'bw-innovationsgutschein-startup-bw',
    ],
    never: ['by-innovationsgutschein-bayern', 'rp-innovationsgutschein-fue-auftrag'],
  },
  {
    q: 'Innovationsgutschein Bayern',
    top5: ['by-innovationsgutschein-bayern'],
    never: ['bw-innovationsgutschein-bw', 'bw-innovationsgutschein-hightech-bw'],
  },
  {
    q: 'Startup Beteiligungskapital',
    top5: ['htgf-seed-finanzierung', 'bmwk-coparion'],
    relevant: [
      'eu-eic-accelerator',
      'bafa-invest-zuschuss-wagniskapital',
      'sl-efre-beteiligungsfonds-saarland',
      'bw-mbg-beteiligung-existenzgruendung',
      'bmwk-mikromezzaninfonds-deutschland',
    ],
  },
  { q: 'Wagniskapital Business Angel', top5: ['bafa-invest-zuschuss-wagniskapital'] },
  {
    q: 'Bürgschaft',
    top5: ['buergschaftsbanken-ausfallbuergschaft', 'sn-buergschaftsbank-sachsen-buergschaft-ohne-bank'],
    relevant: ['bund-exportkreditgarantien-hermesdeckungen'],
  },
  {
    q: 'Bürgschaft Sachsen',
    top5: ['sn-buergschaftsbank-sachsen-buergschaft-ohne-bank', 'buergschaftsbanken-ausfallbuergschaft'],
  },
  { q: 'Export absichern', top5: ['bund-exportkreditgarantien-hermesdeckungen'] },
  { q: 'Messe junge Unternehmen', top5: ['bafa-messeprogramm-junge-innovative-unternehmen'] },
  {
    q: 'Weiterbildung Meister',
    top5: ['bmbf-aufstiegs-bafoeg'],
    relevant: ['bmbf-weiterbildungsstipendium'],
  },
  { q: 'Aufstiegs-BAföG', top5: ['bmbf-aufstiegs-bafoeg'] },
  { q: 'Elektroauto', top5: ['bafa-umweltbonus-elektrofahrzeuge'] },
  { q: 'Elektrofahrzeug Kaufprämie', top5: ['bafa-umweltbonus-elektrofahrzeuge'] },
  {
    q: 'Wohneigentum Familie',
    top5: ['kfw-wohneigentum-fuer-familien-300', 'kfw-jung-kauft-alt-308'],
    never: DIGITAL.slice(0, 5),
  },
  {
    q: 'Altbau kaufen sanieren',
    top5: ['kfw-jung-kauft-alt-308'],
    relevant: ['kfw-beg-wohngebaeude-kredit-261'],
  },
  { q: 'energetische Sanierung Steuer', top5: ['bund-steuerermaessigung-energetische-sanierung-35c'] },
  { q: 'Investitionsabzugsbetrag', top5: ['bund-investitionsabzugsbetrag-7g'] },
  { q: 'Mikrokredit', top5: ['hb-bab-mikrokredit'], relevant: ['he-hessen-mikrodarlehen'] },
  { q: 'Mikrodarlehen Hessen', top5: ['he-hessen-mikrodarlehen'], never: ['hb-bab-mikrokredit'] },
  {
    q: 'EU Forschung Verbund',
    top5: ['eu-horizon-europe-research-innovation-actions'],
    relevant: ['eu-horizon-europe-innovation-actions', 'bmbf-eurostars-3', 'eu-eic-pathfinder-open'],
  },
  {
    q: 'Horizon Europe',
    top5: ['eu-horizon-europe-research-innovation-actions', 'eu-horizon-europe-innovation-actions'],
    relevant: ['eu-eic-accelerator', 'eu-eic-pathfinder-open', 'eu-eic-transition'],
  },
  { q: 'Klimaschutz Mittelstand', top5: ['kfw-klimaschutzoffensive-mittelstand-293'] },
  { q: 'Umwelt Klima EU', top5: ['eu-life-standard-action-projects'] },
  { q: 'Wärmenetz Kommune', top5: ['bafa-bew-effiziente-waermenetze'] },
  {
    q: 'Unternehmensnachfolge Kredit',
    top5: ['kfw-erp-foerderkredit-gruendung-nachfolge-077'],
    relevant: [
      'by-lfa-gruendungs-wachstumskredit',
      'bw-lbank-startfinanzierung-80',
      'mbg-stille-beteiligungen',
    ],
  },
  { q: 'Selbstständigkeit Bürgergeld', top5: ['jobcenter-einstiegsgeld-selbststaendigkeit'] },
  { q: 'Foerderkredit Innovation', top5: ['kfw-erp-foerderkredit-innovation-513-514'] },
  { q: 'Auslandsaufenthalt Jungunternehmer', top5: ['eu-erasmus-fuer-jungunternehmer'] },
  { q: 'Hamburg Startup', top5: ['hh-innorampup', 'hh-innofounder'] },
  {
    q: 'Gruendung Saarland',
    top5: ['sl-startkapital-programm', 'sl-sikb-gruendungs-wachstumsfinanzierung'],
    never: ['hb-bab-mikrokredit'],
  },
  // Queries that need a related word (text/synonyms.ts): the programs say it another way.
  { q: 'KI Förderung', top5: ['sl-digitalinvest-kmu', 'by-digitalbonus-plus'] },
  {
    q: 'Außenwirtschaft',
    top5: ['bund-exportkreditgarantien-hermesdeckungen', 'bafa-messeprogramm-junge-innovative-unternehmen'],
  },
  { q: 'Mikrodarlehen', top5: ['he-hessen-mikrodarlehen', 'hb-bab-mikrokredit'] },
  { q: 'FuE Mittelstand', top5: ['bmwk-zim-einzelprojekt'] },
  { q: 'Qualifizierung Mitarbeiter', top5: ['bmbf-weiterbildungsstipendium', 'bmwk-digital-jetzt'] },
];
