import { boundedDiff, EVENT_LIST_LIMIT, EVENT_TEXT_LIMIT, TRUNCATION_MARKER } from './field-diff';

describe('boundedDiff (the diff an event carries)', () => {
  it('keeps short values as they are and says nothing was cut', () => {
    expect(
      boundedDiff([
        { field: 'title', before: 'Alt', after: 'Neu' },
        { field: 'offline', before: false, after: true },
        { field: 'fundingLocations', before: null, after: ['Bayern'] },
      ]),
    ).toEqual([
      { field: 'title', before: 'Alt', after: 'Neu', truncated: false },
      { field: 'offline', before: false, after: true, truncated: false },
      { field: 'fundingLocations', before: null, after: ['Bayern'], truncated: false },
    ]);
  });

  it('cuts long texts with the marker and long lists at their bound', () => {
    const long = 'x'.repeat(EVENT_TEXT_LIMIT + 1);
    const links = Array.from({ length: EVENT_LIST_LIMIT + 5 }, (_, i) => `https://example.org/${i}`);
    const [text, list] = boundedDiff([
      { field: 'texts.description', before: 'kurz', after: long },
      { field: 'furtherLinks', before: [], after: links },
    ]);
    expect(text).toEqual({
      field: 'texts.description',
      before: 'kurz',
      after: `${'x'.repeat(EVENT_TEXT_LIMIT)}${TRUNCATION_MARKER}`,
      truncated: true,
    });
    expect(list!.after).toEqual(links.slice(0, EVENT_LIST_LIMIT));
    expect(list!.truncated).toBe(true);
    // A value of exactly the limit is whole.
    expect(
      boundedDiff([{ field: 't', before: null, after: 'y'.repeat(EVENT_TEXT_LIMIT) }])[0]!.truncated,
    ).toBe(false);
  });
});
