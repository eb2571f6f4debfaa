import type { Built } from './synth';
import { logicalId } from './synth';

/** One statement of an IAM policy document, as the template has it. */
export type Statement = {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
};

/** Every statement of the policies attached to a role. */
export function statementsOf(
  built: Built,
  role: { node: { defaultChild?: unknown } },
): Statement[] {
  const roleRef = JSON.stringify({ Ref: logicalId(role) });
  return Object.values(built.template.findResources('AWS::IAM::Policy'))
    .filter((p) => (p.Properties.Roles as unknown[]).some((r) => JSON.stringify(r) === roleRef))
    .flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[]);
}

/** `Fn::GetAtt` of a resource's attribute, its ARN unless told. */
export const getAtt = (id: string, attribute = 'Arn') => ({ 'Fn::GetAtt': [id, attribute] });
