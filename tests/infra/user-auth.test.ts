import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_GROUP } from '#infra/stack/constructs/user-auth';
import { ACCOUNT_TYPE_ATTRIBUTE_NAME } from '#shared/auth/account-type';
import { FULL_CONFIG, logicalId, synth, type Built } from './support/synth';

describe('UserAuth', () => {
  let dev: Built;
  let withGoogle: Built;
  beforeAll(() => {
    dev = synth();
    withGoogle = synth({ config: FULL_CONFIG });
  });

  it('signs in with e-mail, verifies it, and lets people sign themselves up', () => {
    dev.template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
    });
  });

  it('has the account type attribute, which only the sign-up can set', () => {
    dev.template.hasResourceProperties('AWS::Cognito::UserPool', {
      Schema: Match.arrayWith([
        Match.objectLike({
          Name: ACCOUNT_TYPE_ATTRIBUTE_NAME,
          AttributeDataType: 'String',
          Mutable: false,
        }),
      ]),
    });
  });

  it('requires 8 characters with lower case and digits', () => {
    dev.template.hasResourceProperties('AWS::Cognito::UserPool', {
      Policies: {
        PasswordPolicy: {
          MinimumLength: 8,
          RequireLowercase: true,
          RequireNumbers: true,
          RequireUppercase: false,
          RequireSymbols: false,
        },
      },
    });
  });

  it('has the admin group', () => {
    dev.template.hasResourceProperties('AWS::Cognito::UserPoolGroup', {
      GroupName: ADMIN_GROUP,
      UserPoolId: { Ref: logicalId(dev.stack.auth.userPool) },
    });
    expect(ADMIN_GROUP).toBe('admin');
  });

  it('has a secretless browser client with only the SRP and refresh flows', () => {
    dev.template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      IdTokenValidity: 60,
      AccessTokenValidity: 60,
      RefreshTokenValidity: 43200,
      TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'minutes' },
      PreventUserExistenceErrors: 'ENABLED',
      SupportedIdentityProviders: ['COGNITO'],
    });
  });

  it('adds Google and the hosted UI only when a Google client id is configured', () => {
    dev.template.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
    dev.template.resourceCountIs('AWS::Cognito::UserPoolDomain', 0);

    withGoogle.template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Google',
      ProviderType: 'Google',
      ProviderDetails: {
        client_id: FULL_CONFIG.google?.clientId,
        client_secret: `{{resolve:secretsmanager:${FULL_CONFIG.google?.clientSecretName}:SecretString:::}}`,
      },
    });
    withGoogle.template.resourceCountIs('AWS::Cognito::UserPoolDomain', 1);
    withGoogle.template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      SupportedIdentityProviders: ['COGNITO', 'Google'],
      AllowedOAuthFlows: ['code'],
      CallbackURLs: [`https://${FULL_CONFIG.domainName}/auth/callback`],
    });
  });

  it("maps Google's e-mail, its verification and the name, which linking and the profile read", () => {
    withGoogle.template.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'Google',
      AttributeMapping: { email: 'email', email_verified: 'email_verified', name: 'name' },
    });
  });
});

describe('the Cognito triggers', () => {
  const built = synth();
  const { profile, messages, siteOrigin, linking } = built.stack.authTriggers;
  const statementsOf = (role: { node: unknown }) =>
    Object.values(built.template.findResources('AWS::IAM::Policy'))
      .filter((policy) =>
        JSON.stringify(policy.Properties.Roles).includes(logicalId(role as never)),
      )
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Record<string, unknown>[]);
  const envOf = (fn: { node: unknown }) =>
    built.template.findResources('AWS::Lambda::Function')[logicalId(fn as never)]?.Properties
      .Environment.Variables as Record<string, unknown>;

  it('attaches the post-confirmation, custom-message and pre-sign-up functions to the pool', () => {
    const pool =
      built.template.findResources('AWS::Cognito::UserPool')[logicalId(built.stack.auth.userPool)];
    expect(pool?.Properties.LambdaConfig).toEqual({
      PostConfirmation: { 'Fn::GetAtt': [logicalId(profile.fn), 'Arn'] },
      CustomMessage: { 'Fn::GetAtt': [logicalId(messages.fn), 'Arn'] },
      PreSignUp: { 'Fn::GetAtt': [logicalId(linking.fn), 'Arn'] },
    });
  });

  it('lets the pre-sign-up function list and link the users of its own pool, and nothing else', () => {
    const statements = statementsOf(linking.role).filter(
      (s) => !JSON.stringify(s.Action).includes('logs:'),
    );
    expect(statements).toEqual([
      expect.objectContaining({
        Effect: 'Allow',
        Action: ['cognito-idp:ListUsers', 'cognito-idp:AdminLinkProviderForUser'],
        Resource: { 'Fn::GetAtt': [logicalId(built.stack.auth.userPool), 'Arn'] },
      }),
    ]);
  });

  it('gives each confirmed account a profile, writing profile items only', () => {
    const dynamo = statementsOf(profile.role).filter((s) =>
      JSON.stringify(s.Action).includes('dynamodb:'),
    );
    expect(dynamo).toEqual([
      expect.objectContaining({
        Action: [
          'dynamodb:PutItem',
          'dynamodb:UpdateItem',
          'dynamodb:DeleteItem',
          'dynamodb:BatchWriteItem',
        ],
        Condition: {
          'ForAllValues:StringLike': {
            // A trade account's dealer page too: its slug and directory entry (decision 069).
            'dynamodb:LeadingKeys': ['USER#*', 'DEALER_SLUG#*', 'DEALERS*'],
          },
        },
      }),
    ]);
    expect(envOf(profile.fn)).toMatchObject({
      TABLE_NAME: { Ref: logicalId(built.stack.data.table) },
    });
  });

  it("lets the custom-message function read the site's origin and nothing else", () => {
    const parameter = built.template.findResources('AWS::SSM::Parameter')[logicalId(siteOrigin)];
    expect(parameter?.Properties).toMatchObject({
      Name: '/vanyard/dev/site-origin',
      Type: 'String',
    });
    // The distribution's domain, so links work with or without a custom domain.
    expect(JSON.stringify(parameter?.Properties.Value)).toContain(
      logicalId(built.stack.web.distribution),
    );
    expect(envOf(messages.fn)).toMatchObject({ SITE_ORIGIN_PARAMETER: '/vanyard/dev/site-origin' });
    const statements = statementsOf(messages.role).filter(
      (s) => !JSON.stringify(s.Action).includes('logs:'),
    );
    expect(statements).toEqual([
      expect.objectContaining({
        Action: 'ssm:GetParameter',
        Resource: {
          'Fn::Join': [
            '',
            [
              'arn:',
              { Ref: 'AWS::Partition' },
              ':ssm:',
              { Ref: 'AWS::Region' },
              ':',
              { Ref: 'AWS::AccountId' },
              ':parameter/vanyard/dev/site-origin',
            ],
          ],
        },
      }),
    ]);
  });
});
