/**
 * One line of ffmpeg's `-progress` output as the fraction of `totalSec` written so far, or null for a line that
 * carries no position. The output comes in blocks of `key=value` lines, each ended by `progress=continue` (or
 * `progress=end`); `out_time_us` is the output position in microseconds (`N/A` before the first frame, and
 * negative in some builds before the first packet). At most 0.99: a render is done only when the finished file
 * has its name and the poster exists, and the renderer reports 1 then.
 */
export function progressFraction(line: string, totalSec: number): number | null {
  const match = /^out_time_us=(-?\d+)$/.exec(line.trim());
  if (!match || !(totalSec > 0)) return null;
  return Math.min(0.99, Math.max(0, Number(match[1]) / 1e6 / totalSec));
}
