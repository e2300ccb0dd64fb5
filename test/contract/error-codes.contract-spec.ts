import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { AppModule } from '../../apps/api/src/app.module';
import { errorDefinition, registeredErrorCodes } from '../../apps/api/src/platform/errors/error-catalogue';

const ROOT = join(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.spec.ts') ? [path] : [];
  });
}

/** Every way the code answers with a code: domain errors, their NotFound family, and the kernel's helpers. */
const THROWN = [
  /readonly code = '([A-Z][A-Z0-9_]+)'/g,
  /extends NotFoundError[\s\S]*?super\('([A-Z][A-Z0-9_]+)'/g,
  /bodyOf\('([A-Z][A-Z0-9_]+)'/g,
  /inputRefused\('([A-Z][A-Z0-9_]+)'/g,
];

function codesInSource(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of [...sourceFiles(join(ROOT, 'apps')), ...sourceFiles(join(ROOT, 'libs'))]) {
    if (file.includes(`${join('libs', 'sdk')}`)) continue;
    const text = readFileSync(file, 'utf8');
    for (const pattern of THROWN) {
      for (const match of text.matchAll(pattern)) found.set(match[1]!, relative(ROOT, file));
    }
  }
  return found;
}

describe('error codes: one catalogue', () => {
  it('registers every code that the code base answers with', () => {
    expect(AppModule).toBeDefined(); // the composition root loads every module's table, kernel and features
    const found = codesInSource();
    expect(found.size).toBeGreaterThan(20);
    const unregistered = [...found].filter(([code]) => !errorDefinition(code)).map(([c, f]) => `${c} (${f})`);
    expect(unregistered).toEqual([]);
  });

  it('gives each code a 4xx/5xx status and a German sentence', () => {
    for (const [code, { status, message }] of registeredErrorCodes()) {
      expect({ code, ok: status >= 400 && status < 600 }).toEqual({ code, ok: true });
      // German sentences: a full stop, and none of the English words a framework default would bring.
      expect({ code, message }).toEqual({ code, message: expect.stringMatching(/\.$/) });
      expect({
        code,
        english: /\b(the|is|not|invalid|request|error|found|failed|missing|too)\b/i.test(message),
      }).toEqual({
        code,
        english: false,
      });
    }
  });
});
