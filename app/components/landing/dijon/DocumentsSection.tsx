import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Section } from '../Section';

const DOCUMENT_GROUPS = [
  {
    title: 'État civil et famille',
    items: [
      'Acte de naissance',
      'Acte de mariage',
      'Jugement de divorce',
      'Livret de famille',
      'Acte de kafala',
      'Acte de décès',
    ],
  },
  {
    title: 'Identité et justice',
    items: [
      'Passeport, carte d’identité',
      'Permis de conduire',
      'Extrait de casier judiciaire',
      'Jugements et décisions',
      'Procurations, actes notariés',
    ],
  },
  {
    title: 'Études, travail, entreprise',
    items: [
      'Diplômes et relevés de notes',
      'Certificats de travail',
      'Bulletins de salaire',
      'Extrait Kbis, statuts',
      'Contrats et factures',
    ],
  },
];

/** « Documents traduits »: the documents by family, and a link to legalisation. */
export function DocumentsSection() {
  return (
    <Section
      id="documents"
      tone="alt"
      eyebrow="Documents traduits"
      title="De l’arabe vers le français, et du français vers l’arabe"
      intro={
        <p>
          Documents rédigés en arabe littéral ou comportant des mentions dialectales, du Maghreb, du Proche-Orient, du
          Golfe ou d’Égypte&nbsp;: chaque traduction reprend fidèlement la mise en page, les cachets et les mentions
          manuscrites.
        </p>
      }
    >
      <div className="grid gap-6 md:grid-cols-3">
        {DOCUMENT_GROUPS.map((g) => (
          <div key={g.title} className="card">
            <h3 className="text-lg font-semibold">{g.title}</h3>
            <ul className="mt-4 space-y-2.5">
              {g.items.map((item) => (
                <li key={item} className="flex gap-2.5 text-ink">
                  <Check className="mt-1 h-4 w-4 shrink-0 text-success" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="mt-6 text-muted">
        Votre document doit ensuite être reconnu à l’étranger&#x202F;?{' '}
        <Link to="/legalisation" className="font-medium text-brand underline">
          Découvrez la légalisation de documents
        </Link>
        .
      </p>
    </Section>
  );
}
