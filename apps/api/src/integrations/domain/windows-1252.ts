/**
 * Windows-1252 ("ANSI", the encoding DATEV reads EXTF files in): ASCII, Latin-1 from 0xA0, and 27 further
 * characters in 0x80–0x9F (0x81, 0x8D, 0x8F, 0x90 and 0x9D are unassigned). Hand-rolled because the table is
 * short and the refusal must name the character, which a lenient encoder would silently replace with `?`.
 */
const HIGH: Record<number, number> = {
  0x20ac: 0x80,
  0x201a: 0x82,
  0x0192: 0x83,
  0x201e: 0x84,
  0x2026: 0x85,
  0x2020: 0x86,
  0x2021: 0x87,
  0x02c6: 0x88,
  0x2030: 0x89,
  0x0160: 0x8a,
  0x2039: 0x8b,
  0x0152: 0x8c,
  0x017d: 0x8e,
  0x2018: 0x91,
  0x2019: 0x92,
  0x201c: 0x93,
  0x201d: 0x94,
  0x2022: 0x95,
  0x2013: 0x96,
  0x2014: 0x97,
  0x02dc: 0x98,
  0x2122: 0x99,
  0x0161: 0x9a,
  0x203a: 0x9b,
  0x0153: 0x9c,
  0x017e: 0x9e,
  0x0178: 0x9f,
};

/** The byte of one character, or null when Windows-1252 has none for it. */
export function windows1252Byte(char: string): number | null {
  const code = char.codePointAt(0)!;
  if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) return code;
  return HIGH[code] ?? null;
}

/** The first character of `text` that Windows-1252 cannot encode, or null. */
export function firstUnencodable(text: string): string | null {
  for (const char of text) if (windows1252Byte(char) === null) return char;
  return null;
}

/** Encodes text that `firstUnencodable` accepted (throws otherwise: a caller's bug, not the user's). */
export function encodeWindows1252(text: string): Buffer {
  const bytes: number[] = [];
  for (const char of text) {
    const byte = windows1252Byte(char);
    if (byte === null)
      throw new Error(`not encodable in Windows-1252: U+${char.codePointAt(0)!.toString(16)}`);
    bytes.push(byte);
  }
  return Buffer.from(bytes);
}
