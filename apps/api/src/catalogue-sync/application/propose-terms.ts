import { plainTextOf, type Program } from '@libs/catalogue';
import { extractTermsFrom, type NamedText, type TermName } from '@libs/term-extraction';
import type { DumpEntry } from '../domain/dump-entry';
import { withConfirmedTerms } from '../domain/effective-terms';
import { exportPlainText } from '../domain/export-text';
import { reconcile, type StoredTermProposal } from '../domain/term-review';
import type { SyncWriter } from './program-sync-store.port';
import { TimeSlices } from './time-slices';

/**
 * The importer's term step, inside the run's transaction: the extractor reads each imported or
 * changed program's plain text (the `descriptionText` every reader gets, so the evidence offsets point into
 * it); its proposals are stored beside the program (`reconcile`: new ones proposed, confirmed ones kept while
 * their sentence stands, reopened when it changed); then the programs are written with their confirmed terms
 * applied (`withConfirmedTerms`), so a re-import never loses a confirmation and never applies a proposal.
 * `textsOf` gives a program's named texts (the description, and where the import has them the eligibility,
 * procedure and deadline texts); each proposal keeps the tab its evidence stands in.
 */
/** The description alone: what an import without the page's other tabs has. */
export const descriptionOnly = (p: Program): NamedText[] => [
  { tab: 'description', text: plainTextOf(p.description) },
];

/**
 * The description and, where the source had them (the official export), the eligibility, procedure and
 * deadline tabs of each program's entry: `programs[i]` was built from `entries[i]`. The tabs' plain text is
 * derived here, as the details read derives it, so a proposal's offsets point into what a reader sees there.
 */
export function textsOfEntries(
  programs: readonly Program[],
  entries: readonly DumpEntry[],
): (p: Program) => NamedText[] {
  const byProgram = new Map(programs.map((p, i) => [p.id, entries[i]]));
  return (p) => {
    const texts = byProgram.get(p.id)?.details?.texts;
    const out = descriptionOnly(p);
    if (!texts) return out;
    const tabs = [
      ['eligibility', texts.eligibility],
      ['procedure', texts.procedure],
      ['deadlines', texts.deadlines],
    ] as const;
    for (const [tab, html] of tabs) {
      const text = html ? exportPlainText(html) : '';
      if (text) out.push({ tab, text });
    }
    return out;
  };
}

export async function upsertWithTerms(
  writer: SyncWriter,
  programs: readonly Program[],
  now: Date,
  textsOf: (p: Program) => readonly NamedText[] = descriptionOnly,
): Promise<void> {
  if (programs.length === 0) return;
  const stored = groupByProgram(await writer.termProposalsOf(programs.map((p) => p.id)));
  const write: StoredTermProposal[] = [];
  const drop: { programId: string; term: TermName }[] = [];
  const effective: Program[] = [];
  const slices = new TimeSlices();
  for (const p of programs) {
    const before = stored.get(p.id) ?? [];
    const changes = reconcile(p.id, extractTermsFrom(textsOf(p)), before, now);
    write.push(...changes.write);
    drop.push(...changes.drop.map((term) => ({ programId: p.id, term })));
    const after = new Map(before.map((s) => [s.term, s]));
    for (const w of changes.write) after.set(w.term, w);
    effective.push(withConfirmedTerms(p, [...after.values()]));
    await slices.tick();
  }
  await writer.writeTermProposals(write, drop);
  await writer.upsertPrograms(effective);
}

function groupByProgram(rows: readonly StoredTermProposal[]): Map<string, StoredTermProposal[]> {
  const out = new Map<string, StoredTermProposal[]>();
  for (const r of rows) out.set(r.programId, [...(out.get(r.programId) ?? []), r]);
  return out;
}
