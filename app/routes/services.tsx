import { Clock, FileCheck2, ShieldCheck } from 'lucide-react';
import { data, useLocation } from 'react-router';
import type { Route } from './+types/services';
import { stillPending } from '../.server/cart';
import { COUNTRY_CODES, countryOptions } from '../../core/countries';
import { legalizationSteps } from '../../core/legalization-chain';
import { PURPOSE_IDS, purposePreset, type Purpose } from '../../core/purposes';
import { ORDER_DEFAULTS, orderEmailSchema, priceRequestSchema, stripMarkup } from '../../core/order-rules';
import { deliveryClock, orderCatalogue } from '../.server/order-catalogue';
import { servicesPageText } from '../.server/order-pages';
import { structuredDataFor } from '../.server/structured-data';
import { OrderForm } from '../components/order/OrderForm';
import { PageHero } from '../components/PageHero';
import { cartFromCookieHeader, MAIL_KEY, type CartFile } from '../lib/cart';
import { readCookie } from '../lib/cookies';
import { breadcrumbJsonLd, publicUrlFrom, seo, serviceOffersJsonLd } from '../lib/seo';
import { useRootData } from '../lib/root-data';
import { sessionLookup } from '../.server/session';
import { lastIdentity } from '../.server/last-identity';
import type { OrderFormValues } from '../components/order/form-schema';
import { IDENTITY_DEFAULTS, identityValues } from '../components/order/identity-values';

const crumbsOf = (name: string, path: string) => [{ name, path }];

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: args.data?.text.metaTitle ?? '',
    description: args.data?.text.metaDescription ?? '',
    // Each language's own address (decision 032).
    path: args.data?.text.path ?? '/services',
    jsonLd: [
      breadcrumbJsonLd(publicUrlFrom(args.matches), crumbsOf(args.data?.text.crumb ?? 'Services', '/services')),
      ...(args.data
        ? (args.data.jsonLd ?? [serviceOffersJsonLd(publicUrlFrom(args.matches), args.data.catalogue)])
        : []),
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

  // A signed-in customer starts from their last order's name, address and billing identity.
  const session = await sessionLookup(request, context);
  const remembered = session ? await lastIdentity(context.db, session.user.id) : null;
  let initial: Omit<OrderFormValues, 'email'> = {
    ...(remembered ?? IDENTITY_DEFAULTS),
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
        // What the cart holds, checked again at checkout.
        ...(item.identity ? identityValues(item.identity) : (remembered ?? IDENTITY_DEFAULTS)),
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
  const personal = editing || knownEmail !== '' || session !== null;
  return data(
    {
      catalogue,
      clock,
      initial,
      files,
      editing,
      knownEmail,
      // Named on the server: the browser's Intl names a few countries differently (hydration).
      countries: countryOptions(COUNTRY_CODES, context.lang),
      // The page's words, in its language, from the server (decision 032).
      text: servicesPageText(context.lang, catalogue),
      // The Arabic page's service JSON-LD, in Arabic (the French page builds its own in meta).
      ...structuredDataFor(context.lang, catalogue, () => [serviceOffersJsonLd(context.config.publicUrl, catalogue)]),
    },
    personal ? { headers: { 'Cache-Control': 'private, no-store' } } : undefined,
  );
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const root = useRootData();
  const user = root?.user ?? null;
  const { catalogue, clock, initial, files, editing, knownEmail, countries, text } = loaderData;
  const { pathname } = useLocation();
  return (
    <>
      <PageHero
        title={text.title}
        eyebrow={editing ? text.eyebrowEdit : text.eyebrow}
        lead={
          <p>
            {text.lead} {text.leadPrice}
          </p>
        }
        crumbs={crumbsOf(text.crumb, pathname)}
      >
        <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted">
          <li className="flex items-center gap-2">
            <ShieldCheck className="h-4 w-4 text-success" aria-hidden="true" />
            {text.badges[0]}
          </li>
          <li className="flex items-center gap-2">
            <FileCheck2 className="h-4 w-4 text-success" aria-hidden="true" />
            {text.badges[1]}
          </li>
          <li className="flex items-center gap-2">
            <Clock className="h-4 w-4 text-success" aria-hidden="true" />
            {text.badges[2]}
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
          countries={countries}
        />
      </div>
    </>
  );
}
