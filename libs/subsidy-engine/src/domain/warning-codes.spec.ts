import { WARNING_CODES } from './warning-codes';

describe('WARNING_CODES', () => {
  it.each([
    'DEMINIMIS_HEADROOM',
    'SME_STATUS_MISMATCH',
    'PROGRAM_NOT_ACTIVE',
    'DEADLINE_PASSED',
    'REGION_NOT_ELIGIBLE',
    'SIZE_NOT_ELIGIBLE',
    'SECTOR_EXCLUDED',
    'MAX_AMOUNT_CAPPED',
    'LEGAL_MAX_INTENSITY',
    'BELOW_MIN_AMOUNT',
    'NOT_A_GRANT',
    'BALANCE_SHEET_MISSING',
    'COMPANY_TOO_OLD',
  ])('lists %s with a German description', (code) => {
    expect(WARNING_CODES[code as keyof typeof WARNING_CODES]).toMatch(/[a-zäöü]{3,}/);
  });
});
