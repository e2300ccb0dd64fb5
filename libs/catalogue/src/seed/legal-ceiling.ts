import type { LegalBasis } from '@libs/shared';

/**
 * The ceiling the law puts on one grant when a program states no maximum of its own (`maxAmount` is
 * a real cap, never 0 as unknown). Null where no State-aid ceiling applies on our side (tax law without a
 * cap, EU direct management, market-conform financing): such programs must carry a curated maxAmount.
 */
export function legalCeilingEur(basis: LegalBasis): number | null {
  switch (basis.kind) {
    case 'deminimis':
      // Regulation (EU) 2023/2831 Art. 3(2): 300,000 EUR per single undertaking over three years;
      // 1408/2013 as amended by 2024/3118: 50,000; 717/2014 as amended by 2023/2391: 40,000;
      // 2023/2832 (SGEI): 750,000.
      return { general: 300_000, agriculture: 50_000, fishery: 40_000, sgei: 750_000 }[basis.regulation];
    case 'gber':
      return GBER_NOTIFICATION_THRESHOLDS_EUR[basis.article] ?? null;
    case 'regional-aid-map':
      // GBER Art. 4(1)(a): half of the maximum aid amount for 100 M EUR eligible costs, i.e. the "adjusted
      // aid amount" R x (50 M + 0.5 x 50 M) at the highest German map rate R = 25 % (border areas).
      // UNVERIFIED: formula from rules.md §3.3 (fontesdeutschland, Art. 2 Nr. 20), not seen in the OJ text.
      return 18_750_000;
    default:
      return null;
  }
}

/**
 * GBER Art. 4 notification thresholds per undertaking and project, as amended by Regulation (EU) 2023/1315.
 * UNVERIFIED except Art. 31 (training, 3 M EUR, lexxion [S53]): values from rules.md §3.3 "recollection of
 * 2023/1315, not seen". Confirm against CELEX:02014R0651-20230701 before relying on them.
 */
const GBER_NOTIFICATION_THRESHOLDS_EUR: Record<string, number> = {
  '17': 8_250_000,
  '18': 2_200_000,
  '19': 2_200_000,
  '25': 35_000_000,
  '28': 2_200_000,
  '29': 8_250_000,
  '31': 3_000_000,
};
