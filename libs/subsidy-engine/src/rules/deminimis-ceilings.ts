import type { DeminimisRegulation } from '@libs/shared';
import type { DatedRule } from './dated-rule';
import { LEGAL_SOURCES } from './legal-sources';

/**
 * De-minimis ceilings per single undertaking over any rolling period of three years (rules.md §2), with the
 * dates each regulation applies. German secondary pages still show old ceilings; the date decides.
 */
export const DEMINIMIS_CEILINGS: Record<DeminimisRegulation, readonly DatedRule<number>[]> = {
  general: [
    {
      id: 'deminimis-general-1407/2013',
      value: 200_000,
      validFrom: '2014-01-01',
      validTo: '2023-12-31',
      legalSource: LEGAL_SOURCES.deminimisGeneralOld,
    },
    {
      id: 'deminimis-general-2023/2831',
      value: 300_000,
      validFrom: '2024-01-01',
      validTo: '2030-12-31',
      legalSource: LEGAL_SOURCES.deminimisGeneral,
    },
  ],
  agriculture: [
    {
      id: 'deminimis-agriculture-2019/316',
      value: 20_000,
      validFrom: '2019-03-14',
      validTo: '2024-12-15',
      legalSource: LEGAL_SOURCES.deminimisAgricultureOld,
      unverified:
        'Beginn 14.03.2019 und die Variante 25.000 EUR mit Zentralregister nicht im Verordnungstext geprüft',
    },
    {
      id: 'deminimis-agriculture-2024/3118',
      value: 50_000,
      validFrom: '2024-12-16',
      validTo: '2032-12-31',
      legalSource: LEGAL_SOURCES.deminimisAgriculture,
    },
  ],
  fishery: [
    {
      id: 'deminimis-fishery-717/2014',
      value: 30_000,
      validFrom: '2014-07-01',
      validTo: '2023-10-24',
      legalSource: LEGAL_SOURCES.deminimisFisheryOld,
    },
    {
      id: 'deminimis-fishery-2023/2391',
      value: 40_000,
      validFrom: '2023-10-25',
      validTo: '2029-12-31',
      legalSource: LEGAL_SOURCES.deminimisFishery,
      unverified:
        '40.000 EUR gelten nur mit nationalem Zentralregister; ob Deutschland es führt, ist nicht geprüft',
    },
  ],
  sgei: [
    {
      id: 'deminimis-sgei-360/2012',
      value: 500_000,
      validFrom: '2012-04-29',
      validTo: '2023-12-31',
      legalSource: LEGAL_SOURCES.deminimisSgeiOld,
    },
    {
      id: 'deminimis-sgei-2023/2832',
      value: 750_000,
      validFrom: '2024-01-01',
      validTo: '2030-12-31',
      legalSource: LEGAL_SOURCES.deminimisSgei,
    },
  ],
};

export const REGULATION_LABELS: Record<DeminimisRegulation, string> = {
  general: 'allgemeine De-minimis-Verordnung',
  agriculture: 'Agrar-De-minimis-Verordnung',
  fishery: 'Fischerei-De-minimis-Verordnung',
  sgei: 'DAWI-De-minimis-Verordnung',
};
