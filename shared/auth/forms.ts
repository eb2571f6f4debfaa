import { z } from 'zod';
import { passwordProblem } from './password-policy';

/** The account forms' rules and messages, word for word where the product's wording is fixed. */
export const AUTH_MESSAGES = {
  email: 'Please enter a valid email address',
  signInPassword: 'Password must be at least 6 characters',
  fullName: 'Full name must be at least 2 characters',
  confirm: "Passwords don't match",
  newPasswordsDiffer: 'New passwords do not match',
  code: 'Please enter the 6-digit code from the e-mail',
  currentPassword: 'Please enter your current password',
} as const;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email(AUTH_MESSAGES.email).max(254, AUTH_MESSAGES.email));

/** A new password: the pool's policy, checked before Cognito sees it. */
const newPassword = z.string().superRefine((value, context) => {
  const problem = passwordProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, AUTH_MESSAGES.code);

/** Sign in: the specification's rules (a valid e-mail; 6 characters or more). */
export const signInSchema = z.object({
  email,
  password: z.string().min(6, AUTH_MESSAGES.signInPassword).max(256),
});

export const registerSchema = z
  .object({
    fullName: z.string().trim().min(2, AUTH_MESSAGES.fullName).max(100),
    email,
    password: newPassword,
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.confirm,
  });

export const verifyEmailSchema = z.object({ email, code });

export const resetRequestSchema = z.object({ email });

/** Setting a new password with the code from the reset e-mail. */
export const newPasswordSchema = z
  .object({ email, code, password: newPassword, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.confirm,
  });

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, AUTH_MESSAGES.currentPassword),
    newPassword,
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.newPasswordsDiffer,
  });
