/**
 * Running a config schema over a parsed value. The validators are ajv's standalone code, generated ahead of time
 * into `generated/` by scripts/generate-validators.js (`npm run gen:validators`), so a build neither loads ajv's
 * compiler nor compiles a schema (~100 ms of every build before). A test fails when the generated code is stale.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';
import { validateSiteJson } from './generated/site-validator.js';

/** Run `validate` (by default the `site.json` schema's) over a parsed value; ajv's raw errors, empty when valid. */
export function runSchema(data: unknown, validate: ValidateFunction = validateSiteJson): ErrorObject[] {
  return validate(data) ? [] : [...(validate.errors ?? [])];
}
