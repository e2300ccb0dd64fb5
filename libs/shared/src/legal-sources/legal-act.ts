/**
 * The law a rule is read from, as lawyers cite it: an act (regulation, statute, Commission communication or
 * decision, Land guideline, funder's page) and, per rule, the provision in it. Acts and provisions live in one
 * registry (acts.ts, source-entries.ts) so one act is cited the same way everywhere.
 */
export type LegalActKind =
  | 'eu-regulation'
  | 'eu-recommendation'
  | 'eu-communication'
  | 'commission-decision'
  | 'commission-publication'
  | 'federal-law'
  | 'federal-gazette'
  | 'federal-framework'
  | 'administrative-regulation'
  | 'land-law'
  | 'land-portal'
  | 'funder-page';

export interface LegalAct {
  id: string;
  kind: LegalActKind;
  /** The short form lawyers write: `VO (EU) 2023/2831`, `FZulG`, `SA.64020`. */
  citation: string;
  title: string;
  /** ELI, CELEX number, case number, BGBl/BAnz reference or OJ reference. */
  identifier: string;
  /** The official text (ELI, EUR-Lex, case register, gesetze-im-internet.de, the Land's or funder's site). */
  url: string;
  /** How its provisions are numbered (`Art.`, `§`, `Nr.`); null where the act has no numbered provisions. */
  articleLabel: string | null;
  /** Date of the version read: the OJ/BGBl publication or the consolidated version. */
  versionDate: string;
  /** First day in force (or, for a page, the first day its content applies). */
  validFrom: string;
  /** Last day in force, or null while no end is known. */
  validTo: string | null;
  /** What about the validity was not read in the official text. */
  validityNotVerified?: string;
}

/** One provision of an act (or one fact no official text could be found for), cited by rules by its id. */
export interface SourceEntry {
  id: string;
  /** The act's id, or null for a fact without a verified official source (then `notVerified` says so). */
  act: string | null;
  article?: string;
  paragraph?: string;
  point?: string;
  /** Amending acts the cited figure comes from, by id (rendered `i. d. F. …`). */
  amendedBy?: readonly string[];
  /** What the provision says, where the rule needs it spelled out. */
  note?: string;
  /** A deep link to the provision where the official site has one (gesetze-im-internet.de `__4.html`). */
  url?: string;
  /**
   * Set where no official source could be verified for (part of) the fact: rendered as
   * "amtliche Quelle nicht geprüft: …" instead of a secondary source.
   */
  notVerified?: string;
  /** For a fact without an act: the days it is claimed for. */
  validFrom?: string;
  validTo?: string | null;
  /** Points to the program's own guideline in its catalogue entry (its validity is the program's). */
  catalogueEntry?: true;
}
