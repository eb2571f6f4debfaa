import { logicalId, type Built } from './synth';

type Statement = { Action: string | string[]; Resource: unknown };

/** Every IAM action the role of a route's function is granted, from the synthesised template. */
export function routeActions(built: Built, routeId: string): string[] {
  const role = built.stack.api.functions.get(routeId)!.fn.role!;
  const roleRef = JSON.stringify({ Ref: logicalId(role) });
  return Object.values(built.template.findResources('AWS::IAM::Policy'))
    .filter((p) => (p.Properties.Roles as unknown[]).some((r) => JSON.stringify(r) === roleRef))
    .flatMap((p) => p.Properties.PolicyDocument.Statement as Statement[])
    .flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
}
