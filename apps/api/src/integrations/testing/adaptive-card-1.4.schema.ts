/**
 * The part of the Adaptive Card 1.4 schema (adaptivecards.io/schemas/1.4.0/adaptive-card.json, in the
 * microsoft/AdaptiveCards repository as schemas/1.4.0/adaptive-card.json) that covers what Teams messages of
 * this API may contain: the card itself, TextBlock, FactSet (with Fact) and Action.OpenUrl, with the schema's
 * rules for them restated (required properties, enumerations, no unknown properties; enum values
 * case-insensitive as in the original). Restated, not copied: no installed package ships the schema (the npm
 * package `adaptivecards` is not a dependency and packs only its `lib` and `dist`), and nothing may be
 * installed for this check. Stricter than the original, on purpose: `type` and `version` are required on the
 * top-level card (the original says so only in prose), `version` is one of 1.0 to 1.4, and every other
 * element or action type (Container, ColumnSet, Image, inputs, Action.Submit/Execute/ShowCard, …) fails,
 * because this API never sends one. ADR 0018.
 */
const ci = (values: string[]) => ({
  type: 'string',
  pattern: `^(${values.map((v) => v.replace(/[a-zA-Z]/g, (c) => `[${c.toLowerCase()}${c.toUpperCase()}]`)).join('|')})$`,
});

const ELEMENT_COMMON = {
  id: { type: 'string' },
  isVisible: { type: 'boolean' },
  separator: { type: 'boolean' },
  spacing: ci(['default', 'none', 'small', 'medium', 'large', 'extraLarge', 'padding']),
  height: ci(['auto', 'stretch']),
  fallback: {},
  requires: { type: 'object' },
};

export const ADAPTIVE_CARD_1_4_SCHEMA = {
  $id: 'adaptive-card-1.4-subset',
  type: 'object',
  required: ['type', 'version'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string', format: 'uri' },
    type: { const: 'AdaptiveCard' },
    version: { type: 'string', enum: ['1.0', '1.1', '1.2', '1.3', '1.4'] },
    body: { type: 'array', items: { $ref: '#/definitions/Element' } },
    actions: { type: 'array', items: { $ref: '#/definitions/Action.OpenUrl' } },
    fallbackText: { type: 'string' },
    speak: { type: 'string' },
    lang: { type: 'string' },
    minHeight: { type: 'string' },
  },
  definitions: {
    Element: {
      type: 'object',
      required: ['type'],
      properties: { type: { enum: ['TextBlock', 'FactSet'] } },
      allOf: [
        { if: { properties: { type: { const: 'TextBlock' } } }, then: { $ref: '#/definitions/TextBlock' } },
        { if: { properties: { type: { const: 'FactSet' } } }, then: { $ref: '#/definitions/FactSet' } },
      ],
    },
    TextBlock: {
      type: 'object',
      required: ['text'],
      additionalProperties: false,
      properties: {
        ...ELEMENT_COMMON,
        type: { const: 'TextBlock' },
        text: { type: 'string' },
        color: ci(['default', 'dark', 'light', 'accent', 'good', 'warning', 'attention']),
        fontType: ci(['default', 'monospace']),
        horizontalAlignment: ci(['left', 'center', 'right']),
        isSubtle: { type: 'boolean' },
        maxLines: { type: 'number' },
        size: ci(['default', 'small', 'medium', 'large', 'extraLarge']),
        weight: ci(['default', 'lighter', 'bolder']),
        wrap: { type: 'boolean' },
      },
    },
    FactSet: {
      type: 'object',
      required: ['facts'],
      additionalProperties: false,
      properties: {
        ...ELEMENT_COMMON,
        type: { const: 'FactSet' },
        facts: {
          type: 'array',
          items: {
            type: 'object',
            required: ['title', 'value'],
            additionalProperties: false,
            properties: { type: { const: 'Fact' }, title: { type: 'string' }, value: { type: 'string' } },
          },
        },
      },
    },
    'Action.OpenUrl': {
      type: 'object',
      required: ['type', 'url'],
      additionalProperties: false,
      properties: {
        type: { const: 'Action.OpenUrl' },
        url: { type: 'string', format: 'uri-reference' },
        title: { type: 'string' },
        iconUrl: { type: 'string', format: 'uri-reference' },
        style: ci(['default', 'positive', 'destructive']),
        fallback: {},
        requires: { type: 'object' },
        id: { type: 'string' },
      },
    },
  },
} as const;
