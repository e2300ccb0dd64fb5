import type { CuratedTerms } from './curated-terms.type';
import {
  DEMINIMIS_SCOPE_EXCLUSIONS,
  GENERAL_DEMINIMIS,
  NO_STATE_AID,
  PRIVATE_PERSONS_ONLY,
  SME,
  bySize,
} from './curation-vocabulary';

/** Federal grant and advisory programs (BAFA, BMWK, BMBF, BA). */
export const BUND_GRANTS: Record<string, CuratedTerms> = {
  'bafa-foerderung-unternehmensberatungen-kmu': {
    legalBasis: GENERAL_DEMINIMIS,
    rate: {
      baseRate: 0.5,
      eligibleCostsMaxEur: 3_500,
      regionalRates: [
        { regions: ['BB', 'MV', 'ST', 'TH'], rate: 0.8, label: 'neue Bundesländer (ohne Berlin)' },
        {
          regions: ['SN'],
          rate: 0.8,
          label: 'Sachsen (ohne Region Leipzig)',
          caveat: 'In der Region Leipzig gelten 50 %; gerechnet wurde mit 80 %.',
        },
        {
          regions: ['NI', 'RP'],
          rate: 0.5,
          label: 'alte Bundesländer',
          caveat: 'In den Regionen Lüneburg (NI) und Trier (RP) gelten 80 %; gerechnet wurde mit 50 %.',
        },
      ],
    },
    eligibility: { companySizes: SME, excludedSectors: [...DEMINIMIS_SCOPE_EXCLUSIONS, '86'] },
    note: 'Richtlinie 2023-2026: Beratungskosten max. 3.500 EUR, 50 %, 80 % in den neuen Ländern ohne Berlin und Region Leipzig sowie in Trier und Lüneburg; Heilberufe (WZ 86) nur für QM-Beratung (slobodeaniuk.pro).',
    unverified: [
      'Regionale Aufteilung 2023 (rules.md §6 Nr. 7)',
      'De-minimis als Rechtsgrundlage (nicht in rules.md belegt)',
    ],
  },
  'bafa-eew-modul1-querschnittstechnologien': {
    legalBasis: { kind: 'notified', reference: 'EEW-Richtlinie 2024, Modul 1' },
    rate: { baseRate: null, sizeRates: bySize(0.25, 0.2), eligibleCostsMinEur: 2_000 },
    eligibility: { companySizes: SME },
    note: 'Kleine Unternehmen 25 %, mittlere 20 %, nur KMU; Mindestinvestition 2.000 EUR je Maßnahme.',
  },
  'bafa-eew-modul2-prozesswaerme': {
    legalBasis: { kind: 'notified', reference: 'EEW-Richtlinie 2024, Modul 2' },
    rate: { baseRate: 0.45, sizeRates: bySize(0.6, 0.55, 0.45) },
    note: 'Nach Richtlinie 2021 KMU bis 55 %, Großunternehmen bis 45 %; kleine Unternehmen bis 60 % (Beraterangabe).',
    unverified: ['EEW Modul 2: Sätze der Richtlinie vom 15.02.2024 je Größe nicht im Text geprüft'],
  },
  'bafa-eew-modul4-optimierung': {
    legalBasis: { kind: 'notified', reference: 'EEW-Richtlinie 2024, Modul 4' },
    rate: { baseRate: 0.5, sizeRates: bySize(0.6, 0.55, 0.5) },
    note: 'EEW-Quoten 10-60 %, KMU 5-10 Prozentpunkte höher: obere Werte als Schätzung (die Quote hängt von der CO2-Fördereffizienz ab).',
    unverified: ['EEW Modul 4: Quote je Größe als Obergrenze geschätzt'],
  },
  'bafa-energieberatung-wohngebaeude': {
    rate: { baseRate: 0.5 },
    note: '50 % des Beratungshonorars, max. 650 EUR (EFH/ZFH) bzw. 850 EUR (ab drei Wohneinheiten); seit Mitte 2024 (vorher 80 %).',
  },
  'bafa-energieberatung-nichtwohngebaeude': {
    rate: { baseRate: 0.5, eligibleCostsMaxEur: 8_000 },
    note: '50 % des Honorars, max. 4.000 EUR bei über 500 m² Nettogrundfläche (kleinere Gebäude 850 / 2.500 EUR): Honorar bis 8.000 EUR förderfähig.',
  },
  'bafa-beg-einzelmassnahmen': {
    legalBasis: { kind: 'notified', reference: 'BEG EM (Richtlinie)' },
    maxAmount: 12_000,
    maxAmountBasis: 'program',
    rate: { baseRate: 0.15, eligibleCostsMaxEur: 30_000 },
    note: 'Ohne iSFP 15 % auf max. 30.000 EUR je Wohneinheit und Jahr; mit iSFP 20 % auf 60.000 EUR = 12.000 EUR (Höchstbetrag).',
  },
  'bafa-bew-effiziente-waermenetze': {
    legalBasis: { kind: 'notified', reference: 'Bundesförderung effiziente Wärmenetze (BEW)' },
    rate: { baseRate: 0.4 },
    note: 'Investitionen (Module 2 und 3) 40 %, max. 100 Mio. EUR je Antrag; Studien (Modul 1) 50 %, max. 2 Mio. EUR.',
  },
  'bafa-umweltbonus-elektrofahrzeuge': {
    legalBasis: NO_STATE_AID,
    maxAmount: 4_500,
    maxAmountBasis: 'program',
    rate: { baseRate: null },
    note: 'Bundesanteil Umweltbonus 2023 für Elektrofahrzeuge bis 40.000 EUR Nettolistenpreis: 4.500 EUR (Festbetrag); seit 17.12.2023 geschlossen.',
  },
  'bafa-invest-zuschuss-wagniskapital': {
    legalBasis: GENERAL_DEMINIMIS,
    maxAmount: 30_000,
    maxAmountBasis: 'program',
    minAmount: null,
    rate: { baseRate: 0.15, eligibleCostsMinEur: 10_000, eligibleCostsMaxEur: 200_000 },
    note: 'Seit Richtlinie vom 06.03.2024 15 % Erwerbszuschuss (vorher 25 %); Mindestinvestition 10.000 EUR sind Kosten, kein Mindestzuschuss; max. 200.000 EUR je Investment.',
    unverified: ['Investitionsobergrenze 200.000 EUR aus der Richtlinie 2023'],
  },
  'bafa-messeprogramm-junge-innovative-unternehmen': {
    legalBasis: GENERAL_DEMINIMIS,
    minAmount: null,
    rate: { baseRate: 0.6, eligibleCostsMinEur: 500 },
    eligibility: { companySizes: ['micro', 'small'] },
    note: '60 % bei den ersten beiden Teilnahmen (50 % ab der dritten), max. 7.500 EUR; Kosten unter 500 EUR nicht förderfähig (Mindestkosten, kein Mindestzuschuss).',
    unverified: ['De-minimis als Rechtsgrundlage (nicht in rules.md belegt)'],
  },
  'bmwk-digital-jetzt': {
    rate: { baseRate: null, sizeRates: { micro: 0.4, small: 0.4, medium: 0.35, large: 0.3 } },
    note: 'Ab 01.07.2021: bis 50 Beschäftigte 40 %, bis 250 35 %, bis 499 30 % (Boni bis 20 Punkte nicht modelliert); seit Ende 2023 ausgelaufen.',
  },
  'bmwk-go-digital': {
    rate: { baseRate: 0.5, eligibleCostsMaxEur: 33_000 },
    note: '50 % für max. 30 Beratertage zu 1.100 EUR (33.000 EUR Kosten, 16.500 EUR Zuschuss); ab 2025 nicht fortgeführt.',
  },
  'bmwk-zim-einzelprojekt': {
    legalBasis: { kind: 'gber', article: '25' },
    maxAmount: 247_500,
    maxAmountBasis: 'program',
    rate: {
      baseRate: 0.25,
      sizeRates: bySize(0.4, 0.35, 0.25),
      eligibleCostsMaxEur: 550_000,
      ageRates: [
        {
          belowAgeYears: 10,
          rate: 0.45,
          label: 'kleines junges Unternehmen (ZIM)',
          sizes: ['micro', 'small'],
        },
      ],
    },
    note: 'Einzelprojekte: kleine 40 % (junge oder in strukturschwachen Regionen 45 %), mittlere 35 %, weitere Mittelständler bis 499 Beschäftigte 25 %; förderfähige Kosten max. 550.000 EUR (Richtlinie 2020).',
    unverified: [
      'ZIM "jung" = jünger als 10 Jahre angenommen',
      'Kostenobergrenzen der Richtlinie 2025 nicht geprüft',
    ],
  },
  'bmwk-exist-gruendungsstipendium': {
    legalBasis: NO_STATE_AID,
    maxAmount: 36_000,
    maxAmountBasis: 'program',
    rate: { baseRate: 1 },
    eligibility: { companySizes: ['micro'], companyAgeMaxYears: 0 },
    note: 'Stipendium je Person max. 3.000 EUR/Monat für 12 Monate (Stand 2015, Festbeträge: Satz 100 % bis Höchstbetrag); Unternehmen darf noch nicht gegründet sein.',
  },
  'bmwk-exist-forschungstransfer': {
    legalBasis: NO_STATE_AID,
    rate: { baseRate: 1 },
    note: 'Phase I: 100 % der Personalkosten plus Sachmittel bis 250.000 EUR, Antrag über die Hochschule.',
  },
  'bmwk-grw-gewerbliche-investitionen': {
    legalBasis: { kind: 'regional-aid-map' },
    maxAmountBasis: 'legal-ceiling',
    rate: {
      baseRate: 0.1,
      regionalRates: [
        {
          regions: ['SN'],
          rate: 0.15,
          sizeRates: bySize(0.35, 0.25, 0.15),
          label: 'Sachsen (GRW RIGA vom 23.04.2024)',
          caveat: 'In Chemnitz je 5 Prozentpunkte weniger.',
        },
        {
          regions: ['BB', 'MV', 'ST', 'TH'],
          rate: 0.15,
          sizeRates: bySize(0.35, 0.25, 0.15),
          label: 'ostdeutsche C-Fördergebiete (15 % + KMU-Zuschlag)',
          caveat:
            'Gebietssatz des Landkreises maßgeblich (15-25 % für große Unternehmen); die Landesrichtlinie kann niedriger liegen.',
        },
        {
          regions: ['BE', 'BY', 'HB', 'HE', 'NI', 'NW', 'RP', 'SL', 'SH'],
          rate: 0.1,
          sizeRates: bySize(0.3, 0.2, 0.1),
          label: 'westdeutsche C-Fördergebiete (10 % + KMU-Zuschlag)',
          caveat:
            'Nur in C-/D-Fördergebieten des Landes; Gebietssatz 10-25 % je Landkreis, D-Gebiete abweichend.',
        },
      ],
    },
    eligibility: {
      regions: ['BB', 'BE', 'BY', 'HB', 'HE', 'MV', 'NI', 'NW', 'RP', 'SH', 'SL', 'SN', 'ST', 'TH'],
    },
    note: 'Keine Programmobergrenze: Anmeldeschwelle nach Art. 4 Abs. 1 lit. a AGVO. Fördergebiet alle Länder außer BW und HH; Sätze = Fördergebietskarte 2022-2027 plus KMU-Zuschlag (20/10 Punkte); Sachsen nach RIGA 35/25/15 %.',
    unverified: [
      'GRW-Gebietssätze außerhalb Sachsens je Land (Landkreistabelle nicht gesehen, rules.md §4.1)',
      'Regionalbeihilfen für große Unternehmen nur für neue Wirtschaftstätigkeit (Art. 14 Abs. 3 AGVO)',
    ],
  },
  'bmbf-kmu-innovativ': {
    legalBasis: { kind: 'gber', article: '25' },
    maxAmountBasis: 'legal-ceiling',
    rate: { baseRate: 0.5, sizeRates: bySize(0.7, 0.6) },
    eligibility: { companySizes: SME },
    note: 'Keine Programmobergrenze: Anmeldeschwelle für FuE-Vorhaben nach Art. 4 AGVO. Grundsätzlich 50 % plus KMU-Zuschlag (Art. 25 Abs. 6 AGVO: +20/+10 Punkte); Verbundbonus bis 80 % nicht modelliert.',
  },
  'bmbf-datipilot-innovationssprints': {
    rate: { baseRate: null, eligibleCostsMaxEur: 150_000 },
    note: 'Zuwendungsfähige Ausgaben max. 150.000 EUR je Partner; Fördersatz in der Quelle nicht genannt; Status unklar, als inaktiv geführt.',
  },
  'bmbf-eurostars-3': {
    legalBasis: { kind: 'gber', article: '25' },
    rate: { baseRate: 0.5 },
    note: 'Unternehmen bis 50 %, deutsche Partner zusammen max. 500.000 EUR; Einreichfrist 19.03.2026.',
  },
  'bmbf-aufstiegs-bafoeg': {
    legalBasis: NO_STATE_AID,
    rate: { baseRate: 0.75 },
    eligibility: { companySizes: PRIVATE_PERSONS_ONLY },
    note: 'Individualförderung nach AFBG (50 % Zuschuss plus 50 % Erlass des Restdarlehens = 75 %); keine Unternehmensförderung.',
  },
  'bmbf-weiterbildungsstipendium': {
    legalBasis: NO_STATE_AID,
    rate: { baseRate: 0.9 },
    eligibility: { companySizes: PRIVATE_PERSONS_ONLY },
    note: 'Stipendium für Personen (90 %, Eigenanteil 10 %); keine Unternehmensförderung.',
  },
  'ba-gruendungszuschuss': {
    legalBasis: NO_STATE_AID,
    maxAmount: 2_700,
    maxAmountBasis: 'program',
    rate: { baseRate: 1 },
    eligibility: { companySizes: ['micro'] },
    note: 'Sozialleistung nach SGB III, keine Beihilfe: nur der feste Teil ist bezifferbar (Phase 2: 9 x 300 EUR); Phase 1 richtet sich nach dem individuellen Arbeitslosengeld.',
  },
  'jobcenter-einstiegsgeld-selbststaendigkeit': {
    legalBasis: NO_STATE_AID,
    rate: { baseRate: 1 },
    eligibility: { companySizes: ['micro'] },
    note: 'Sachkostenzuschuss nach § 16c SGB II bis 5.000 EUR (Satz 100 % bis Höchstbetrag); Einstiegsgeld selbst richtet sich nach dem Regelbedarf.',
  },
};
