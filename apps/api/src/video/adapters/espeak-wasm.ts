import { pathToFileURL } from 'node:url';

/**
 * eSpeak NG as WebAssembly (the `espeak-ng` package, an ES module with its voices embedded) run like the binary:
 * in a child Node process that reads the text file and writes the WAV (paths relative to the render's working
 * directory), so the render's time limit can kill it and its 18 MB of WebAssembly memory never stays in the API
 * process. The text enters the module's virtual file system before eSpeak's `main` runs (`preRun`), never as an
 * argument.
 */
const SCRIPT = `
const [url, input, output, ...args] = process.argv.slice(1);
const { readFileSync, writeFileSync } = await import('node:fs');
const { default: ESpeakNg } = await import(url);
const text = readFileSync(input, 'utf8');
const espeak = await ESpeakNg({
  arguments: [...args, '-f', '/in.txt', '-w', '/out.wav'],
  preRun: [(m) => m.FS.writeFile('/in.txt', text)],
  print: () => undefined,
  printErr: (line) => process.stderr.write(line + '\\n'),
});
writeFileSync(output, espeak.FS.readFile('/out.wav'));
`;

/** The command that narrates `textFile` into `wav` with the WebAssembly eSpeak NG and `voiceArgs`. */
export function wasmNarration(
  textFile: string,
  wav: string,
  voiceArgs: string[],
): { command: string; args: string[] } {
  const url = pathToFileURL(require.resolve('espeak-ng')).href;
  return {
    command: process.execPath,
    args: ['--input-type=module', '-e', SCRIPT, url, textFile, wav, ...voiceArgs],
  };
}
