import { UNCLEAN_STRING_MESSAGE } from '../validation/clean-string';
import { JSON_BODY_LIMITS, type JsonBodyLimits } from './json-body-limits';
import type { ValidationIssue } from './request-validation.error';

export type JsonBodyRefusalCode = 'BODY_TOO_DEEP' | 'BODY_TOO_COMPLEX' | 'DUPLICATE_KEY' | 'INVALID_STRING';

export interface JsonBodyRefusal {
  code: JsonBodyRefusalCode;
  issue: ValidationIssue;
}

/** An object or array that is open at the current position. */
interface Container {
  readonly keys: Set<string> | null; // field names so far; null for an array
  count: number; // items so far (arrays)
  expecting: boolean; // the next string is a field name (object) / the next token starts an item (array)
  at: string | number | undefined; // current field name or item index, for the issue's path
}

interface StringToken {
  end: number; // index of the closing quote
  escaped: boolean;
  clean: boolean; // false: NUL or a lone surrogate, raw or as a \u escape (the scan stops there)
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const isSkipped = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d || c === 0x3a; // ws, ':'

function hexDigit(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  const lower = c | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x57 : -1;
}

// What inside a string needs a look: its end, an escape, a NUL, a surrogate. Everything else is skipped natively.
const STRING_SPECIAL = /["\\\0\uD800-\uDFFF]/g;

/** The string starting at the quote `start`; null when it is unterminated or has a malformed \u escape. */
function scanString(text: string, start: number): StringToken | null {
  let escaped = false;
  let highPending = false; // the last code unit was a high surrogate: a low one must follow at once
  let j = start + 1;
  for (;;) {
    STRING_SPECIAL.lastIndex = j;
    const k = STRING_SPECIAL.exec(text)?.index;
    if (k === undefined) return null;
    if (highPending && k !== j) return { end: k, escaped, clean: false };
    let unit = text.charCodeAt(k);
    if (unit === QUOTE) return { end: k, escaped, clean: !highPending };
    j = k + 1;
    if (unit === BACKSLASH) {
      escaped = true;
      if (text.charCodeAt(k + 1) === 0x75 /* u */) {
        unit = 0;
        for (let d = 2; d <= 5; d++) {
          const digit = hexDigit(text.charCodeAt(k + d));
          if (digit < 0) return null;
          unit = unit * 16 + digit;
        }
        j = k + 6;
      } else {
        unit = 0x20; // \" \\ \/ \b \f \n \r \t: never NUL, never a surrogate (others: JSON.parse refuses)
        j = k + 2;
      }
    }
    const high = unit >= 0xd800 && unit <= 0xdbff;
    const low = unit >= 0xdc00 && unit <= 0xdfff;
    if (unit === 0 || (highPending && !low) || (low && !highPending))
      return { end: k, escaped, clean: false };
    highPending = high;
  }
}

/** The field names or item indexes that lead to the `depth`-th open container. */
function pathTo(stack: Container[], depth: number): (string | number)[] {
  const path: (string | number)[] = [];
  for (let d = 0; d < depth; d++) {
    const at = stack[d]!.at;
    if (at !== undefined) path.push(at);
  }
  return path;
}

const refuse = (code: JsonBodyRefusalCode, path: (string | number)[], message: string): JsonBodyRefusal => ({
  code,
  issue: { path, message },
});

/**
 * One pass over the raw body, before `JSON.parse`: refuses nesting deeper than `maxDepth`, objects with more
 * than `maxKeys` fields, arrays with more than `maxItems` items, a repeated field name (JSON.parse would keep
 * the last silently) and strings holding NUL or a lone surrogate (raw or escaped), naming the place in `path`.
 * Iterative with an explicit stack, and linear: each character is read once, each field name hashed once.
 * Malformed JSON is not judged here (null): `JSON.parse` refuses it after.
 */
export function scanJsonBody(
  text: string,
  limits: JsonBodyLimits = JSON_BODY_LIMITS,
): JsonBodyRefusal | null {
  const stack: Container[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isSkipped(c)) continue;
    const top = stack[stack.length - 1];
    if (c === COMMA) {
      if (top) top.expecting = true;
      continue;
    }
    if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      stack.pop();
      continue;
    }
    if (top && top.keys === null && top.expecting) {
      if (top.count >= limits.maxItems)
        return refuse(
          'BODY_TOO_COMPLEX',
          pathTo(stack, stack.length - 1),
          `Höchstens ${limits.maxItems} Einträge je Array.`,
        );
      top.at = top.count++;
      top.expecting = false;
    }
    if (c === QUOTE) {
      const token = scanString(text, i);
      if (token === null) return null;
      const isKey = top !== undefined && top.keys !== null && top.expecting;
      if (!token.clean) {
        const path = pathTo(stack, stack.length);
        return isKey
          ? refuse('INVALID_STRING', pathTo(stack, stack.length - 1), `Feldname: ${UNCLEAN_STRING_MESSAGE}`)
          : refuse('INVALID_STRING', path, UNCLEAN_STRING_MESSAGE);
      }
      if (isKey) {
        let key: string;
        try {
          key = token.escaped
            ? (JSON.parse(text.slice(i, token.end + 1)) as string)
            : text.slice(i + 1, token.end);
        } catch {
          return null;
        }
        const keys = top.keys!;
        if (keys.has(key))
          return refuse(
            'DUPLICATE_KEY',
            [...pathTo(stack, stack.length - 1), key],
            'Feld ist mehrfach angegeben.',
          );
        if (keys.size >= limits.maxKeys)
          return refuse(
            'BODY_TOO_COMPLEX',
            pathTo(stack, stack.length - 1),
            `Höchstens ${limits.maxKeys} Felder je Objekt.`,
          );
        keys.add(key);
        top.at = key;
        top.expecting = false;
      }
      i = token.end;
      continue;
    }
    if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (stack.length >= limits.maxDepth)
        return refuse(
          'BODY_TOO_DEEP',
          pathTo(stack, stack.length),
          `Höchstens ${limits.maxDepth} Ebenen Verschachtelung.`,
        );
      stack.push({ keys: c === OPEN_OBJECT ? new Set() : null, count: 0, expecting: true, at: undefined });
    }
  }
  return null;
}
