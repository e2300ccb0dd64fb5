/* eslint-disable @typescript-eslint/no-require-imports */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  accessSync,
  constants,
  existsSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { wasmNarration } from '../../apps/api/src/video/adapters/espeak-wasm';
import { NARRATION_VOICE, narrationArgs } from '../../apps/api/src/video/adapters/ffmpeg-args';
import { resolveVideoTools } from '../../apps/api/src/video/adapters/installed-video-tools';

/**
 * The programs the tests drive or check their results with, found the way the app finds its video tools
 * (ADR 0020): the system's where installed (Debian's packages: faster), otherwise the one shipped by an npm
 * dev dependency, so that `npm install && npm test` passes on a machine without them. Each lookup says once per
 * process on stderr which one it took.
 *
 * `FM_TEST_TOOLS=npm` forbids the system tools: only the npm-shipped ones are taken (and the app under test,
 * see test-app.ts, gets the same). `.ci/run` runs the suites that use this module that way, with the system
 * binaries also hidden from `PATH`, so a missing npm fallback fails CI instead of hiding behind an apt package.
 */
export type ToolSource = 'system' | 'npm';
export interface FoundTool {
  path: string;
  source: ToolSource;
}

const ROOT = join(__dirname, '..', '..');
const NOT_INSTALLED = '/nonexistent/fm-system-tools-forbidden';

/** Whether the system's tools may be used (`FM_TEST_TOOLS=npm`: no). */
export function systemToolsAllowed(): boolean {
  return process.env.FM_TEST_TOOLS !== 'npm';
}

/** Says once per process (env survives Jest's per-file module registry) which tool a lookup took. */
function announce(name: string, source: string, path: string): void {
  const key = `FM_TEST_TOOL_SAID_${name.replace(/\W/g, '_').toUpperCase()}`;
  if (process.env[key] === source) return;
  process.env[key] = source;
  process.stderr.write(`test tools: ${name} from ${source} (${path})\n`);
}

const runs = (cmd: string, arg: string) =>
  spawnSync(cmd, [arg], { stdio: 'ignore', timeout: 10_000, shell: false }).status === 0;

/** `name` as the shell finds it (the first executable on PATH), if it answers `arg`: a stub that fails does not count. */
function onPath(name: string, arg: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!dir) continue;
    const file = join(dir, name);
    try {
      accessSync(file, constants.X_OK);
    } catch {
      continue;
    }
    return runs(file, arg) ? file : null;
  }
  return null;
}

function required<T>(found: T | null, name: string, packageName: string): T {
  if (found !== null) return found;
  throw new Error(
    `${name} not found: neither installed on this system (or forbidden by FM_TEST_TOOLS=npm) nor from the ` +
      `dev dependency ${packageName} (run npm install).`,
  );
}

let videoTools: ReturnType<typeof resolveVideoTools> | undefined;
/** ffmpeg, eSpeak NG and the DejaVu faces exactly as the app resolves them, system paths withheld if forbidden. */
function video(): ReturnType<typeof resolveVideoTools> {
  const system = systemToolsAllowed();
  videoTools ??= resolveVideoTools({
    ffmpegPath: system ? 'ffmpeg' : NOT_INSTALLED,
    espeakPath: system ? 'espeak-ng' : NOT_INSTALLED,
    fontDir: system ? '/usr/share/fonts/truetype/dejavu' : NOT_INSTALLED,
  });
  return videoTools;
}

/** ffmpeg: the system's, else the static one of `@ffmpeg-installer/ffmpeg` (the app's own fallback). */
export function ffmpegTool(): FoundTool {
  const t = video();
  const path = required(t.ffmpegPath, 'ffmpeg', '@ffmpeg-installer/ffmpeg');
  const source = t.sources!.ffmpeg as ToolSource; // always set by resolveVideoTools
  announce('ffmpeg', source, path);
  return { path, source };
}

/** The directory of the DejaVu faces the renderer and the caption burn-in use. */
export function fontTool(): FoundTool {
  const t = video();
  const path = required(t.fontDir, 'DejaVu fonts', 'dejavu-fonts-ttf');
  const source = t.sources!.fonts as ToolSource;
  announce('fonts', source, path);
  return { path, source };
}

/** eSpeak NG: the system binary, else the app's own WebAssembly build (the `espeak-ng` package). */
export function espeakTool(): { kind: 'system'; path: string } | { kind: 'wasm' } {
  const t = video();
  const espeak = required(t.espeak, 'espeak-ng', 'espeak-ng');
  announce('espeak-ng', espeak.kind, espeak.kind === 'system' ? espeak.path : 'WebAssembly');
  return espeak;
}

/** The renderer's settings for the tools found here: what a test renders with. */
export function rendererTools(): {
  ffmpegPath: string;
  espeakPath: string;
  espeakWasm: boolean;
  fontDir: string;
} {
  const espeak = espeakTool();
  return {
    ffmpegPath: ffmpegTool().path,
    espeakPath: espeak.kind === 'system' ? espeak.path : NOT_INSTALLED,
    espeakWasm: espeak.kind === 'wasm',
    fontDir: fontTool().path,
  };
}

/** Speaks `textFile` (relative to `cwd`) into `wav` with the app's German voice, as the renderer does. */
export function narrate(textFile: string, wav: string, cwd: string): void {
  const espeak = espeakTool();
  const { command, args } =
    espeak.kind === 'system'
      ? { command: espeak.path, args: narrationArgs(textFile, wav) }
      : wasmNarration(textFile, wav, NARRATION_VOICE);
  execFileSync(command, args, { cwd, stdio: 'pipe' });
}

let ffprobe: FoundTool | undefined;
/** ffprobe: the system's, else the static one of `@ffprobe-installer/ffprobe`. */
export function ffprobeTool(): FoundTool {
  ffprobe ??= ((): FoundTool => {
    const system = systemToolsAllowed() ? onPath('ffprobe', '-version') : null;
    if (system) return { path: system, source: 'system' };
    let path: string | null = null;
    try {
      path = (require('@ffprobe-installer/ffprobe') as { path: string }).path;
    } catch {
      path = null; // no binary for this platform
    }
    return {
      path: required(path && runs(path, '-version') ? path : null, 'ffprobe', '@ffprobe-installer/ffprobe'),
      source: 'npm',
    };
  })();
  announce('ffprobe', ffprobe.source, ffprobe.path);
  return ffprobe;
}

/**
 * libxml2's DTD validation (what `xmllint --dtdvalid` runs) compiled to WebAssembly (`libxml2-wasm`, an ES
 * module: run in a child Node process, as the app runs its WebAssembly eSpeak NG). Exits 3 with libxml2's
 * messages when the document is invalid. The verdict is xmllint's: the GDPdU DTD's own content model of
 * `Media` is not deterministic, which libxml2 reports about the DTD (no line of the document) and xmllint
 * prints but does not fail on (exit 0); every other diagnostic, about the document, fails it.
 */
const DTD_VALIDATION = `
const [url, xmlFile, dtdFile] = process.argv.slice(1);
const { readFileSync } = await import('node:fs');
const { DtdValidator, XmlDocument, XmlDtd } = await import(url);
const validator = new DtdValidator(XmlDtd.fromBuffer(readFileSync(dtdFile)));
try {
  validator.validate(XmlDocument.fromBuffer(readFileSync(xmlFile)));
} catch (error) {
  if (!error.details) throw error;
  const aboutTheDtd = (d) => d.line < 1 && /^Content model of \\S+ is not determinist/.test(d.message);
  const errors = error.details.filter((d) => !aboutTheDtd(d));
  if (errors.length > 0) {
    process.stderr.write(errors.map((d) => xmlFile + ':' + d.line + ': ' + d.message.trim()).join('\\n'));
    process.exit(3);
  }
}
`;

/**
 * Validates `xml` against `dtd` as `xmllint --noout --dtdvalid` does: the system's xmllint, else libxml2's
 * validator compiled to WebAssembly (`libxml2-wasm`). Throws with libxml2's messages when the document is invalid.
 */
export function validateWithDtd(
  xml: { name: string; bytes: Uint8Array },
  dtd: { name: string; bytes: Uint8Array },
): void {
  const system = systemToolsAllowed() ? onPath('xmllint', '--version') : null;
  const command = system
    ? { path: system, args: ['--noout', '--dtdvalid', dtd.name, xml.name] }
    : {
        path: process.execPath,
        args: [
          ...['--input-type=module', '-e', DTD_VALIDATION],
          ...[pathToFileURL(require.resolve('libxml2-wasm')).href, xml.name, dtd.name],
        ],
      };
  announce('xmllint', system ? 'system' : 'npm', system ?? 'libxml2-wasm');
  const dir = mkdtempSync(join(tmpdir(), 'fm-dtd-'));
  try {
    writeFileSync(join(dir, xml.name), xml.bytes);
    writeFileSync(join(dir, dtd.name), dtd.bytes);
    execFileSync(command.path, command.args, { cwd: dir, stdio: 'pipe' });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString();
    throw new Error(`DTD validation: ${stderr || String(error)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Debian's and the usual desktop installs of Chromium or Chrome. */
const SYSTEM_BROWSERS = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
const MAC_BROWSERS = [
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/**
 * The Chromium of `@sparticuz/chromium` (Linux x64; shipped brotli-compressed), unpacked once per machine and
 * version into the temp folder. Parallel Jest workers and parallel runs do not race: each unpacks into its own
 * staging folder and renames it into place (atomic); a loser throws its copy away. The browser project's global
 * setup calls this first, so the workers find it unpacked.
 */
function npmChromium(): string | null {
  if (process.platform !== 'linux' || process.arch !== 'x64') return null;
  let version: string;
  try {
    // Its exports do not include package.json: read it beside the entry point (build/cjs/index.cjs).
    const pkg = join(dirname(require.resolve('@sparticuz/chromium')), '..', '..', 'package.json');
    version = (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
  } catch {
    return null;
  }
  // Per user too: the unpacked binary is executable by its owner only.
  const home = join(tmpdir(), `fm-test-chromium-${version}-${process.getuid?.() ?? 'user'}`);
  const exe = join(home, 'chromium');
  if (existsSync(exe)) return exe;
  const staging = mkdtempSync(`${home}.part-`);
  try {
    // The package unpacks into os.tmpdir(), which follows TMPDIR: a child process with its own.
    const unpack = spawnSync(
      process.execPath,
      ['-e', "require('@sparticuz/chromium').executablePath().then((p) => process.stdout.write(p))"],
      { cwd: ROOT, env: { ...process.env, TMPDIR: staging }, encoding: 'utf8', timeout: 120_000 },
    );
    if (unpack.status !== 0 || !existsSync(join(staging, 'chromium')))
      throw new Error(`@sparticuz/chromium did not unpack: ${unpack.stderr || unpack.error}`);
    try {
      renameSync(staging, home);
    } catch (error) {
      if (!existsSync(exe)) throw error; // not another process's copy in place: a real failure
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return exe;
}

let browserTool: FoundTool | undefined;
/** Chromium: the system's (Debian's `chromium`, or Chrome), else the one of `@sparticuz/chromium`. */
export function chromiumTool(): FoundTool {
  browserTool ??= ((): FoundTool => {
    if (systemToolsAllowed()) {
      for (const name of SYSTEM_BROWSERS) {
        const path = onPath(name, '--version');
        if (path) return { path, source: 'system' };
      }
      const mac = MAC_BROWSERS.find((path) => existsSync(path));
      if (mac) return { path: mac, source: 'system' };
    }
    return { path: required(npmChromium(), 'Chromium', '@sparticuz/chromium (Linux x64)'), source: 'npm' };
  })();
  announce('chromium', browserTool.source, browserTool.path);
  return browserTool;
}

/** Headless Chromium as every browser suite drives it (root in CI: no sandbox). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumTool().path, args: ['--no-sandbox', '--headless'] });
}

/** The npm-shipped directory of `dejavu-fonts-ttf` (a test that needs a font directory that is not the system's). */
export function npmFontDir(): string {
  return dirname(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
}
