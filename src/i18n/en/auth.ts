/** The English messages of signing up, in and out, KYC and password recovery (spec texts kept). */
export default {
  'auth.email': 'Email',
  'auth.password': 'Password',
  'auth.password.required': 'Enter your password',
  'auth.signIn.title': 'Sign In',
  'auth.signIn.lead': 'Welcome back. Sign in to your account.',
  'auth.signIn.remember': 'Remember me',
  'auth.signIn.forgot': 'Forgot Password?',
  'auth.signIn.busy': 'Signing in…',
  'auth.signIn.submit': 'Sign In',
  'auth.signIn.newHere': 'New here?',
  'auth.signIn.createAccount': 'Create an account',
} as const;
