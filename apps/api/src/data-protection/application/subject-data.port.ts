import type { SubjectIdentifier } from '../../platform/features/data-inventory';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import type { TableAction } from '../domain/erasure-actions';

export type { TableAction };

/** Whom a request is about: one of the identifiers the product knows a person by. */
export interface SubjectRef {
  identifier: SubjectIdentifier;
  value: string;
}

/**
 * An exported column as the database defines it, from which the archive's JSON Schema is generated: the kind
 * of its values, whether it is an array of them and whether it admits NULL.
 */
export interface ExportedColumn {
  name: string;
  kind:
    'uuid' | 'text' | 'date' | 'timestamp' | 'integer' | 'bigint' | 'number' | 'boolean' | 'json' | 'other';
  array: boolean;
  nullable: boolean;
  /** The database's name of the type (`timestamptz`, `text[]`), for the schema's description. */
  sqlType: string;
}

export interface ExportedTable {
  table: string;
  /** The inventory's purpose of the table (the row schema's description). */
  purpose: string;
  categories: readonly string[];
  /** The exported columns, in the table's order; every row has exactly these keys. */
  columns: ExportedColumn[];
  rows: Record<string, unknown>[];
}

/** Whether sandbox data only (a sandbox request) or all of the subject's data (a live request) is meant. */
export interface SubjectScope {
  sandboxOnly: boolean;
}

/**
 * The subject's rows in every table of the data inventory, found and acted on by the inventory's rules
 * only (never a hand list), inside the tenant's transaction: row-level security keeps it to that tenant.
 */
export abstract class SubjectData {
  abstract preview(tx: Transaction, scope: SubjectScope, subject: SubjectRef): Promise<TableAction[]>;
  abstract erase(
    tx: Transaction,
    scope: SubjectScope,
    subject: SubjectRef,
    requestId: string,
    now: Date,
  ): Promise<TableAction[]>;
  abstract export(tx: Transaction, scope: SubjectScope, subject: SubjectRef): Promise<ExportedTable[]>;
}
