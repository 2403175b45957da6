import { Info, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { adminRequest } from './admin-api';

interface MailStatus {
  delivery: 'smtp' | 'file';
  from: string;
  businessEmail: string;
}

/**
 * How e-mails leave the site. Without SMTP_URL nothing reaches anyone: the
 * translator must know that « Envoyé » then means « written locally ». The
 * page loaders do not see the mail settings, so this asks the API once.
 */
export function MailDeliveryBanner() {
  const [status, setStatus] = useState<MailStatus | null>(null);
  useEffect(() => {
    let live = true;
    adminRequest<MailStatus>('GET', '/api/admin/mail-status').then((answer) => {
      if (live && answer.ok) setStatus(answer.data);
    });
    return () => {
      live = false;
    };
  }, []);

  if (!status) return null;
  if (status.delivery === 'smtp') {
    return (
      <p className="flex items-center gap-2 text-sm text-muted" data-testid="mail-delivery-smtp">
        <Send className="h-4 w-4 shrink-0" aria-hidden="true" />
        Envoi par le serveur SMTP configuré, expéditeur {status.from}.
      </p>
    );
  }
  return (
    <div
      role="note"
      className="flex gap-3 rounded-xl border border-accent/40 bg-accent-soft px-4 py-3.5 text-sm leading-relaxed"
      data-testid="mail-delivery-local"
    >
      <Info className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden="true" />
      <div>
        <p className="font-semibold">Aucun serveur d’envoi (SMTP) n’est configuré : les e-mails ne partent pas.</p>
        <p className="mt-1 text-muted">
          Ils restent dans cette boîte d’envoi locale et sont écrits en fichiers <code>.eml</code> dans le dossier de
          données ; « Envoyé » signifie ici « enregistré sur le serveur ». Ouvrez un message pour lire ce que le
          destinataire aurait reçu. Pour envoyer réellement, renseignez <code>SMTP_URL</code> dans la configuration puis
          redémarrez le site.
        </p>
      </div>
    </div>
  );
}
