import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, IsUrl, Max, Min } from 'class-validator';
import { validateEnvironment, type ConfigSection } from '../platform/config/config-section';

export interface CatalogueSyncConfig {
  /** `csv_data.zip` to import on schedule; null: the program-sync job records a skipped run. */
  sourceUrl: string | null;
  goneAfterRuns: number;
  maxRowDropPercent: number;
  /** Where refused runs' files are kept for the operator; unset: `program-sync-held` in the data directory. */
  heldDumpDir?: string | null;
  /** Base URL of a DIP-shaped legislative feed (`…/api/v1`); null: legal monitoring checks dates only. */
  legalFeedUrl: string | null;
  legalFeedApiKey: string | null;
}

const toInt = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : Number(value);
const URL_OPTIONS = { require_tld: false, protocols: ['http', 'https'], require_protocol: true };

class CatalogueSyncEnvironment {
  @IsOptional() @IsUrl(URL_OPTIONS) PROGRAM_SYNC_SOURCE_URL?: string;
  @IsOptional() @Transform(toInt) @IsInt() @Min(2) @Max(30) PROGRAM_SYNC_GONE_AFTER_RUNS?: number;
  @IsOptional() @Transform(toInt) @IsInt() @Min(1) @Max(90) PROGRAM_SYNC_MAX_ROW_DROP_PERCENT?: number;
  @IsOptional() @IsString() PROGRAM_SYNC_HELD_DIR?: string;
  @IsOptional() @IsUrl(URL_OPTIONS) LEGAL_FEED_URL?: string;
  @IsOptional() LEGAL_FEED_API_KEY?: string;
}

/** The `catalogueSync` section (docs/configuration.md). */
export const CATALOGUE_SYNC_CONFIG: ConfigSection<CatalogueSyncConfig> = {
  key: 'catalogueSync',
  load(env) {
    const parsed = validateEnvironment(CatalogueSyncEnvironment, env);
    return {
      sourceUrl: parsed.PROGRAM_SYNC_SOURCE_URL ?? null,
      goneAfterRuns: parsed.PROGRAM_SYNC_GONE_AFTER_RUNS ?? 3,
      maxRowDropPercent: parsed.PROGRAM_SYNC_MAX_ROW_DROP_PERCENT ?? 10,
      heldDumpDir: parsed.PROGRAM_SYNC_HELD_DIR ?? null,
      legalFeedUrl: parsed.LEGAL_FEED_URL ?? null,
      legalFeedApiKey: parsed.LEGAL_FEED_API_KEY ?? null,
    };
  },
};
