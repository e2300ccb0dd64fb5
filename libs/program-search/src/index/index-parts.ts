import type { Program } from '@libs/catalogue';
import { CategoryAttributes } from './category-attributes';
import { DocAttributes } from './doc-attributes';
import { InvertedIndex } from './inverted-index';

/** What a search index is made of, built in steps (each `yield` is a point where the caller may pause). */
export interface IndexParts {
  programs: readonly Program[];
  inverted: InvertedIndex;
  attributes: DocAttributes;
  categories: CategoryAttributes;
}

export function* buildParts(all: readonly Program[]): Generator<void, IndexParts> {
  // A tenant's own program shadows a public one of the same id (it comes right after it in id order).
  const programs = all.filter((p, i) => all[i + 1]?.id !== p.id);
  yield;
  const inverted = yield* InvertedIndex.build(programs);
  const attributes = yield* DocAttributes.build(programs);
  const categories = yield* CategoryAttributes.build(programs);
  return { programs, inverted, attributes, categories };
}

/** Runs a stepped build to its end at once. */
export function runToEnd<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
