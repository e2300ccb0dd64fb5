/** The aspect ratios every template renders in (landscape for portals, portrait for phones). */
export const VIDEO_ASPECTS = ['16:9', '9:16'] as const;
export type VideoAspect = (typeof VIDEO_ASPECTS)[number];

export const VIDEO_TEMPLATE_IDS = ['program-explainer', 'calculation-summary'] as const;
export type VideoTemplateId = (typeof VIDEO_TEMPLATE_IDS)[number];

/** One input of a template: what the caller sends (`programId`) or may override (`title`). */
export interface VideoTemplateField {
  name: string;
  type: 'string';
  required: boolean;
  maxLength: number;
  description: string;
}

export interface VideoTemplate {
  id: VideoTemplateId;
  name: string;
  description: string;
  fields: VideoTemplateField[];
  /** What the slides show, in order. */
  slides: string[];
  /** Typical length with narration; the real one follows the spoken text. */
  durationSec: { min: number; max: number };
  aspects: readonly VideoAspect[];
}

const TITLE: VideoTemplateField = {
  name: 'title',
  type: 'string',
  required: false,
  maxLength: 80,
  description: 'Eigener Titel der ersten Folie (sonst der Programmname).',
};

/** The template registry: pure data, the same for every tenant. */
export const VIDEO_TEMPLATES: readonly VideoTemplate[] = [
  {
    id: 'program-explainer',
    name: 'Förderprogramm erklärt',
    description:
      'Stellt ein Förderprogramm vor: Name, Fördergeber, was gefördert wird, Quote und Höchstbetrag, Frist und Link.',
    fields: [
      {
        name: 'programId',
        type: 'string',
        required: true,
        maxLength: 200,
        description: 'Id des Programms aus GET /api/v1/programs.',
      },
      TITLE,
    ],
    slides: ['Titel und Fördergeber', 'Was gefördert wird', 'Quote und Höchstbetrag', 'Frist und Link'],
    durationSec: { min: 10, max: 60 },
    aspects: VIDEO_ASPECTS,
  },
  {
    id: 'calculation-summary',
    name: 'Berechnung zusammengefasst',
    description:
      'Fasst eine gespeicherte Berechnung zusammen: geschätzter Zuschuss, Förderquote und Hinweise in einfachem Deutsch.',
    fields: [
      {
        name: 'calculationId',
        type: 'string',
        required: true,
        maxLength: 36,
        description: 'Id einer Berechnung aus POST /api/v1/calculations (derselbe Mandant und Modus).',
      },
      TITLE,
    ],
    slides: ['Titel und Programm', 'Geschätzter Zuschuss und Quote', 'Hinweise'],
    durationSec: { min: 8, max: 60 },
    aspects: VIDEO_ASPECTS,
  },
];

export function findVideoTemplate(id: string): VideoTemplate | undefined {
  return VIDEO_TEMPLATES.find((t) => t.id === id);
}

/** Pixel size of a render; kept small by default (the machines are shared), configurable per deployment. */
export function frameSize(aspect: VideoAspect, shortSide: number): { width: number; height: number } {
  // H.264 with yuv420p needs even dimensions.
  const even = (n: number) => Math.round(n / 2) * 2;
  const long = even((shortSide * 16) / 9);
  return aspect === '16:9'
    ? { width: long, height: even(shortSide) }
    : { width: even(shortSide), height: long };
}
