/**
 * The data inventory (ADR 0017): for every table of the app, which personal data it holds, on what
 * legal basis, how long it is kept and how a data subject's rows are erased. Each feature declares its own
 * tables next to its migrations (`Feature.dataInventory`); the kernel declares its own. The data-protection
 * module executes erasure, export and retention from these declarations only, never from a hand list, and
 * `test/integration/data-inventory.int-spec.ts` fails for a table that no declaration describes.
 */

/** Categories of personal data (Art. 30(1)(c) DSGVO), coarse on purpose: what a record of processing needs. */
export const PERSONAL_DATA_CATEGORIES = [
  /** Names, labels a person chose, ids that single out a person (a credential, an actor id). */
  'identifiers',
  /** E-mail addresses, phone numbers, push endpoints. */
  'contact',
  /** What a person did in the product: events, clicks, requests. */
  'usage',
  /** Business data that may identify a sole trader (company profile, budget). */
  'business',
  /** Technical data: IP addresses, user agents. */
  'technical',
] as const;
export type PersonalDataCategory = (typeof PERSONAL_DATA_CATEGORIES)[number];

/** The identifiers a data subject is known by in this product; an erasure request names one of them. */
export const SUBJECT_IDENTIFIERS = ['actor_id', 'email', 'push_endpoint', 'external_id'] as const;
export type SubjectIdentifier = (typeof SUBJECT_IDENTIFIERS)[number];

/**
 * A pseudonym the product derives from an identifier and stores instead of it: erasure and export
 * compute it from the identifier and find the rows by it. `name` says how it is made (ADR 0017).
 */
export interface DerivedForm {
  name: string;
  derive(value: string, tenantId: string): string;
}

/**
 * How a subject's rows are found in a table: the column that holds the identifier (compared as text), or
 * with `form` a pseudonym derived from it.
 */
export interface SubjectLocator {
  identifier: SubjectIdentifier;
  column: string;
  form?: DerivedForm;
}

/** Art. 6(1) DSGVO (and Art. 9 where needed), with the passage it rests on, in words. */
export interface LegalBasis {
  article: 'Art. 6(1)(a)' | 'Art. 6(1)(b)' | 'Art. 6(1)(c)' | 'Art. 6(1)(f)' | 'none';
  note: string;
}

/**
 * How long rows are kept, applied by the data-retention job:
 * - `while_tenant_exists`: part of the contract; erased with the tenant (or per subject on request);
 * - `days`: rows whose `column` is older than `days` are deleted;
 * - `statutory`: a retention duty (§ 147 AO, § 257 HGB) of `years` from the end of the calendar year of
 *   `column`; afterwards deleted;
 * - `managed`: another component deletes them on its own schedule (`by` says which and when).
 */
export type RetentionRule =
  | { kind: 'while_tenant_exists' }
  | { kind: 'days'; days: number; column: string }
  | { kind: 'statutory'; years: 6 | 8 | 10; ground: string; column: string }
  | { kind: 'managed'; by: string };

/** What happens to a column when a row is pseudonymised. */
export type PseudonymisedValue = 'redact' | 'null' | 'hash' | 'now';

/**
 * What an erasure request does to the subject's rows:
 * - `delete`: the rows go;
 * - `pseudonymise`: the named columns are replaced (a salted hash, NULL, a placeholder, or the time of
 *   erasure, e.g. `revoked_at`, so that an erased person's credential stops working at once);
 * - `restrict`: § 35(3) BDSG / Art. 17(3)(b) DSGVO: a retention duty forbids erasure; the rows are kept,
 *   marked restricted until the retention end, and deleted by the data-retention job then;
 * - `none`: the table holds no personal data of a subject (or none that a request can single out).
 */
export type ErasureStrategy =
  | { kind: 'delete' }
  | { kind: 'pseudonymise'; columns: Readonly<Record<string, PseudonymisedValue>> }
  | { kind: 'restrict'; ground: string }
  | { kind: 'none'; reason: string };

/**
 * What a text or JSON column holds; every such column of a table is classified, by
 * `TableDescription.columns` or by the naming rule in `columnClassOf`:
 * - `subject`: a subject's identifier or data about them, reached by the table's subject rules;
 * - `free_text`: written by a person (names, descriptions, labels, notes): the API refuses personal data there
 *   (`@NoPersonalData`, 400 `PERSONAL_DATA`), so it need not be searched;
 * - `structured`: values checked against a schema or made by the service (codes, enums, ids, numbers, URLs,
 *   versions, JSON it builds or validates field by field): no free text, no identifier of a person;
 * - `external_text`: text another system sent (an error message, a receiver's response excerpt), short and
 *   kept only as long as its table's retention;
 * - `public`: published catalogue text (funding programs, legal changes), about no person;
 * - `secret`: digests, hashes and ciphertext (never exported).
 */
export type ColumnClass = 'subject' | 'free_text' | 'structured' | 'external_text' | 'public' | 'secret';

export interface TableDescription {
  /** The table; `schema.*` for a whole schema owned by one component (e.g. `pgboss.*`). */
  table: string;
  purpose: string;
  personalData: readonly PersonalDataCategory[];
  legalBasis: LegalBasis;
  retention: RetentionRule;
  erasure: ErasureStrategy;
  /** How a data subject's rows are found; absent when none can be (then erasure is `none`). */
  subjects?: readonly SubjectLocator[];
  /**
   * Art. 20: data the subject provided or generated by their use; exported by the portability job, which
   * finds the rows through `subjects` only: `portable` without a subject locator would export nothing, so the
   * inventory check refuses it.
   */
  portable?: boolean;
  /** Classes of the text and JSON columns the naming rule in `columnClassOf` does not settle. */
  columns?: Readonly<Record<string, ColumnClass>>;
}

/** Ids and digests by their names: `id`, `*_id(s)`, `*_digest`, `*_hash`, `*_ciphertext`. */
const ID_COLUMN = /^(id|.+_ids?)$/;
const SECRET_COLUMN = /(digest|_hash|ciphertext)$/;

/** The class of one text or JSON column: a subject rule's column, the declared class, or by its name. */
export function columnClassOf(d: TableDescription, column: string): ColumnClass | undefined {
  if ((d.subjects ?? []).some((s) => s.column === column)) return 'subject';
  const declared = d.columns?.[column];
  if (declared) return declared;
  if (SECRET_COLUMN.test(column)) return 'secret';
  if (ID_COLUMN.test(column)) return 'structured';
  return undefined;
}

/** Every description of the app (kernel and features), as the kernel hands it to the modules. */
export class DataInventory {
  constructor(readonly tables: readonly TableDescription[]) {}

  describe(table: string): TableDescription | undefined {
    const schema = table.includes('.') ? table.split('.')[0] : undefined;
    return this.tables.find((t) => t.table === table || (schema && t.table === `${schema}.*`));
  }
}
