import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircle, ArrowRight, FileStack, Info, Loader2, Mail, MessageSquareText, Paperclip, Stamp, Truck } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { formatEuros } from '../../../core/money';
import { MAX_COMMENT, MAX_DOCUMENTS, MAX_PAGES, orderEmailSchema, priceRequestSchema, reconcileCounts, stripMarkup } from '../../../core/order-rules';
import { computePrice } from '../../../core/pricing';
import { readCart, readMailClient, saveCartItem, saveMailClient, type CartFile, type CartItem } from '../../lib/cart';
import { ensureEssentialConsent } from '../../lib/consent';
import { FilesField } from './FilesField';
import { orderFormSchema, type OrderFormValues } from './form-schema';
import { MobileTotalBar } from './MobileTotalBar';
import { PriceLines } from './PriceSummary';
import { Reassurance } from './Reassurance';
import type { CatalogueOption, OrderCatalogue, QuoteView } from './types';
import { useFileUploads } from './useFileUploads';

const PRICE_DEBOUNCE_MS = 250;

export interface OrderFormProps {
  catalogue: OrderCatalogue;
  /** Values to start from: the defaults, or the cart item when editing it. */
  initial: Omit<OrderFormValues, 'email'>;
  initialFiles: CartFile[];
  /** E-mail already known: the signed-in user's or the last one used (mailClient). */
  knownEmail: string;
  signedIn: boolean;
  editing: boolean;
}

function optionLabel(option: CatalogueOption, perDocument: boolean): string {
  if (option.priceCents === 0) return perDocument ? option.name : `${option.name} — inclus`;
  return `${option.name} — ${formatEuros(option.priceCents)}${perDocument ? ' par document' : ''}`;
}

function instantQuote(catalogue: OrderCatalogue, values: Partial<OrderFormValues>): { key: string; quote: QuoteView } | null {
  const request = priceRequestSchema.safeParse({
    numberOfPages: values.numberOfPages,
    numberOfDocuments: values.numberOfDocuments,
    deliveryMethod: values.deliveryMethod,
    legalization: values.legalization,
  });
  if (!request.success) return null;
  try {
    const { lines, totalCents } = computePrice(catalogue, request.data);
    return { key: JSON.stringify(request.data), quote: { lines: lines.map((l) => ({ label: l.label, amountCents: l.amountCents })), totalCents } };
  } catch {
    return null;
  }
}

export function OrderForm({ catalogue, initial, initialFiles, knownEmail: serverEmail, signedIn, editing }: OrderFormProps) {
  const navigate = useNavigate();
  const formId = useId();
  const ids = {
    pages: `${formId}-pages`,
    documents: `${formId}-documents`,
    delivery: `${formId}-livraison`,
    legalization: `${formId}-legalisation`,
    email: `${formId}-email`,
    comment: `${formId}-commentaire`,
  };

  const [knownEmail, setKnownEmail] = useState(serverEmail);
  const [changingEmail, setChangingEmail] = useState(false);
  const needEmail = !knownEmail || changingEmail;
  const needEmailRef = useRef(needEmail);
  needEmailRef.current = needEmail;

  const resolver = useMemo(() => zodResolver(orderFormSchema(() => needEmailRef.current)), []);
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setValue,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<OrderFormValues>({
    mode: 'onChange',
    defaultValues: { ...initial, email: '' },
    resolver,
  });

  const uploads = useFileUploads(initialFiles);
  // Lets tests (and styles) tell the server HTML from the interactive form.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // An e-mail remembered only in localStorage is known too (the server saw no cookie).
  useEffect(() => {
    if (serverEmail) return;
    const stored = readMailClient();
    if (stored && orderEmailSchema.safeParse(stored).success) setKnownEmail(stored);
  }, [serverEmail]);

  // Editing: localStorage holds the full copy of the item (the cookie may have been shortened).
  const { restore } = uploads;
  useEffect(() => {
    if (!editing) return;
    const local = readCart()[0];
    if (!local) return;
    const sameFiles = local.files.map((f) => f.id).join() === initialFiles.map((f) => f.id).join();
    if (!sameFiles || local.comment !== initial.comment) {
      reset({
        numberOfPages: local.numberOfPages,
        numberOfDocuments: local.numberOfDocuments,
        deliveryMethod: local.deliveryMethod,
        legalization: local.legalization,
        comment: local.comment,
        email: '',
      });
      restore(local.files);
    } else if (local.files.some((f, i) => f.url && !initialFiles[i]?.url)) {
      restore(local.files);
    }
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Using the form implies the essential cookies (spec 4).
  const consentGiven = useRef(false);
  const startOrdering = useCallback(() => {
    if (consentGiven.current) return;
    consentGiven.current = true;
    ensureEssentialConsent();
  }, []);

  const watched = useWatch({ control });
  const instant = useMemo(() => instantQuote(catalogue, watched), [catalogue, watched]);

  // The last valid figure stays on screen while a field is being corrected.
  const lastQuote = useRef<{ key: string; quote: QuoteView } | null>(null);
  if (instant) lastQuote.current = instant;
  const shown = instant ?? lastQuote.current ?? instantQuote(catalogue, initial);

  // The server confirms the figure (it is the authority); failures are only logged (spec 8).
  const [confirmed, setConfirmed] = useState<{ key: string; quote: QuoteView } | null>(null);
  const requestKey = instant?.key ?? null;
  const firstKey = useRef(requestKey);
  useEffect(() => {
    if (!requestKey || requestKey === firstKey.current) return;
    firstKey.current = null;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const response = await fetch('/api/services/calculate-price', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: requestKey,
          signal: controller.signal,
          credentials: 'same-origin',
        });
        if (!response.ok) {
          console.warn(`Calcul du prix refusé (${response.status})`);
          return;
        }
        const body = (await response.json()) as { totalCents: number; breakdown: { label: string; amountCents: number }[] };
        setConfirmed({
          key: requestKey,
          quote: { totalCents: body.totalCents, lines: body.breakdown.map((b) => ({ label: b.label, amountCents: b.amountCents })) },
        });
      } catch (error) {
        if ((error as Error).name !== 'AbortError') console.warn('Calcul du prix impossible', error);
      }
    }, PRICE_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [requestKey]);

  const quote: QuoteView | null =
    confirmed && shown && confirmed.key === shown.key ? confirmed.quote : (shown?.quote ?? null);
  const totalCents = quote?.totalCents ?? 0;

  // Spec 5: pages never stay below documents — clamped when the page field is committed (blur / change).
  const clampPages = useCallback(() => {
    const { numberOfPages, numberOfDocuments } = getValues();
    if (!Number.isInteger(numberOfDocuments) || numberOfDocuments < 1 || numberOfDocuments > MAX_DOCUMENTS) return;
    const { numberOfPages: clamped } = reconcileCounts(numberOfPages, numberOfDocuments);
    if (clamped !== numberOfPages) setValue('numberOfPages', clamped, { shouldValidate: true, shouldDirty: true });
  }, [getValues, setValue]);

  const pagesField = register('numberOfPages', { valueAsNumber: true, deps: ['numberOfDocuments'], onBlur: clampPages });
  const documentsField = register('numberOfDocuments', {
    valueAsNumber: true,
    deps: ['numberOfPages'],
    onChange: () => {
      // Raising documents above pages raises pages to match.
      const { numberOfPages, numberOfDocuments } = getValues();
      if (Number.isInteger(numberOfDocuments) && numberOfDocuments <= MAX_DOCUMENTS && numberOfDocuments > (Number(numberOfPages) || 0)) {
        setValue('numberOfPages', numberOfDocuments, { shouldValidate: true, shouldDirty: true });
      }
    },
  });
  // The native change event (arrows, Enter, leaving the field) commits the page count.
  const pagesInput = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    const input = pagesInput.current;
    if (!input) return;
    input.addEventListener('change', clampPages);
    return () => input.removeEventListener('change', clampPages);
  }, [clampPages]);

  const hasErrors = Object.keys(errors).length > 0;
  const uploading = uploads.uploading;
  const blocked = hasErrors || uploading || !quote;

  const delivery = useWatch({ control, name: 'deliveryMethod' });
  const legalization = useWatch({ control, name: 'legalization' });
  const comment = useWatch({ control, name: 'comment' }) ?? '';
  const deliveryOption = catalogue.deliveryMethods.find((d) => d.id === delivery);
  const legalizationOption = catalogue.legalizationTypes.find((l) => l.id === legalization);

  const onValid = (values: OrderFormValues) => {
    if (uploads.uploading) return;
    const request = priceRequestSchema.parse({
      numberOfPages: values.numberOfPages,
      numberOfDocuments: values.numberOfDocuments,
      deliveryMethod: values.deliveryMethod,
      legalization: values.legalization,
    });
    const email = needEmail ? orderEmailSchema.parse(values.email) : knownEmail;
    const item: CartItem = {
      ...request,
      mailClient: email,
      // For display only: the server prices the order again.
      totalPrice: totalCents / 100,
      comment: stripMarkup(values.comment ?? ''),
      files: uploads.uploadedFiles.map(({ id, name, path, url }) => ({ id, name, path, url })),
    };
    startOrdering();
    saveCartItem(item);
    saveMailClient(email);
    navigate('/panier');
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onValid)}
      onChangeCapture={startOrdering}
      onPointerDownCapture={startOrdering}
      onKeyDownCapture={startOrdering}
      aria-label="Commande de traduction certifiée"
      data-testid="order-form"
      data-hydrated={hydrated ? 'true' : undefined}
      className="grid grid-cols-[minmax(0,1fr)] items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]"
    >
      <div className="space-y-6">
        <FormSection id="documents" step={1} icon={FileStack} title="Documents" intro="Comptez chaque page à traduire, recto et verso séparément.">
          <div className="grid gap-5 sm:grid-cols-2">
            <NumberField
              id={ids.pages}
              label="Nombre de pages"
              hint="Une face de document = une page."
              min={1}
              max={MAX_PAGES}
              error={errors.numberOfPages}
              registration={pagesField}
              inputRef={pagesInput}
              testId="pages-input"
            />
            <NumberField
              id={ids.documents}
              label="Nombre de documents"
              hint="Un acte, un diplôme, un jugement… compte pour un."
              min={1}
              max={MAX_DOCUMENTS}
              error={errors.numberOfDocuments}
              registration={documentsField}
              testId="documents-input"
            />
          </div>
        </FormSection>

        <FormSection id="livraison" step={2} icon={Truck} title="Livraison" intro="La version PDF signée est toujours envoyée par e-mail ; choisissez si vous voulez aussi l’original papier.">
          <SelectField
            id={ids.delivery}
            label="Mode de livraison"
            error={errors.deliveryMethod}
            registration={register('deliveryMethod')}
            testId="delivery-select"
            description={deliveryOption?.description}
          >
            {catalogue.deliveryMethods.map((d) => (
              <option key={d.id} value={d.id}>
                {optionLabel(d, false)}
              </option>
            ))}
          </SelectField>
        </FormSection>

        <FormSection id="coordonnees" step={3} icon={Mail} title="Vos coordonnées">
          {needEmail ? (
            <div>
              <label htmlFor={ids.email} className="field-label">
                Adresse e-mail
              </label>
              <input
                id={ids.email}
                type="email"
                autoComplete="email"
                inputMode="email"
                spellCheck={false}
                placeholder="prenom.nom@exemple.fr"
                data-testid="email-input"
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={`${ids.email}-aide ${ids.email}-erreur`}
                className={`field-input ${errors.email ? 'border-danger' : ''}`}
                {...register('email')}
              />
              <p id={`${ids.email}-aide`} className="mt-1.5 text-sm text-muted">
                Pour la confirmation de commande et l’envoi de votre traduction. Jamais de publicité.
              </p>
              <FieldMessage id={`${ids.email}-erreur`} error={errors.email} />
            </div>
          ) : (
            <div className="flex flex-col gap-3 rounded-xl bg-surface-2/60 p-4 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm text-muted">
                Confirmation et traduction envoyées à{' '}
                <strong className="font-semibold [overflow-wrap:anywhere] text-ink" data-testid="known-email">
                  {knownEmail}
                </strong>
              </p>
              {signedIn ? null : (
                <button
                  type="button"
                  className="btn-ghost shrink-0 px-3 py-2"
                  onClick={() => {
                    setChangingEmail(true);
                    setValue('email', '');
                    window.setTimeout(() => setFocus('email'), 0);
                  }}
                >
                  Utiliser une autre adresse
                </button>
              )}
            </div>
          )}
        </FormSection>

        <FormSection
          id="legalisation"
          step={4}
          icon={Stamp}
          title="Légalisation"
          intro={
            <>
              Utile surtout pour un usage à l’étranger.{' '}
              <Link to="/legalisation" className="text-brand underline">
                Quand faut-il légaliser ?
              </Link>
            </>
          }
        >
          <SelectField
            id={ids.legalization}
            label="Type de légalisation"
            error={errors.legalization}
            registration={register('legalization')}
            testId="legalization-select"
            description={legalizationOption?.description}
          >
            {catalogue.legalizationTypes.map((l) => (
              <option key={l.id} value={l.id}>
                {optionLabel(l, true)}
              </option>
            ))}
          </SelectField>
        </FormSection>

        <FormSection id="fichiers" step={5} icon={Paperclip} title="Fichiers" intro="Joignez une copie de chaque document à traduire. Vous pourrez aussi les envoyer plus tard par e-mail.">
          <FilesField
            entries={uploads.entries}
            error={uploads.error}
            onAdd={uploads.addFiles}
            onRemove={(key) => void uploads.remove(key)}
            onInteract={startOrdering}
          />
        </FormSection>

        <FormSection id="commentaire" step={6} icon={MessageSquareText} title="Commentaire">
          <label htmlFor={ids.comment} className="field-label">
            Précisions pour la traductrice <span className="font-normal text-muted">(facultatif)</span>
          </label>
          <textarea
            id={ids.comment}
            rows={4}
            maxLength={MAX_COMMENT}
            data-testid="comment-input"
            placeholder="Orthographe des noms propres telle qu’elle figure sur le passeport, pays de destination, délai souhaité…"
            aria-invalid={errors.comment ? true : undefined}
            aria-describedby={`${ids.comment}-compteur ${ids.comment}-erreur`}
            className={`field-input min-h-28 resize-y ${errors.comment ? 'border-danger' : ''}`}
            {...register('comment')}
          />
          <p id={`${ids.comment}-compteur`} className="mt-1.5 text-right text-xs text-muted tabular-nums">
            {comment.length.toLocaleString('fr-FR')} / {MAX_COMMENT.toLocaleString('fr-FR')} caractères
          </p>
          <FieldMessage id={`${ids.comment}-erreur`} error={errors.comment} />
        </FormSection>
      </div>

      <aside id="recapitulatif" aria-labelledby={`${formId}-prix`} className="scroll-mt-24 lg:sticky lg:top-24">
        <div className="card overflow-hidden p-0">
          <div className="border-b border-line bg-brand-soft/50 px-6 py-4">
            <h2 id={`${formId}-prix`} className="text-xl font-semibold">
              Prix total
            </h2>
            <p className="mt-0.5 text-sm text-muted">Calculé en direct selon vos choix</p>
          </div>
          <div className="px-6 py-5">
            {quote ? <PriceLines quote={quote} /> : null}
            <button type="submit" className="btn-primary mt-5 w-full py-3.5 text-base" disabled={blocked || isSubmitting} data-testid="add-to-cart" aria-describedby={`${formId}-blocage`}>
              {uploading ? (
                <>
                  <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
                  Chargement des fichiers...
                </>
              ) : (
                <>
                  Ajouter au panier
                  <ArrowRight className="h-4 w-4" aria-hidden="true" />
                </>
              )}
            </button>
            <p id={`${formId}-blocage`} aria-live="polite" className={hasErrors ? 'mt-3 flex gap-2 text-sm text-danger' : 'sr-only'}>
              {hasErrors ? (
                <>
                  <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                  Corrigez les champs signalés pour continuer.
                </>
              ) : null}
            </p>
            {uploads.uploadedFiles.length === 0 && !uploading ? (
              <p className="mt-3 flex gap-2 text-xs leading-relaxed text-muted">
                <Info className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
                Aucun fichier joint : vous pourrez nous les transmettre après la commande.
              </p>
            ) : null}
          </div>
          <div className="border-t border-line bg-surface-2/40 px-6 py-5">
            <Reassurance compact />
          </div>
        </div>
      </aside>
      <MobileTotalBar totalCents={totalCents} targetId="recapitulatif" />
    </form>
  );
}

function FormSection({
  id,
  step,
  icon: Icon,
  title,
  intro,
  children,
}: {
  id: string;
  step: number;
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: string;
  intro?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-titre`} className="card sm:p-7">
      <div className="mb-5 flex items-start gap-3.5">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-soft text-brand">
          <Icon className="h-5 w-5" aria-hidden="true" />
        </span>
        <div>
          <p className="text-xs font-semibold tracking-wide text-muted uppercase" aria-hidden="true">
            Étape {step}
          </p>
          <h2 id={`${id}-titre`} className="text-xl leading-tight font-semibold">
            {title}
          </h2>
          {intro ? <p className="mt-1 text-sm leading-relaxed text-muted">{intro}</p> : null}
        </div>
      </div>
      {children}
    </section>
  );
}

function FieldMessage({ id, error }: { id: string; error?: FieldError }) {
  return (
    <p id={id} aria-live="polite" className={error ? 'field-error flex items-start gap-1.5' : 'sr-only'}>
      {error?.message ? (
        <>
          <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <span>{error.message}</span>
        </>
      ) : null}
    </p>
  );
}

function NumberField({
  id,
  label,
  hint,
  min,
  max,
  error,
  registration,
  inputRef,
  testId,
}: {
  id: string;
  label: string;
  hint: string;
  min: number;
  max: number;
  error?: FieldError;
  registration: UseFormRegisterReturn;
  inputRef?: React.RefObject<HTMLInputElement | null>;
  testId: string;
}) {
  const { ref, ...rest } = registration;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        required
        data-testid={testId}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-aide ${id}-erreur`}
        className={`field-input text-lg font-medium tabular-nums ${error ? 'border-danger' : ''}`}
        ref={(el) => {
          ref(el);
          if (inputRef) inputRef.current = el;
        }}
        {...rest}
      />
      <p id={`${id}-aide`} className="mt-1.5 text-sm text-muted">
        {hint}
      </p>
      <FieldMessage id={`${id}-erreur`} error={error} />
    </div>
  );
}

function SelectField({
  id,
  label,
  error,
  registration,
  testId,
  description,
  children,
}: {
  id: string;
  label: string;
  error?: FieldError;
  registration: UseFormRegisterReturn;
  testId: string;
  description?: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        id={id}
        data-testid={testId}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-aide ${id}-erreur`}
        className={`field-input cursor-pointer ${error ? 'border-danger' : ''}`}
        {...registration}
      >
        {children}
      </select>
      <p id={`${id}-aide`} className="mt-1.5 text-sm text-muted">
        {description ?? ''}
      </p>
      <FieldMessage id={`${id}-erreur`} error={error} />
    </div>
  );
}
