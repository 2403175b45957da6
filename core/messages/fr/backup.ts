/**
 * Backups (issue 28, decision 047), server-only: the command-line tools' refusals and verdicts,
 * the dashboard's line (worded in the loader) and the e-mail to the translator when one fails.
 */
export const backup = {
  noPassphrase:
    'Sauvegarde impossible : définissez BACKUP_PASSPHRASE (au moins 16 caractères) et gardez-la ailleurs que les sauvegardes.',
  noTarget: 'Sauvegarde impossible : définissez BACKUP_DIR (un dossier hors de DATA_DIR) ou BACKUP_S3_BUCKET.',
  dirInsideData: 'Sauvegarde refusée : BACKUP_DIR ({{dir}}) est dans DATA_DIR ; choisissez un dossier sur un autre disque.',
  s3KeysPair: 'Sauvegarde impossible : BACKUP_S3_ACCESS_KEY_ID et BACKUP_S3_SECRET_ACCESS_KEY vont ensemble.',
  otherInstance: 'Une autre instance fait déjà la sauvegarde : rien à faire.',
  serverDoesIt: 'Le serveur (processus {{pid}}) utilise le dossier de données : il fait la sauvegarde.',
  noControl: 'Le serveur ne répond pas sur son canal de commande ({{detail}}).',
  usage: 'Usage : npm run {{command}} -- <archive>',
  archiveMissing: 'Archive introuvable : {{path}}',
  archiveRefused: 'Archive refusée : {{detail}}. Rien n’a été modifié.',
  wrongPassphrase: 'mot de passe erroné ou archive endommagée',
  damaged: 'archive endommagée ou tronquée',
  notArchive: 'ce fichier n’est pas une archive de sauvegarde',
  checksum: 'somme de contrôle différente pour {{what}}',
  newerArchive: 'archive faite par une version plus récente du site (mettez le site à jour avant de restaurer)',
  foreignSchema: 'archive d’un autre schéma de base de données',
  dataDirNotEmpty: 'Restauration refusée : DATA_DIR ({{dir}}) n’est pas vide ; indiquez un dossier vide.',
  databaseNotEmpty: 'Restauration refusée : la base de données de DATABASE_URL n’est pas vide (table {{table}}).',
  serverRunning: 'Restauration refusée : un serveur utilise ce dossier de données (processus {{pid}}) ; arrêtez-le.',
  databaseInUse:
    'Restauration refusée : {{count}} autre(s) connexion(s) ouverte(s) sur la base de DATABASE_URL ; arrêtez le serveur.',
  restored:
    'Restauration terminée : {{rows}} lignes, {{documents}} documents, {{erasures}} effacement(s) ré-appliqué(s), sauvegarde du {{takenAt}}.',
  verifyOk: 'Archive valide : {{rows}} lignes, {{documents}} documents déchiffrés, {{invoices}} factures conformes.',
  verifyFailed: 'Archive invalide : {{detail}}.',
  missingDocuments: '{{count}} document(s) absent(s) de l’archive (supprimés pendant la sauvegarde)',
  documentUnreadable: 'document {{key}} indéchiffrable',
  invoiceMismatch: 'PDF de la facture {{id}} différent de son empreinte',
  rowCount: 'table {{table}} : {{found}} lignes au lieu de {{expected}}',
  dashboardLast: 'Dernière sauvegarde : {{when}}',
  dashboardNever: 'Dernière sauvegarde : aucune',
  dashboardOff: 'Sauvegardes désactivées (BACKUP_PASSPHRASE absente)',
  dashboardLate: 'plus de 26 heures sans sauvegarde',
  failedSubject: 'La sauvegarde de la nuit a échoué',
  failedBody:
    'La sauvegarde du {{when}} a échoué : {{reason}}. Aucune autre alerte ne sera envoyée avant la prochaine sauvegarde réussie ; vérifiez le disque ou le compartiment de sauvegarde.',
} as const;
