import { Duration, SecretValue, Validations, type RemovalPolicy } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { ACCOUNT_TYPE_ATTRIBUTE_NAME } from '#shared/auth/account-type';
import { PASSWORD_POLICY } from '#shared/auth/password-policy';
import { TOKEN_VALIDITY } from '#shared/auth/token-validity';
import type { StageConfig } from '../stage-config';

export type UserAuthProps = {
  config: StageConfig;
  removalPolicy: RemovalPolicy;
  /** Public base URL of the site (may be a token); Google sign-in returns to it. */
  siteUrl: string;
};

import { ADMIN_GROUP } from '#shared/auth/roles';

export { ADMIN_GROUP };

/**
 * Cognito sign-in for buyers, sellers and admins: e-mail and password, e-mail verification,
 * password reset, the `admin` group, and Google through the hosted UI when configured.
 */
export class UserAuth extends Construct {
  readonly userPool: cognito.UserPool;
  readonly client: cognito.UserPoolClient;
  /** Hosted-UI base URL; only when Google sign-in is configured. */
  readonly hostedUiUrl: string | undefined;

  constructor(scope: Construct, id: string, props: UserAuthProps) {
    super(scope, id);
    const { config } = props;

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      keepOriginal: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        fullname: { required: false, mutable: true },
      },
      // Set by the trade sign-up only: immutable, so an account cannot make itself a dealer
      // later; the profile holds the account type from confirmation on (decision 031).
      customAttributes: {
        [ACCOUNT_TYPE_ATTRIBUTE_NAME]: new cognito.StringAttribute({
          minLen: 1,
          maxLen: 32,
          mutable: false,
        }),
      },
      // The spec asks for at least 6 characters; we require 8 with lower case and digits
      // (NCSC guidance favours length over symbol rules, which users answer with "Password1!").
      // One policy for both stages and the forms: shared/auth/password-policy.ts.
      passwordPolicy: PASSWORD_POLICY,
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      // TOTP costs nothing and lets careful sellers protect their account; SMS would cost per text.
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
      email: config.email.cognitoUsesSes
        ? cognito.UserPoolEmail.withSES({
            fromEmail: config.email.fromAddress,
            fromName: 'VanYard',
            sesRegion: config.email.sesRegion,
            ...(config.email.sesIdentity.includes('@')
              ? {}
              : { sesVerifiedDomain: config.email.sesIdentity }),
          })
        : cognito.UserPoolEmail.withCognito(),
      deletionProtection: config.deletionProtection,
      removalPolicy: props.removalPolicy,
    });
    this.acknowledgePoolFindings();

    new cognito.UserPoolGroup(this, 'AdminGroup', {
      userPool: this.userPool,
      groupName: ADMIN_GROUP,
      description: 'VanYard administrators: moderation, users, payments, settings.',
    });

    const google = config.google.clientId
      ? this.addGoogle(config.google.clientId, config.google.clientSecretName)
      : undefined;
    if (google) {
      const domain = this.userPool.addDomain('HostedUi', {
        cognitoDomain: { domainPrefix: config.authDomainPrefix },
      });
      this.hostedUiUrl = domain.baseUrl();
    }

    this.client = this.userPool.addClient('WebClient', {
      // A browser app cannot keep a secret.
      generateSecret: false,
      // The deployed SPA signs in with SRP, so the password never leaves the browser; plain
      // USER_PASSWORD_AUTH is only for the local stage's cognito-local (decision 014). Refresh
      // is always allowed.
      authFlows: { userSrp: true },
      idTokenValidity: Duration.minutes(TOKEN_VALIDITY.idTokenMinutes),
      accessTokenValidity: Duration.minutes(TOKEN_VALIDITY.accessTokenMinutes),
      refreshTokenValidity: Duration.days(TOKEN_VALIDITY.refreshTokenDays),
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      ...(google
        ? {
            supportedIdentityProviders: [
              cognito.UserPoolClientIdentityProvider.COGNITO,
              cognito.UserPoolClientIdentityProvider.GOOGLE,
            ],
            oAuth: {
              flows: { authorizationCodeGrant: true },
              scopes: [
                cognito.OAuthScope.OPENID,
                cognito.OAuthScope.EMAIL,
                cognito.OAuthScope.PROFILE,
              ],
              callbackUrls: [`${props.siteUrl}/auth/callback`],
              logoutUrls: [`${props.siteUrl}/`],
            },
          }
        : { disableOAuth: true }),
    });
    if (google) this.client.node.addDependency(google);
  }

  /** The Cognito endpoints the browser talks to, for the site's Content-Security-Policy. */
  static browserEndpoints(config: StageConfig, region: string): string[] {
    const endpoints = [`https://cognito-idp.${region}.amazonaws.com`];
    if (config.google.clientId) {
      endpoints.push(`https://${config.authDomainPrefix}.auth.${region}.amazoncognito.com`);
    }
    return endpoints;
  }

  private addGoogle(clientId: string, secretName: string): cognito.UserPoolIdentityProviderGoogle {
    return new cognito.UserPoolIdentityProviderGoogle(this, 'Google', {
      userPool: this.userPool,
      clientId,
      // A dynamic reference: resolved by CloudFormation at deploy time, never in the template.
      clientSecretValue: SecretValue.secretsManager(secretName),
      scopes: ['openid', 'email', 'profile'],
      attributeMapping: {
        email: cognito.ProviderAttribute.GOOGLE_EMAIL,
        // The pre-sign-up trigger links or creates only for an address Google verified.
        emailVerified: cognito.ProviderAttribute.GOOGLE_EMAIL_VERIFIED,
        fullname: cognito.ProviderAttribute.GOOGLE_NAME,
      },
    });
  }

  private acknowledgePoolFindings(): void {
    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG1',
        reason:
          "Deliberate: minimum 8 characters with lower case and digits (stronger than the spec's 6); upper-case and symbol rules are left out following NCSC password guidance.",
      },
      {
        id: 'AwsSolutions-COG2',
        reason:
          'A public marketplace cannot require MFA from every buyer and seller; TOTP MFA is offered (optional) at no cost.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'The Plus feature plan (threat protection) is billed for every monthly active user with no free tier; Essentials is used until abuse justifies the cost.',
      },
    );
  }
}
