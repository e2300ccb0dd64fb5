import { cite } from '@libs/shared';

/**
 * The citations of the engine's rules, rendered from the source registry of @libs/shared (acts and provisions
 * in libs/shared/src/legal-sources). One place, so every breakdown line and message cites the same text.
 */
export const LEGAL_SOURCES = {
  smeDefinition: cite('sme-annex-art-2'),
  deminimisGeneral: cite('deminimis-art-3-2'),
  deminimisGeneralOld: cite('deminimis-1407-art-3-2'),
  deminimisScope: cite('deminimis-art-1-1'),
  deminimisAgriculture: cite('deminimis-agri-art-3-2-2024'),
  deminimisAgricultureOld: cite('deminimis-agri-art-3-2-2019'),
  deminimisFishery: cite('deminimis-fishery-art-3-2-2023'),
  deminimisFisheryOld: cite('deminimis-fishery-art-3-2'),
  deminimisSgei: cite('deminimis-sgei-art-3-2'),
  deminimisSgeiOld: cite('deminimis-sgei-360-art-2-2'),
  gber: cite('gber-art-59'),
  gberArt13: cite('gber-art-13'),
  gberArt17: cite('gber-art-17-6'),
  gberArt18: cite('gber-art-18-3'),
  gberArt19: cite('gber-art-19'),
  gberArt25: cite('gber-art-25-5-6'),
  gberArt28: cite('gber-art-28'),
  gberArt29: cite('gber-art-29'),
  gberArt31: cite('gber-art-31-4'),
  regionalAidMap: cite(
    'gber-art-14',
    'regional-aid-map-decision',
    'regional-aid-map-announcement',
    'regional-guidelines-sme-bonus',
  ),
  fzulgRate: cite('fzulg-4-1'),
  fzulgBase: cite('fzulg-3-5'),
  fzulgBase2026: cite('fzulg-3-5-2026', 'bsfz-2026'),
  grossGrantEquivalent: cite('reference-rates-method', 'gber-art-5-2-b', 'deminimis-art-4-3'),
  programGuideline: cite('program-guideline'),
} as const;
