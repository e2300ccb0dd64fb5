import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Which version (content hash) of a seed was last applied, so start-up seeds only when the data changed. */
@Entity({ name: 'seed_state' })
export class SeedStateOrmEntity {
  @PrimaryColumn({ type: 'text' })
  name!: string;

  @Column({ type: 'text' })
  hash!: string;

  @Column({ name: 'applied_at', type: 'timestamptz' })
  appliedAt!: Date;
}
