import { App, Stack, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as iam from 'aws-cdk-lib/aws-iam';
import { beforeAll, describe, expect, it } from 'vitest';
import { Geocoding } from '#infra/stack/constructs/geocoding';

describe('Geocoding', () => {
  let stack: Stack;
  let geocoding: Geocoding;
  let role: iam.Role;
  let template: Template;
  let indexId: string;

  beforeAll(() => {
    stack = new Stack(new App(), 'GeocodingTest');
    geocoding = new Geocoding(stack, 'Geocoding', { stage: 'dev' });
    role = new iam.Role(stack, 'SearchRole', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
    });
    geocoding.grantGeocode(role);
    template = Template.fromStack(stack);
    indexId = Object.keys(template.findResources('AWS::Location::PlaceIndex'))[0]!;
  });

  it('creates one Esri place index named for the stage, for stored results', () => {
    template.resourceCountIs('AWS::Location::PlaceIndex', 1);
    template.hasResourceProperties('AWS::Location::PlaceIndex', {
      IndexName: 'vanyard-dev-postcodes',
      DataSource: 'Esri',
      DataSourceConfiguration: { IntendedUse: 'Storage' },
    });
    expect(geocoding.placeIndexName).toBe('vanyard-dev-postcodes');
    expect(stack.resolve(geocoding.placeIndexArn)).toEqual({ 'Fn::GetAtt': [indexId, 'Arn'] });
  });

  it('grants exactly geo:SearchPlaceIndexForText on that index and nothing else', () => {
    const roleId = stack.getLogicalId(role.node.defaultChild as CfnElement);
    const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((policy) =>
      (policy.Properties.Roles as unknown[]).some(
        (ref) => JSON.stringify(ref) === JSON.stringify({ Ref: roleId }),
      ),
    );
    const statements = policies.flatMap(
      (policy) => policy.Properties.PolicyDocument.Statement as unknown[],
    );
    expect(statements).toEqual([
      {
        Effect: 'Allow',
        Action: 'geo:SearchPlaceIndexForText',
        Resource: { 'Fn::GetAtt': [indexId, 'Arn'] },
      },
    ]);
  });

  it('names each stage its own index', () => {
    const other = new Stack(new App(), 'GeocodingProd');
    new Geocoding(other, 'Geocoding', { stage: 'prod' });
    Template.fromStack(other).hasResourceProperties('AWS::Location::PlaceIndex', {
      IndexName: 'vanyard-prod-postcodes',
    });
  });
});
