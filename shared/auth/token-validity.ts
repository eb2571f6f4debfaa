/**
 * How long Cognito's tokens last, on every stage: the deployed app client and the local stage's
 * cognito-local client (which would otherwise say 24 hours). Cognito's defaults, kept on purpose:
 * an hour bounds a stolen ID token; the SPA refreshes it for 30 days (decision 014).
 */
export const TOKEN_VALIDITY = {
  idTokenMinutes: 60,
  accessTokenMinutes: 60,
  refreshTokenDays: 30,
} as const;
