import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity({ name: 'oauth_clients' })
export class OAuthClientOrmEntity {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'tenant_id', type: 'uuid' })
  tenantId!: string;

  @Column({ name: 'client_id', type: 'text' })
  clientId!: string;

  @Column({ type: 'text' })
  name!: string;

  /** HMAC-SHA256 of the client secret (hex). */
  @Column({ name: 'secret_digest', type: 'text' })
  secretDigest!: string;

  @Column({ type: 'text', array: true })
  scopes!: string[];

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;
}
