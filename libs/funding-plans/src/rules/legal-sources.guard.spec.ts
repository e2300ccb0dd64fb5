/* eslint-disable @typescript-eslint/no-require-imports */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { citationProblems, collectCitations } from '@libs/shared';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/u;

/**
 * Every module of rules/, found on disk (a table file added later is checked without being listed here), walked
 * whole so every table in it is checked.
 */
const modules = Object.fromEntries(
  readdirSync(__dirname)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'))
    .map((f) => [f.replace(/\.ts$/u, ''), require(path.join(__dirname, f)) as unknown]),
);
const citations = collectCitations(modules);

describe('the planner cites official sources only', () => {
  it('walks every table of every rules module', () => {
    expect(Object.keys(modules)).toEqual(
      expect.arrayContaining(['plan-sources', 'grw-rates', 'union-funding']),
    );
    expect(citations.length).toBeGreaterThan(80);
  });

  it.each(citations.map((c) => [c.path, c] as const))('%s', (_, c) => {
    // The generic-measure text is an explanation that always comes with the article's own citation.
    if (c.path.endsWith('.genericMeasure')) return;
    expect(citationProblems(c.legalSource)).toEqual([]);
    if (c.dated) expect(c.validFrom).toMatch(ISO_DAY);
  });
});
