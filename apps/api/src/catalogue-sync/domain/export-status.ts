import type { ProgramStatus } from '@libs/shared';
import { exportPlainText } from './export-text';

/** Banners that close a programme for good ("Antragstellung nicht mehr möglich", "ausgelaufen"). */
const CLOSED = /nicht\s+mehr|ausgelaufen|beendet|eingestellt|abgelaufen/i;
/** Banners that pause it ("derzeit nicht möglich", "in Überarbeitung", "vorübergehend"). */
const PAUSED = /derzeit|zurzeit|zur\s+zeit|vorübergehend|überarbeitung|ausgesetzt|gestoppt/i;

/**
 * The status the editorial banner (`gsb:header`, 15 variants, some misspelt) gives: `ausgelaufen`,
 * `inaktiv`, or null (no banner, or one of no known meaning: an empty banner does not mean open either,
 * so the program keeps `aktiv` and the unknown banner is counted). "Derzeit nicht mehr" reads as paused.
 */
export function bannerStatusOf(
  statusNoteHtml: string,
): Extract<ProgramStatus, 'ausgelaufen' | 'inaktiv'> | null {
  const text = exportPlainText(statusNoteHtml);
  if (!text) return null;
  if (PAUSED.test(text)) return 'inaktiv';
  if (CLOSED.test(text)) return 'ausgelaufen';
  return null;
}
