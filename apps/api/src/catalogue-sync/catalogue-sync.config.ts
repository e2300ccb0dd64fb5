import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUrl, Max, Min } from 'class-validator';
import { validateEnvironment, type ConfigSection } from '../platform/config/config-section';

/**
 * The licence the Förderdatenbank's texts are published under is not settled in public material: the
 * imprint says CC BY-ND 4.0 for the site's texts, the export's FAQ is reported to say CC BY 4.0. The
 * stricter one is the default (texts verbatim, attribution); an operator who has it confirmed may set the
 * other (docs/configuration.md, ADR 0015).
 */
export const EXPORT_LICENCES = {
  'CC BY-ND 4.0': 'https://creativecommons.org/licenses/by-nd/4.0/deed.de',
  'CC BY 4.0': 'https://creativecommons.org/licenses/by/4.0/deed.de',
} as const;
export type ExportLicenceName = keyof typeof EXPORT_LICENCES;
export const DEFAULT_EXPORT_LICENCE: ExportLicenceName = 'CC BY-ND 4.0';

export interface CatalogueSyncConfig {
  /**
   * What `program-sync` imports daily: the official export (`https://www.foerderdatenbank.de/FDB/WS/export`,
   * one ZIP, a full snapshot regenerated daily; the documented source) or an old CSV dump
   * (`csv_data.zip`); the reader is chosen by what the source delivers. Null: a skipped run.
   */
  sourceUrl: string | null;
  /** The licence named in every imported program's attribution; default `DEFAULT_EXPORT_LICENCE`. */
  licence?: ExportLicenceName;
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
  @IsOptional() @IsIn(Object.keys(EXPORT_LICENCES)) PROGRAM_SYNC_LICENCE?: ExportLicenceName;
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
      licence: parsed.PROGRAM_SYNC_LICENCE ?? DEFAULT_EXPORT_LICENCE,
      legalFeedUrl: parsed.LEGAL_FEED_URL ?? null,
      legalFeedApiKey: parsed.LEGAL_FEED_API_KEY ?? null,
    };
  },
};
