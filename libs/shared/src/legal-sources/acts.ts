import { GERMAN_ACTS } from './acts-de';
import { EU_ACTS } from './acts-eu';
import type { LegalAct } from './legal-act';

/**
 * The acts every rule cites (../shared/research/rules.md §10, regional-aid-map.md §5), one entry per act.
 *
 * Adding an act:
 * 1. Cite the official text only: EU acts by their ELI (`http://data.europa.eu/eli/reg/2023/2831/oj`);
 *    Commission communications and guidelines by OJ reference + EUR-Lex CELEX link; Commission decisions by case
 *    number (competition-cases.ec.europa.eu); German federal law on gesetze-im-internet.de (the BGBl on
 *    recht.bund.de for a change not yet consolidated); Land law on the Land's portal; a program's guideline on
 *    the funder's page or foerderdatenbank.de. The host must be in OFFICIAL_HOSTS (official-hosts.ts).
 * 2. Give the version read (`versionDate`) and the days in force (`validFrom`, `validTo` or null).
 * 3. Put it in EU_ACTS (acts-eu.ts) or GERMAN_ACTS (acts-de.ts); add the provisions rules cite to
 *    SOURCE_ENTRIES (source-entries.ts) and cite them with `cite(id, …)`.
 * Never cite a secondary page (blog, law firm, consultancy, news, statute mirror): where no official text was
 * verified, add a source entry with `notVerified` instead. The guard (legal-sources.guard.spec.ts) checks all
 * of this.
 */
export const LEGAL_ACTS: readonly LegalAct[] = [...EU_ACTS, ...GERMAN_ACTS];
