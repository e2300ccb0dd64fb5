import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'api_keys' })
export class ApiKeyOrmEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'tenant_id', type: 'uuid' })
  tenantId!: string;

  @Column({ type: 'text' })
  name!: string;

  /** HMAC-SHA256 of the key (hex); the key itself is never stored. */
  @Column({ type: 'text' })
  digest!: string;

  @Column({ type: 'text' })
  prefix!: string;

  @Column({ type: 'text' })
  last4!: string;

  @Column({ type: 'text', array: true })
  scopes!: string[];

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt!: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  /** Start of the UTC day of the last use (day granularity, see ApiKey.lastUsedAt). */
  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt!: Date | null;

  /** Console sessions of this key started before this instant are ended (sign-out). */
  @Column({ name: 'console_sessions_ended_at', type: 'timestamptz', nullable: true })
  consoleSessionsEndedAt!: Date | null;
}
