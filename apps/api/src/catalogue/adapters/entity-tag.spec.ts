import { catalogueEntityTag, noneMatch } from './entity-tag';

describe('catalogue entity tags', () => {
  it('name the version, and the tenant only when it has programs of its own', () => {
    expect(catalogueEntityTag('7', null)).toBe('"c7"');
    expect(catalogueEntityTag('7', 'abc')).toBe('"c7-abc"');
  });

  it('If-None-Match compares weakly, over lists and *', () => {
    expect(noneMatch(undefined, '"c7"')).toBe(true);
    expect(noneMatch('"c7"', '"c7"')).toBe(false);
    expect(noneMatch('W/"c7"', '"c7"')).toBe(false);
    expect(noneMatch('"c6", "c7"', '"c7"')).toBe(false);
    expect(noneMatch('*', '"c7"')).toBe(false);
    expect(noneMatch('"c6"', '"c7"')).toBe(true);
    expect(noneMatch('"c7-x"', '"c7"')).toBe(true);
  });
});
