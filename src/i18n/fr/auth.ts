import type en from '../en/auth';
import type { Translation } from '../types';

export default {
  'auth.email': 'Adresse e-mail',
  'auth.password': 'Mot de passe',
  'auth.password.required': 'Veuillez saisir votre mot de passe',
  'auth.signIn.title': 'Connexion',
  'auth.signIn.lead': 'Bienvenue. Connectez-vous à votre compte.',
  'auth.signIn.remember': 'Se souvenir de moi',
  'auth.signIn.forgot': 'Mot de passe oublié ?',
  'auth.signIn.busy': 'Connexion en cours…',
  'auth.signIn.submit': 'Se connecter',
  'auth.signIn.newHere': 'Nouveau client ?',
  'auth.signIn.createAccount': 'Ouvrir un compte',
} satisfies Partial<Translation<typeof en>>;
