/**
 * Backups (issue 28, decision 050), server-only: the command-line tools' refusals and verdicts,
 * the dashboard's line (worded in the loader) and the e-mail to the translator when one fails.
 */
export const backup = {
  noPassphrase:
    'Sauvegarde impossible\u00a0: définissez BACKUP_PASSPHRASE (au moins 16 caractères) et gardez-la ailleurs que les sauvegardes.',
  noTarget: 'Sauvegarde impossible\u00a0: définissez BACKUP_DIR (un dossier hors de DATA_DIR) ou BACKUP_S3_BUCKET.',
  dirInsideData:
    'Sauvegarde refusée\u00a0: BACKUP_DIR ({{dir}}) est dans DATA_DIR\u202f; choisissez un dossier sur un autre disque.',
  s3KeysPair: 'Sauvegarde impossible\u00a0: BACKUP_S3_ACCESS_KEY_ID et BACKUP_S3_SECRET_ACCESS_KEY vont ensemble.',
  otherInstance: 'Une autre instance fait déjà la sauvegarde\u00a0: rien à faire.',
  serverDoesIt: 'Le serveur (processus {{pid}}) utilise le dossier de données\u00a0: il fait la sauvegarde.',
  noControl: 'Le serveur ne répond pas sur son canal de commande ({{detail}}).',
  usage: 'Usage\u00a0: npm run {{command}} -- <archive>',
  archiveMissing: 'Archive introuvable\u00a0: {{path}}',
  archiveRefused: 'Archive refusée\u00a0: {{detail}}. Rien n’a été modifié.',
  wrongPassphrase: 'mot de passe erroné ou archive endommagée',
  damaged: 'archive endommagée ou tronquée',
  notArchive: 'ce fichier n’est pas une archive de sauvegarde',
  checksum: 'somme de contrôle différente pour {{what}}',
  newerArchive: 'archive faite par une version plus récente du site (mettez le site à jour avant de restaurer)',
  foreignSchema: 'archive d’un autre schéma de base de données',
  dataDirNotEmpty: 'Restauration refusée\u00a0: DATA_DIR ({{dir}}) n’est pas vide\u202f; indiquez un dossier vide.',
  databaseNotEmpty: 'Restauration refusée\u00a0: la base de données de DATABASE_URL n’est pas vide (table {{table}}).',
  databaseNewerSchema:
    'Restauration refusée\u00a0: la base de DATABASE_URL a déjà le schéma d’une version plus récente que l’archive\u202f; indiquez une base neuve (createdb).',
  serverRunning:
    'Restauration refusée\u00a0: un serveur utilise ce dossier de données (processus {{pid}})\u202f; arrêtez-le.',
  databaseInUse_one:
    'Restauration refusée\u00a0: {{count}}\u00a0autre connexion ouverte sur la base de DATABASE_URL\u202f; arrêtez le serveur.',
  databaseInUse_many:
    'Restauration refusée\u00a0: {{count}}\u00a0autres connexions ouvertes sur la base de DATABASE_URL\u202f; arrêtez le serveur.',
  databaseInUse_other:
    'Restauration refusée\u00a0: {{count}}\u00a0autres connexions ouvertes sur la base de DATABASE_URL\u202f; arrêtez le serveur.',
  restored:
    'Restauration terminée, sauvegarde du {{takenAt}}. Lignes\u00a0: {{rows}}\u202f; documents\u00a0: {{documents}}\u202f; effacements ré-appliqués\u00a0: {{erasures}}.',
  verifyOk:
    'Archive valide. Lignes\u00a0: {{rows}}\u202f; documents déchiffrés\u00a0: {{documents}}\u202f; factures conformes\u00a0: {{invoices}}.',
  verifyFailed: 'Archive invalide\u00a0: {{detail}}.',
  missingDocuments_one: '{{count}}\u00a0document absent de l’archive (supprimé pendant la sauvegarde)',
  missingDocuments_many: '{{count}}\u00a0documents absents de l’archive (supprimés pendant la sauvegarde)',
  missingDocuments_other: '{{count}}\u00a0documents absents de l’archive (supprimés pendant la sauvegarde)',
  documentUnreadable: 'document {{key}} indéchiffrable',
  invoiceMismatch: 'PDF de la facture {{id}} différent de son empreinte',
  rowCount: 'table {{table}}\u00a0: {{found}} lignes au lieu de {{expected}}',
  dashboardLast: 'Dernière sauvegarde\u00a0: {{when}}',
  dashboardNever: 'Dernière sauvegarde\u00a0: aucune',
  dashboardOff:
    'Sauvegardes désactivées\u00a0: aucun mot de passe de sauvegarde n’est réglé sur le serveur (à demander à la personne qui héberge le site)',
  dashboardLate: 'plus de 26 heures sans sauvegarde',
  failedSubject: 'La sauvegarde de la nuit a échoué',
  failedBody:
    'La sauvegarde du {{when}} a échoué\u00a0: {{reason}}. Aucune autre alerte ne sera envoyée avant la prochaine sauvegarde réussie\u202f; vérifiez le disque ou le compartiment de sauvegarde.',
} as const;
