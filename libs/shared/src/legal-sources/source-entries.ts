import type { SourceEntry } from './legal-act';
import { GERMAN_SOURCE_ENTRIES } from './source-entries-de';
import { EU_SOURCE_ENTRIES } from './source-entries-eu';

/**
 * The provisions rules cite, one entry per provision (and note), referring to LEGAL_ACTS by id: the EU ones in
 * source-entries-eu.ts, the German ones in source-entries-de.ts. A rule cites entries with
 * `cite('gber-art-17-6', …)`; the text is rendered from here, so a change of an act touches one place. Adding an entry: an `id` (act + provision), the act's id, `article` (with `paragraph`/`point`) for
 * every act whose provisions are numbered, `amendedBy` where the figure comes from an amending act, `note` for
 * what the rule takes from it. No official text verified for (part of) the fact: say so in `notVerified`; a fact
 * without any official source gets `act: null`, `notVerified` and the days it is claimed for. Never a
 * secondary page.
 */
export const SOURCE_ENTRIES: readonly SourceEntry[] = [...EU_SOURCE_ENTRIES, ...GERMAN_SOURCE_ENTRIES];
