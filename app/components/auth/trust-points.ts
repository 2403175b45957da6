import { FileCheck2, LockKeyhole, MailCheck, ShieldCheck, Timer } from 'lucide-react';
import type { TrustPoint } from './AuthShell';

export const SECURE_LINK: TrustPoint = {
  icon: ShieldCheck,
  title: 'Connexion sécurisée',
  text: 'Vos identifiants et vos documents ne circulent que par une connexion chiffrée (HTTPS).',
};

export const HASHED_PASSWORD: TrustPoint = {
  icon: LockKeyhole,
  title: 'Mot de passe jamais conservé en clair',
  text: 'Il est enregistré sous une forme chiffrée et irréversible\u00a0: personne ne peut le lire, pas même la traductrice.',
};

export const NO_ACCOUNT_NEEDED: TrustPoint = {
  icon: FileCheck2,
  title: 'Compte facultatif',
  text: 'Vous pouvez aussi commander une traduction certifiée avec votre seule adresse e-mail, sans créer de compte.',
};

export const SESSION_LENGTH: TrustPoint = {
  icon: Timer,
  title: 'Session de 7 jours',
  text: 'Vous restez connecté une semaine sur cet appareil, et pouvez vous déconnecter à tout moment depuis le menu.',
};

export const ONE_HOUR_LINK: TrustPoint = {
  icon: MailCheck,
  title: 'Lien valable une heure',
  text: 'Le lien de réinitialisation ne sert qu’une fois. Une fois le mot de passe changé, vos autres sessions sont fermées.',
};
