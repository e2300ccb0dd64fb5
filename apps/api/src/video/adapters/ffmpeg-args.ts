import type { SlideText } from '../domain/text-layout';
import type { VideoOptions } from '../domain/video-job';

/** The product's colours (the portal's dark blue, its gold accent) and the caption style. */
export const PALETTE = { background: '0x0F3B5F', accent: '0xF2A900', text: 'white' };

export interface SlideTiming {
  startSec: number;
  endSec: number;
  /** Files in the work directory (relative names: ffmpeg runs there, so no path needs filter escaping). */
  headingFile: string;
  bodyFile: string;
  /** The slide's narration WAV, when narrated. */
  audioFile: string | null;
  /** Sizes and places of its heading and body, fitted to the frame (text-layout.ts). */
  text: SlideText;
}

export interface Layout {
  width: number;
  height: number;
  fps: number;
  headingSize: number;
  bodySize: number;
  margin: number;
}

const t = (n: number) => n.toFixed(3);

/**
 * libass sizes a caption (ASS, ffmpeg's default 384x288 script) by the frame's height (288 script lines), so the landscape size 14 drew a
 * portrait caption twice as large against its width: 4 lines edge to edge. A portrait frame gets
 * the landscape font's pixel size (8 x 640/288 is about 14 x 360/288), and lines of 28 characters to fit.
 */
export function captionFontSize(width: number, height: number): number {
  return height > width ? Math.round((14 * width) / height) : 14;
}

/**
 * The one ffmpeg invocation of a render: a colour source as long as the narration, per slide a heading and a
 * body drawn with DejaVu (enabled while the slide's narration plays), captions burned in by libass when asked,
 * the WAVs concatenated (or silence), H.264 yuv420p + AAC with the index at the front (fast start).
 */
export function renderArgs(
  slides: SlideTiming[],
  layout: Layout,
  options: VideoOptions,
  fontDir: string,
  preset: string,
): string[] {
  const total = slides[slides.length - 1]!.endSec;
  const { width, height, fps, margin } = layout;
  const args = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'];
  args.push('-f', 'lavfi', '-i', `color=c=${PALETTE.background}:s=${width}x${height}:r=${fps}:d=${t(total)}`);
  const narrated = options.narration && slides.every((s) => s.audioFile);
  if (narrated) for (const s of slides) args.push('-i', s.audioFile!);
  else args.push('-f', 'lavfi', '-t', t(total), '-i', 'anullsrc=r=22050:cl=mono');

  const bold = `${fontDir}/DejaVuSans-Bold.ttf`;
  const regular = `${fontDir}/DejaVuSans.ttf`;
  const video = [
    `drawbox=x=0:y=0:w=${Math.max(4, Math.round(width * 0.02))}:h=ih:color=${PALETTE.accent}:t=fill`,
    ...slides.flatMap((s) => {
      const enable = `enable='between(t,${t(s.startSec)},${t(s.endSec)})'`;
      const { heading, body, headingY, bodyY } = s.text;
      return [
        `drawtext=fontfile=${bold}:textfile=${s.headingFile}:expansion=none:fontcolor=${PALETTE.text}:fontsize=${heading.size}:line_spacing=${heading.spacing}:x=${margin}:y=${headingY}:${enable}`,
        `drawtext=fontfile=${regular}:textfile=${s.bodyFile}:expansion=none:fontcolor=${PALETTE.text}:fontsize=${body.size}:line_spacing=${body.spacing}:x=${margin}:y=${bodyY}:${enable}`,
      ];
    }),
  ];
  if (options.captions) {
    video.push(
      `subtitles=filename=captions.ass:fontsdir=${fontDir}:force_style='FontName=DejaVu Sans,FontSize=${captionFontSize(width, height)},Outline=1,Shadow=0,MarginV=12'`,
    );
  }
  const audio = narrated
    ? `${slides.map((_, i) => `[${i + 1}:a]`).join('')}concat=n=${slides.length}:v=0:a=1[a]`
    : `[1:a]anull[a]`;
  args.push('-filter_complex', `[0:v]${video.join(',')}[v];${audio}`);
  args.push('-map', '[v]', '-map', '[a]', '-t', t(total), '-r', String(fps));
  args.push('-c:v', 'libx264', '-preset', preset, '-pix_fmt', 'yuv420p', '-profile:v', 'high');
  args.push('-c:a', 'aac', '-b:a', '96k', '-ar', '44100');
  args.push('-movflags', '+faststart', '-progress', 'pipe:1', '-nostats', 'video.part.mp4');
  return args;
}

/** espeak-ng's German voice at 160 words a minute, UTF-8 text from a file, into a WAV (relative names). */
export function narrationArgs(textFile: string, wav: string): string[] {
  return [...NARRATION_VOICE, '-f', textFile, '-w', wav];
}

/** The voice options of every narration (the system binary and the WebAssembly one alike). */
export const NARRATION_VOICE = ['-v', 'de', '-s', '160', '-b', '1'];

/** The poster: one JPEG frame at one second (or the middle of a shorter video). */
export function posterArgs(atSec: number): string[] {
  return ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', '-ss', t(atSec), '-i', 'video.mp4'].concat([
    '-frames:v',
    '1',
    '-q:v',
    '3',
    'poster.jpg',
  ]);
}
