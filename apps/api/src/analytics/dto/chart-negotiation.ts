import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, getSchemaPath } from '@nestjs/swagger';

export const SVG = 'image/svg+xml';

/** The 200 answer as JSON (the DTO) or as an SVG chart, chosen by `Accept`. */
export function ApiJsonOrSvgOk(type: Type<unknown>, chart: string): MethodDecorator {
  return applyDecorators(
    ApiExtraModels(type),
    ApiOkResponse({
      description: `JSON, oder mit \`Accept: ${SVG}\` ${chart} als SVG.`,
      content: {
        'application/json': { schema: { $ref: getSchemaPath(type) } },
        [SVG]: { schema: { type: 'string' } },
      },
    }),
  );
}

/** The quality a media range of `accept` gives `type` (0 when none matches), the most specific range winning. */
function quality(accept: string, type: string): number {
  let best = { specificity: -1, q: 0 };
  for (const part of accept.split(',')) {
    const [range = '', ...params] = part.trim().toLowerCase().split(';');
    const q = Number(
      params
        .map((p) => p.trim())
        .find((p) => p.startsWith('q='))
        ?.slice(2) ?? 1,
    );
    const [major, minor] = range.split('/');
    const [tMajor] = type.split('/');
    const specificity = range === type ? 2 : major === tMajor && minor === '*' ? 1 : range === '*/*' ? 0 : -1;
    if (specificity > best.specificity) best = { specificity, q: Number.isFinite(q) ? q : 0 };
  }
  return best.q;
}

/** SVG when the caller prefers it to JSON (a browser's `image/*` alone does not make a JSON client an SVG one). */
export function wantsSvg(accept: string | undefined): boolean {
  if (!accept) return false;
  const svg = quality(accept, SVG);
  return svg > 0 && svg > quality(accept, 'application/json');
}
