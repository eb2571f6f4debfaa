import { Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  EDGE_REGION,
  MANAGED_RULE_GROUPS,
  webAclParameterName,
} from '#infra/stack/constructs/edge-web-acl';
import { ROUTES } from '#infra/stack/definitions/routes';
import { edgeStackName, loadStageConfig, stackName } from '#infra/stack/stage-config';
import { ORIGIN_VERIFY_HEADER } from '#shared/edge-headers';
import { logicalId, synth, type Built } from './support/synth';

const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

type DistributionConfig = {
  WebACLId?: unknown;
  Origins: Array<{ Id: string; DomainName: unknown; OriginCustomHeaders?: unknown[] }>;
  CacheBehaviors: Array<{
    PathPattern: string;
    TargetOriginId: string;
    OriginRequestPolicyId?: string;
  }>;
};

function distributionConfig(built: Built): DistributionConfig {
  const [distribution] = Object.values(
    built.template.findResources('AWS::CloudFront::Distribution'),
  );
  return distribution!.Properties.DistributionConfig as DistributionConfig;
}

/** Rule ids acknowledged on a construct (Validations.of(...).acknowledge). */
function acknowledged(construct: Parameters<typeof Validations.of>[0]): string {
  return JSON.stringify(
    construct.node.metadata.filter(
      (entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY,
    ),
  );
}

/** The API origin of a distribution (the one behind /api/*). */
function apiOrigin(config: DistributionConfig) {
  const api = config.CacheBehaviors.find((b) => b.PathPattern === '/api/*')!;
  return config.Origins.find((o) => o.Id === api.TargetOriginId)!;
}

describe('edge protection', () => {
  let dev: Built;
  let prod: Built;
  beforeAll(() => {
    dev = synth();
    prod = synth({ stage: 'prod' });
  });

  describe('the origin secret', () => {
    it('is a generated Secrets Manager secret, added by CloudFront to API requests as a dynamic reference', () => {
      dev.template.hasResourceProperties('AWS::SecretsManager::Secret', {
        GenerateSecretString: { GenerateStringKey: 'current', PasswordLength: 48 },
      });
      const secret = logicalId(dev.stack.originSecret.secret);
      const headers = apiOrigin(distributionConfig(dev)).OriginCustomHeaders as Array<{
        HeaderName: string;
        HeaderValue: unknown;
      }>;
      expect(headers).toHaveLength(1);
      expect(headers[0]!.HeaderName).toBe(ORIGIN_VERIFY_HEADER);
      // {{resolve:secretsmanager:<arn>:SecretString:current::}}, never the value itself.
      expect(JSON.stringify(headers[0]!.HeaderValue)).toMatch(
        new RegExp(`\\{\\{resolve:secretsmanager:.*${secret}.*:SecretString:current::\\}\\}`),
      );
    });

    it('goes to every route function as the current and previous value, both dynamic references', () => {
      const functions = Object.values(dev.template.findResources('AWS::Lambda::Function'));
      for (const route of ROUTES) {
        const fn = dev.stack.api.functions.get(route.id)!.fn;
        const { Environment } = dev.template.toJSON().Resources[logicalId(fn)].Properties;
        const vars = Environment.Variables as Record<string, unknown>;
        expect(JSON.stringify(vars.ORIGIN_SECRET), route.id).toMatch(/SecretString:current::/);
        expect(JSON.stringify(vars.ORIGIN_SECRET_PREVIOUS), route.id).toMatch(
          /SecretString:previous::/,
        );
      }
      expect(functions.length).toBeGreaterThan(ROUTES.length);
    });

    it('is read at a given version after a rotation (-c originSecretVersion), so a deploy re-reads it', () => {
      const version = '00000000-0000-0000-0000-000000000001';
      expect(JSON.stringify(dev.template.toJSON())).not.toContain(version);
      const rotated = JSON.stringify(synth({ originSecretVersion: version }).template.toJSON());
      expect(rotated).toContain(`:SecretString:current::${version}}}`);
      expect(rotated).toContain(`:SecretString:previous::${version}}}`);
    });
  });

  describe('the client address', () => {
    it('forwards CloudFront-Viewer-Address and Authorization but not Host to the API (managed AllViewerExceptHostHeader)', () => {
      const config = distributionConfig(dev);
      const apiBehaviours = config.CacheBehaviors.filter((b) => b.PathPattern.startsWith('/api/'));
      expect(apiBehaviours.length).toBeGreaterThan(0);
      for (const behaviour of apiBehaviours) {
        expect(behaviour.OriginRequestPolicyId, behaviour.PathPattern).toBe(
          ALL_VIEWER_EXCEPT_HOST_HEADER,
        );
      }
    });
  });

  describe('AWS WAF', () => {
    it('is on for prod and off by default for dev-like stages', () => {
      expect(loadStageConfig('prod').waf.enabled).toBe(true);
      expect(loadStageConfig('dev').waf.enabled).toBe(false);
      expect(loadStageConfig('alice').waf.enabled).toBe(false);
    });

    it('is absent where switched off: no edge stack, no web ACL on the distribution, CFR2 acknowledged', () => {
      expect(dev.edge).toBeUndefined();
      expect(distributionConfig(dev).WebACLId).toBeUndefined();
      dev.template.resourceCountIs('Custom::AWS', 0);
      expect(acknowledged(dev.stack.web.distribution)).toContain('AwsSolutions-CFR2');
    });

    it('lives in an edge stack in us-east-1 that the main stack depends on', () => {
      expect(prod.edge?.stackName).toBe(edgeStackName('prod'));
      expect(prod.edge?.region).toBe(EDGE_REGION);
      expect(prod.stack.stackName).toBe(stackName('prod'));
      expect(prod.stack.dependencies).toContain(prod.edge);
    });

    it('has the managed common, known-bad-inputs and IP-reputation groups and a per-address rate rule', () => {
      const edge = Template.fromStack(prod.edge!);
      const [acl] = Object.values(edge.findResources('AWS::WAFv2::WebACL'));
      const props = acl!.Properties as {
        Scope: string;
        DefaultAction: unknown;
        Rules: Array<{
          Name: string;
          Priority: number;
          Statement: {
            ManagedRuleGroupStatement?: { VendorName: string; Name: string };
            RateBasedStatement?: unknown;
          };
        }>;
      };
      expect(props.Scope).toBe('CLOUDFRONT');
      expect(props.DefaultAction).toEqual({ Allow: {} });
      const managed = props.Rules.flatMap((r) => r.Statement.ManagedRuleGroupStatement ?? []);
      expect(managed.map((m) => `${m.VendorName}/${m.Name}`).sort()).toEqual(
        [
          'AWS/AWSManagedRulesCommonRuleSet',
          'AWS/AWSManagedRulesKnownBadInputsRuleSet',
          'AWS/AWSManagedRulesAmazonIpReputationList',
        ].sort(),
      );
      expect(MANAGED_RULE_GROUPS).toHaveLength(3);
      const rate = props.Rules.find((r) => r.Statement.RateBasedStatement)!;
      expect(rate.Statement.RateBasedStatement).toEqual({
        Limit: loadStageConfig('prod').waf.requestsPer5Minutes,
        AggregateKeyType: 'IP',
      });
      expect(rate).toMatchObject({ Action: { Block: {} }, Priority: 0 });
      const [parameter] = Object.values(edge.findResources('AWS::SSM::Parameter'));
      expect(parameter!.Properties).toMatchObject({
        Name: webAclParameterName('prod'),
        Value: { 'Fn::GetAtt': [expect.any(String), 'Arn'] },
      });
    });

    it('is associated with the distribution from the parameter in us-east-1, and CFR2 is not acknowledged', () => {
      const reads = Object.values(prod.template.findResources('Custom::AWS'));
      expect(reads).toHaveLength(1);
      const create = JSON.stringify(reads[0]!.Properties.Update ?? reads[0]!.Properties.Create);
      expect(create).toContain('getParameter');
      expect(create).toContain(webAclParameterName('prod'));
      expect(create).toContain(EDGE_REGION);
      expect(distributionConfig(prod).WebACLId).toEqual({
        'Fn::GetAtt': [
          logicalId(prod.stack.webAcl!.node.findChild('Read') as never),
          'Parameter.Value',
        ],
      });
      expect(acknowledged(prod.stack.web.distribution)).not.toContain('AwsSolutions-CFR2');
    });
  });
});
