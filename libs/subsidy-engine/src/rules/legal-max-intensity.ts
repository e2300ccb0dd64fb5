import type { CompanySize, LegalBasis, ResearchCategory } from '@libs/shared';
import { LEGAL_SOURCES } from './legal-sources';

export interface LegalMaxIntensity {
  rate: number;
  label: string;
  legalSource: string;
  ruleVersion: string;
  unverified?: string;
}

type BySize = Record<CompanySize, number>;
const sme = (small: number, medium: number, large: number): BySize => ({
  micro: small,
  small,
  medium,
  large,
});

/** GBER 651/2014 as amended by 2023/1315 (in force since 2023-07-01), maximum intensity per article. */
const GBER_ARTICLES: Record<
  string,
  { bySize: BySize; label: string; legalSource: string; unverified?: string }
> = {
  // Art. 17(6): 20 % small, 10 % medium; the article is for SMEs only.
  '17': { bySize: sme(0.2, 0.1, 0), label: 'KMU-Investitionsbeihilfe', legalSource: LEGAL_SOURCES.gberArt17 },
  '18': { bySize: sme(0.5, 0.5, 0), label: 'KMU-Beratungsbeihilfe', legalSource: LEGAL_SOURCES.gberArt18 },
  '19': { bySize: sme(0.5, 0.5, 0), label: 'KMU-Messebeihilfe', legalSource: LEGAL_SOURCES.gberArt19 },
  '28': {
    bySize: sme(0.5, 0.5, 0),
    label: 'Innovationsbeihilfe für KMU',
    legalSource: LEGAL_SOURCES.gberArt28,
    unverified: 'AGVO Art. 28: 50 % nicht im Verordnungstext gesehen (rules.md §3.2)',
  },
  '29': {
    bySize: sme(0.5, 0.5, 0.15),
    label: 'Prozess- und Organisationsinnovation',
    legalSource: LEGAL_SOURCES.gberArt29,
  },
  // Art. 31(4): 50 % + 20 pp small / + 10 pp medium, at most 70 %.
  '31': { bySize: sme(0.7, 0.6, 0.5), label: 'Ausbildungsbeihilfe', legalSource: LEGAL_SOURCES.gberArt31 },
};

/**
 * GBER Art. 25(5),(6): base intensity by research category, + 20 pp small / + 10 pp medium for industrial
 * research, experimental development and feasibility studies, + 15 pp for effective collaboration or wide
 * dissemination, at most 80 %. The engine cannot see collaboration, so the cap includes that bonus.
 */
const ART25_BASE: Record<ResearchCategory, number> = {
  fundamental: 1,
  industrial: 0.5,
  experimental: 0.25,
  feasibility: 0.5,
};
const SIZE_BONUS: BySize = { micro: 0.2, small: 0.2, medium: 0.1, large: 0 };

function art25(category: ResearchCategory, size: CompanySize): number {
  if (category === 'fundamental') return 1;
  const bonus = category === 'feasibility' ? SIZE_BONUS[size] : SIZE_BONUS[size] + 0.15;
  return Math.min(0.8, ART25_BASE[category] + bonus);
}

/**
 * Regional aid map 2022-2027 (valid 2022-01-01 to 2027-12-31): the highest German large-enterprise rate is
 * 25 % (border areas); + 20 pp small, + 10 pp medium for eligible costs up to 50 M EUR. The area value of the
 * municipality may be lower (10-20 %); the programs' regional rates carry the Land values.
 */
const MAP_HIGHEST_LARGE_RATE = 0.25;

/** The highest intensity the legal basis allows this size class, or null where none applies. */
export function legalMaxIntensity(basis: LegalBasis, size: CompanySize): LegalMaxIntensity | null {
  if (basis.kind === 'regional-aid-map') {
    return {
      rate: MAP_HIGHEST_LARGE_RATE + SIZE_BONUS[size],
      label: 'Regionalbeihilfe: höchster Satz der Fördergebietskarte (25 %) plus KMU-Zuschlag',
      legalSource: LEGAL_SOURCES.regionalAidMap,
      ruleVersion: 'regional-aid-map-de-2022-2027',
    };
  }
  if (basis.kind !== 'gber') return null;
  if (basis.article === '25') {
    const category = basis.researchCategory ?? 'industrial';
    return {
      rate: art25(category, size),
      label: `FuE-Beihilfe (${category === 'industrial' && !basis.researchCategory ? 'industrielle Forschung angenommen' : category}) inkl. Zuschlägen`,
      legalSource: LEGAL_SOURCES.gberArt25,
      ruleVersion: 'gber-art25-2023/1315',
    };
  }
  const article = GBER_ARTICLES[basis.article];
  if (!article) return null;
  return {
    rate: article.bySize[size],
    label: article.label,
    legalSource: article.legalSource,
    ruleVersion: `gber-art${basis.article}-2023/1315`,
    ...(article.unverified ? { unverified: article.unverified } : {}),
  };
}
