import type { OpenAPIObject } from '@nestjs/swagger';
import { API_VERSIONS, apiVersionsOf, type ApiVersion } from './api-versions';
import { jsonCopy } from './openapi-3-1';

type Node = Record<string, unknown>;
const SCHEMA_REF = /^#\/components\/schemas\/(.+)$/;

function refsIn(node: unknown, found: Set<string>): void {
  if (Array.isArray(node)) return node.forEach((item) => refsIn(item, found));
  if (typeof node !== 'object' || node === null) return;
  for (const [key, value] of Object.entries(node as Node)) {
    const name = key === '$ref' && typeof value === 'string' ? SCHEMA_REF.exec(value)?.[1] : undefined;
    if (name) found.add(name.replace(/~1/g, '/').replace(/~0/g, '~'));
    else refsIn(value, found);
  }
}

/** Drops component schemas nothing in the document refers to (directly or through other schemas). */
function pruneSchemas(document: OpenAPIObject): void {
  const schemas = document.components?.schemas;
  if (!schemas) return;
  const { components, ...rest } = document;
  const reachable = new Set<string>();
  refsIn({ ...rest, components: { ...components, schemas: {} } }, reachable);
  for (let size = -1; size !== reachable.size;) {
    size = reachable.size;
    for (const name of [...reachable]) refsIn(schemas[name], reachable);
  }
  for (const name of Object.keys(schemas)) if (!reachable.has(name)) delete schemas[name];
}

/**
 * One version's description out of the document of the whole app: its paths (and the version-neutral ones),
 * its version number and introduction, only the schemas those paths use, and `webhooks` for v2 only (spec 6:
 * the v1 description declares an empty set).
 */
export function documentForVersion(
  whole: OpenAPIObject,
  version: ApiVersion,
  introduction: string,
  webhooks: Node,
): OpenAPIObject {
  const document = jsonCopy(whole) as Omit<OpenAPIObject, 'webhooks'> & { webhooks?: Node };
  document.info = {
    ...document.info,
    version: API_VERSIONS[version].version,
    description: `${introduction.trim()}\n\n${document.info.description ?? ''}`.trim(),
  };
  document.paths = Object.fromEntries(
    Object.entries(document.paths).filter(([path]) => apiVersionsOf(path).includes(version)),
  );
  document.webhooks = version === 'v2' ? jsonCopy(webhooks) : {};
  pruneSchemas(document as OpenAPIObject);
  return document as OpenAPIObject;
}
