import { cite } from '@libs/shared';

/**
 * Citations the planner adds to those of @libs/subsidy-engine, rendered from the source registry of
 * @libs/shared (libs/shared/src/legal-sources: one entry per act and provision, official texts only). Every
 * finding of a plan carries one of these. A new rule cites registry entries with `cite(...)`; an act or
 * provision the registry lacks is added there, not written here.
 */
export const PLAN_SOURCES = {
  smeRelations: cite('sme-annex-art-3-6'),
  smeThresholds: cite('sme-annex-art-2'),
  deminimisRolling: cite('deminimis-art-3-2-3'),
  deminimisNewAidNotCoverable: cite('deminimis-art-3-7-art-6'),
  deminimisLoanGge: cite('deminimis-art-4-3'),
  incentiveEffect: cite('gber-art-6-2'),
  incentiveEffectTax: cite('gber-art-6-4'),
  cumulationSameCosts: cite('gber-art-8-3-b'),
  cumulationDifferentCosts: cite('gber-art-8-3-a'),
  cumulationDeminimis: cite('gber-art-8-5'),
  guaranteeSecuresLoan: cite('guarantee-notice-3-2'),
  notifiedScheme: `Genehmigte Beihilferegelung: Beihilfeintensität laut Kommissionsentscheidung, wie sie die Richtlinie umsetzt; Kumulierung nach ${cite('gber-art-8-3-b', 'deminimis-art-5-2')}`,
  unionFunding: cite('gber-art-8-2'),
  grossGrantEquivalent: cite('reference-rates-method', 'gber-art-5-2-b', 'deminimis-art-4-3'),
  baseRates: cite('reference-rates-published', 'reference-rates-method'),
  sameCostsForbidden: cite('program-double-funding'),
  programGuideline: cite('program-guideline'),
  noOverFinancing: cite('no-over-financing'),
  regionalAidMap: cite('gber-art-14', 'regional-aid-map-decision', 'regional-aid-map-announcement'),
  grwLegalText: cite('grwg', 'grw-kr-2024', 'gber-art-14'),
  grwDAreas: cite('grw-d-areas-sh', 'grw-kr-2024'),
  grwSachsen: cite('grw-sn-riga-2024-rates'),
  grwThueringen: cite('grw-th-rates'),
  grwSchleswigHolstein: cite('grw-sh-rates'),
  grwWunsiedel: cite('grw-by-wunsiedel'),
  regionalAidMapAmendment: cite(
    'regional-aid-map-amendment-decision',
    'regional-aid-map-amendment-announcement',
  ),
  regionalAidMapRlp: cite('regional-aid-map-decision', 'regional-aid-map-rlp'),
  gberArt25: cite('gber-art-25-5-6'),
  // Feasibility studies: base 50 % in Art. 25(5)(d), the SME bonus (+ 10 pp medium, + 20 pp small) in Art. 25(7).
  gberArt25Feasibility: cite('gber-art-25-5-d-7'),
  gberValidity: cite('gber-art-59'),
  regionalSmeBonus: cite('regional-guidelines-sme-bonus', 'regional-aid-map-decision'),
  regionalAidMapCoverage: cite('regional-aid-map-coverage'),
  referenceRateMethod: cite('reference-rates-method'),
  gberArt17: cite('gber-art-17-6-rates', 'gber-art-4-1-c'),
  gberArt18: cite('gber-art-18-3-rate', 'gber-art-4-1-d'),
  gberArt22: cite('gber-art-22-2-3-c'),
  gberArt31: cite('gber-art-31-4-rates', 'gber-art-4-1-n'),
  gberPrimaryAgriculture: cite('gber-art-1-3-b'),
  deminimisScope: cite('deminimis-art-1-1-agriculture'),
  genericMeasure:
    'Allgemeiner Beihilferahmen der AGVO bzw. Agrar-De-minimis-Verordnung: Höchstgrenze für eine Maßnahme, die ein Landes- oder Bundesprogramm nach dieser Vorschrift anbieten darf; kein eigenes Antragsverfahren',
  deminimisAgriculture: cite('deminimis-agri-art-3-2-2024-50k'),
  fzulg: cite('fzulg-4-1', 'fzulg-3-5'),
  fzulgBaseCap: cite('fzulg-3-5-caps', 'bsfz-2026'),
  fzulgRate: cite('fzulg-4-1-rates'),
  fzulgContractResearchOld: cite('fzulg-3-4-60'),
  fzulgContractResearch: cite('fzulg-3-4-70'),
  fzulgOverhead: cite('fzulg-3-3b'),
} as const;
