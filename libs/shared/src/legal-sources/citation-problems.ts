import { NOT_VERIFIED, sourcesCitedIn } from './cite';
import { isOfficialUrl } from './official-hosts';

/**
 * What is wrong with a rule's `legalSource` text: a link outside the official hosts, or a text that cites no
 * registry entry at all. The guards of the rule tables run every citation through this.
 */
export function citationProblems(legalSource: string): string[] {
  const problems: string[] = [];
  const sources = sourcesCitedIn(legalSource);
  for (const s of sources) {
    if (s.url && !isOfficialUrl(s.url)) problems.push(`nicht amtliche Quelle: ${s.url}`);
  }
  if (!sources.some((s) => s.id !== null) && !legalSource.includes(NOT_VERIFIED)) {
    problems.push(`kein Eintrag des Quellenregisters: ${legalSource}`);
  }
  return problems;
}
