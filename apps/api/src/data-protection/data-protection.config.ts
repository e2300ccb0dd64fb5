import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { configSection, validateEnvironment, type ConfigSection } from '../platform/config/config-section';
import type { AppConfig } from '../platform/config/app-config';
import { toInt } from '../platform/config/env-transforms';

/** The data-protection module's settings (docs/configuration.md). */
export interface DataProtectionSettings {
  /** How long a portability archive stays downloadable. */
  archiveTtlSeconds: number;
  /** How many days before its due date an open request is announced (`dsgvo.request_due_soon`). */
  dueSoonDays: number;
  /** How long finished requests (with their receipts) are kept as evidence, in months. */
  requestEvidenceMonths: number;
}

const DEFAULTS: DataProtectionSettings = {
  archiveTtlSeconds: 86_400,
  dueSoonDays: 7,
  requestEvidenceMonths: 36,
};

class DataProtectionEnvironment {
  @IsOptional() @Transform(toInt) @IsInt() @Min(60) @Max(604_800) DSGVO_ARCHIVE_TTL_SECONDS?: number;
  @IsOptional() @Transform(toInt) @IsInt() @Min(1) @Max(28) DSGVO_DUE_SOON_DAYS?: number;
  @IsOptional() @Transform(toInt) @IsInt() @Min(12) @Max(120) DSGVO_REQUEST_EVIDENCE_MONTHS?: number;
}

export const DATA_PROTECTION_CONFIG: ConfigSection<Partial<DataProtectionSettings>> = {
  key: 'dataProtection',
  load(env) {
    const parsed = validateEnvironment(DataProtectionEnvironment, env);
    return {
      archiveTtlSeconds: parsed.DSGVO_ARCHIVE_TTL_SECONDS,
      dueSoonDays: parsed.DSGVO_DUE_SOON_DAYS,
      requestEvidenceMonths: parsed.DSGVO_REQUEST_EVIDENCE_MONTHS,
    };
  },
};

export function dataProtectionSettings(config: AppConfig): DataProtectionSettings {
  const section = configSection<Partial<DataProtectionSettings>>(config, 'dataProtection') ?? {};
  const defined = Object.fromEntries(Object.entries(section).filter(([, v]) => v !== undefined));
  return { ...DEFAULTS, ...defined };
}
