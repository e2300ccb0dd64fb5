import type { TenantScope } from '@libs/shared';
import type { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import { DatevSettingsRepository, type StoredDatevSettings } from '../application/datev-settings.port';
import type { DatevSettings } from '../domain/datev-settings';

interface Row {
  berater_nummer: number;
  mandanten_nummer: number;
  wirtschaftsjahr_beginn: string;
  sachkontenlaenge: number;
  skr: '03' | '04';
  konto: string;
  gegenkonto: string;
  bu_schluessel: string | null;
  updated_at: Date;
}

const toSettings = (r: Row): StoredDatevSettings => ({
  beraterNummer: Number(r.berater_nummer),
  mandantenNummer: Number(r.mandanten_nummer),
  wirtschaftsjahrBeginnMonatTag: r.wirtschaftsjahr_beginn,
  sachkontenlaenge: Number(r.sachkontenlaenge),
  skr: r.skr,
  konto: r.konto,
  gegenkonto: r.gegenkonto,
  buSchluessel: r.bu_schluessel,
  updatedAt: new Date(r.updated_at),
});

/** DATEV settings under the tenant's row-level security, one row per mode (ADR 0009). */
export class TypeormDatevSettings extends DatevSettingsRepository {
  constructor(private readonly tenantTx: TenantTransaction) {
    super();
  }

  async find({ tenantId, sandbox }: TenantScope): Promise<StoredDatevSettings | null> {
    const [row] = await this.tenantTx.query<Row[]>(
      tenantId,
      `SELECT * FROM datev_settings WHERE tenant_id = $1 AND sandbox = $2`,
      [tenantId, sandbox],
    );
    return row ? toSettings(row) : null;
  }

  async save({ tenantId, sandbox }: TenantScope, s: DatevSettings, now: Date): Promise<StoredDatevSettings> {
    await this.tenantTx.query(
      tenantId,
      `INSERT INTO datev_settings (tenant_id, sandbox, berater_nummer, mandanten_nummer, wirtschaftsjahr_beginn,
         sachkontenlaenge, skr, konto, gegenkonto, bu_schluessel, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       ON CONFLICT (tenant_id, sandbox) DO UPDATE SET berater_nummer = $3, mandanten_nummer = $4,
         wirtschaftsjahr_beginn = $5, sachkontenlaenge = $6, skr = $7, konto = $8, gegenkonto = $9,
         bu_schluessel = $10, updated_at = $11`,
      [
        tenantId,
        sandbox,
        s.beraterNummer,
        s.mandantenNummer,
        s.wirtschaftsjahrBeginnMonatTag,
        s.sachkontenlaenge,
        s.skr,
        s.konto,
        s.gegenkonto,
        s.buSchluessel,
        now,
      ],
    );
    return { ...s, updatedAt: now };
  }
}
