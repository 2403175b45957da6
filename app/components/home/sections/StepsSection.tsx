import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { SectionIntro } from './SectionIntro';

/** The three steps of an order, and where a translation is verified. */
export function StepsSection({
  text,
  link,
}: {
  text: {
    eyebrow: string;
    title: string;
    items: readonly { title: string; text: string }[];
    verify: { text: string; link: string };
  };
  link: (path: string) => { to: string; hrefLang: string | undefined };
}) {
  return (
    <section aria-labelledby="etapes-titre" className="container-page py-16 sm:py-24">
      <SectionIntro id="etapes-titre" eyebrow={text.eyebrow} title={text.title} center />
      <div className="relative mt-14">
        <div
          aria-hidden="true"
          className="absolute top-7 right-[16%] left-[16%] hidden border-t-2 border-dashed border-line md:block"
        />
        <ol className="relative grid gap-10 md:grid-cols-3 md:gap-8">
          {text.items.map((step, i) => (
            <li key={step.title} className="relative flex flex-col items-center text-center">
              <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand font-serif text-2xl font-semibold text-on-brand ring-8 ring-bg">
                {i + 1}
              </span>
              <h3 className="mt-5 text-xl font-semibold">{step.title}</h3>
              <p className="mt-2 max-w-xs leading-relaxed text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
      <p
        className="mx-auto mt-12 flex max-w-2xl flex-wrap items-center justify-center gap-x-2 gap-y-1 text-center leading-relaxed text-muted"
        data-testid="home-verify"
      >
        <ShieldCheck className="h-5 w-5 shrink-0 text-success" aria-hidden="true" />
        <span>{text.verify.text}</span>
        <Link {...link('/verifier')} className="font-medium text-brand underline">
          {text.verify.link}
        </Link>
      </p>
    </section>
  );
}
