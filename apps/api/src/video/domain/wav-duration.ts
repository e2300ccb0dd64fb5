/**
 * Length of a PCM WAV (espeak-ng's output) from its header: data bytes / byte rate. Exact, and needs no sox.
 * Walks the RIFF chunks because espeak-ng may write chunks besides `fmt ` and `data`.
 */
export function wavDurationSeconds(wav: Buffer): number {
  if (wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE') {
    throw new Error('not a RIFF/WAVE file');
  }
  let byteRate = 0;
  let offset = 12;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('ascii', offset, offset + 4);
    let size = wav.readUInt32LE(offset + 4);
    if (id === 'fmt ') byteRate = wav.readUInt32LE(offset + 16);
    if (id === 'data') {
      // espeak-ng writing to a pipe leaves the size at 0x7fffffff: then the data runs to the end.
      if (size === 0 || offset + 8 + size > wav.length) size = wav.length - offset - 8;
      if (!byteRate) throw new Error('WAV without a fmt chunk before data');
      return size / byteRate;
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('WAV without a data chunk');
}
