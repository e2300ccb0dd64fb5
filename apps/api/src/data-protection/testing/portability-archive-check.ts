import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { strFromU8, unzipSync } from 'fflate';
import { createHash } from 'node:crypto';

interface ListedFile {
  name: string;
  sha256: string;
  mediaType: string;
  schema?: string;
}

/**
 * What a recipient of the Art. 20 archive can check without trusting the service: every file in the ZIP is
 * listed in `manifest.json` with its SHA-256 and every listed file is there with that hash; the manifest and
 * every JSON file validate against the JSON Schema (draft 2020-12) the archive itself names for them.
 * Returns the problems found, empty for a sound archive (tests assert both ways).
 */
export function checkPortabilityArchive(zip: Uint8Array): {
  problems: string[];
  files: Record<string, Uint8Array>;
} {
  const files = unzipSync(zip);
  const problems: string[] = [];
  const json = (name: string): unknown => {
    const bytes = files[name];
    if (!bytes) throw new Error(`${name} fehlt`);
    return JSON.parse(strFromU8(bytes));
  };
  const manifest = json('manifest.json') as { manifestSchema: string; files: ListedFile[] };
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats(ajv);
  const validate = (name: string, schemaFile: string) => {
    const check = ajv.compile(json(schemaFile) as object);
    if (!check(json(name)))
      for (const e of check.errors ?? []) problems.push(`${name}${e.instancePath}: ${e.message}`);
  };
  validate('manifest.json', manifest.manifestSchema);
  const listed = new Set(manifest.files.map((f) => f.name));
  for (const name of Object.keys(files))
    if (name !== 'manifest.json' && !listed.has(name)) problems.push(`${name}: nicht im Manifest`);
  for (const f of manifest.files) {
    const bytes = files[f.name];
    if (!bytes) {
      problems.push(`${f.name}: fehlt im Archiv`);
      continue;
    }
    if (createHash('sha256').update(bytes).digest('hex') !== f.sha256)
      problems.push(`${f.name}: SHA-256 weicht ab`);
    if (f.mediaType === 'application/json') {
      if (f.schema) validate(f.name, f.schema);
      else problems.push(`${f.name}: kein Schema`);
    }
  }
  return { problems, files };
}
