import { Clock, FileCheck2, ShieldCheck } from 'lucide-react';
import { data } from 'react-router';
import type { Route } from './+types/services';
import { stillPending } from '../.server/cart';
import { legalizationSteps } from '../../core/legalization-chain';
import { formatEuros } from '../../core/money';
import { PURPOSE_IDS, purposePreset, type Purpose } from '../../core/purposes';
import { ORDER_DEFAULTS, orderEmailSchema, priceRequestSchema, stripMarkup } from '../../core/order-rules';
import { deliveryClock, orderCatalogue } from '../.server/order-catalogue';
import { translationWithinText } from '../../core/catalogue-text';
import { OrderForm } from '../components/order/OrderForm';
import { PageHero } from '../components/PageHero';
import { cartFromCookieHeader, MAIL_KEY, type CartFile } from '../lib/cart';
import { readCookie } from '../lib/cookies';
import { breadcrumbJsonLd, publicUrlFrom, seo, serviceOffersJsonLd } from '../lib/seo';
import { useRootData } from '../lib/root-data';

const CRUMBS = [{ name: 'Services', path: '/services' }];

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: 'Commander une traduction certifiée arabe–français en ligne',
    description:
      'Commandez en ligne votre traduction certifiée arabe–français : prix affiché en direct, envoi chiffré de vos documents, livraison et légalisation au choix.',
    path: '/services',
    jsonLd: [
      breadcrumbJsonLd(publicUrlFrom(args.matches), CRUMBS),
      ...(args.data ? [serviceOffersJsonLd(publicUrlFrom(args.matches), args.data.catalogue)] : []),
    ],
  });

/**
 * A first visit gets the same page as everyone (the page micro-cache serves it; the upload
 * session starts with the first upload, through the API). A page showing this visitor's known
 * e-mail or the cart being edited is theirs alone: never shared by a cache.
 */
export const headers: Route.HeadersFunction = ({ loaderHeaders, parentHeaders }) => {
  const cacheControl = loaderHeaders.get('Cache-Control') ?? parentHeaders.get('Cache-Control');
  return cacheControl ? { 'Cache-Control': cacheControl } : new Headers();
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const [catalogue, clock] = await Promise.all([orderCatalogue(context.db), deliveryClock(context.db)]);
  const cookie = request.headers.get('cookie');
  const stored = readCookie(cookie, MAIL_KEY);
  const mail = stored ? orderEmailSchema.safeParse(stored) : null;

  let initial: {
    numberOfPages: number;
    numberOfDocuments: number;
    deliveryMethod: string;
    legalization: string;
    urgent: boolean;
    purpose: string;
    comment: string;
  } = {
    numberOfPages: ORDER_DEFAULTS.numberOfPages,
    numberOfDocuments: ORDER_DEFAULTS.numberOfDocuments,
    deliveryMethod: ORDER_DEFAULTS.deliveryMethod,
    legalization: ORDER_DEFAULTS.legalization,
    urgent: false,
    purpose: '',
    comment: '',
  };
  let files: CartFile[] = [];
  let cartEmail = '';
  const params = new URL(request.url).searchParams;
  const editing = params.get('edit') === '1';
  // A landing page's « Commander » may say the procedure (?demarche=etranger): its presets apply.
  const purpose = params.get('demarche');
  if (!editing && purpose && (PURPOSE_IDS as readonly string[]).includes(purpose)) {
    initial = { ...initial, ...purposePreset(catalogue, purpose as Purpose), purpose };
  }
  if (editing) {
    // Coming back from the cart: start from its item when it still makes sense with today's catalogue.
    const item = cartFromCookieHeader(cookie)[0];
    const parsed = item ? priceRequestSchema.safeParse(item) : null;
    if (item && parsed?.success) {
      const known = (list: { id: string }[], id: string) => list.some((o) => o.id === id);
      initial = {
        numberOfPages: parsed.data.numberOfPages,
        numberOfDocuments: parsed.data.numberOfDocuments,
        deliveryMethod: known(catalogue.deliveryMethods, parsed.data.deliveryMethod)
          ? parsed.data.deliveryMethod
          : initial.deliveryMethod,
        legalization: legalizationSteps(catalogue, parsed.data.legalization)
          ? parsed.data.legalization
          : initial.legalization,
        urgent: parsed.data.urgent && catalogue.urgent !== null,
        purpose: parsed.data.purpose ?? '',
        comment: stripMarkup(item.comment).slice(0, 2000),
      };
      // Files swept after inactivity are left out: the visitor sends them again.
      const pending = await stillPending(
        context.db,
        cookie,
        item.files.map((f) => f.id),
      );
      files = item.files
        .filter((f) => pending.has(f.id))
        .map(({ id, name, path, url, pages }) => ({
          id,
          name,
          ...(path ? { path } : {}),
          ...(url ? { url } : {}),
          ...(pages !== undefined ? { pages } : {}),
        }));
      const email = orderEmailSchema.safeParse(item.mailClient);
      if (email.success) cartEmail = email.data;
    }
  }
  const knownEmail = cartEmail || (mail?.success ? mail.data : '');
  const personal = editing || knownEmail !== '';
  return data(
    { catalogue, clock, initial, files, editing, knownEmail },
    personal ? { headers: { 'Cache-Control': 'private, no-store' } } : undefined,
  );
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const user = root?.user ?? null;
  const { catalogue, clock, initial, files, editing, knownEmail } = loaderData;
  return (
    <>
      <PageHero
        title="Commander une traduction certifiée"
        eyebrow={editing ? 'Modifier votre commande' : 'Commande en ligne'}
        lead={
          <p>
            Indiquez vos documents et vos options : le prix s’affiche immédiatement, sans surprise.{' '}
            {formatEuros(catalogue.pricePerPageCents)} la page traduite, cachet et signature d’experte près la cour
            d’appel inclus.
          </p>
        }
        crumbs={CRUMBS}
      >
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted">
          <li className="flex items-center gap-2">
            <ShieldCheck className="h-4 w-4 text-success" aria-hidden="true" />
            Documents transmis et stockés chiffrés
          </li>
          <li className="flex items-center gap-2">
            <FileCheck2 className="h-4 w-4 text-success" aria-hidden="true" />
            Acceptée par les administrations françaises
          </li>
          <li className="flex items-center gap-2">
            <Clock className="h-4 w-4 text-success" aria-hidden="true" />
            Traduction envoyée {translationWithinText(catalogue)}
          </li>
        </ul>
      </PageHero>
      <div className="container-page py-10 sm:py-14">
        <OrderForm
          catalogue={catalogue}
          clock={clock}
          initial={initial}
          initialFiles={files}
          knownEmail={user?.email ?? knownEmail}
          signedIn={user !== null}
          editing={editing}
        />
      </div>
    </>
  );
}
