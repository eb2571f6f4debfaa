import type { VanSpecs } from '#shared/vehicle/van-specs';
import { vanSpecsIssues } from '#shared/vehicle/van-specs-form';
import { RuleViolationError } from '../platform/errors';

/** The 422 code of a specification whose figures contradict each other. */
export const VAN_SPECS_ERROR_CODE = 'van_specs_invalid';

/**
 * Refuses a specification whose figures contradict each other (a payload heavier than the van,
 * arches wider than the floor) with 422 and each field's message, before anything is stored.
 * The form shows the same messages before it sends.
 */
export function assertVanSpecsAgree(form: Partial<VanSpecs>): void {
  const issues = vanSpecsIssues(form);
  const fields = Object.entries(issues);
  if (fields.length === 0) return;
  throw new RuleViolationError(
    fields[0]![1],
    Object.fromEntries(fields.map(([field, message]) => [field, [message]])),
    VAN_SPECS_ERROR_CODE,
  );
}
