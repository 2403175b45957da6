import { FileText } from 'lucide-react';
import type { ComponentProps } from 'react';
import { SampleGallery } from '../SampleGallery';
import { SectionIntro } from './SectionIntro';

/** Sample translations, and the PDF of them. */
export function SamplesSection({
  text,
}: {
  text: {
    eyebrow: string;
    title: string;
    text: string;
    html: ComponentProps<typeof SampleGallery>['html'];
    pdf: { href: string; label: string };
  };
}) {
  return (
    <section aria-labelledby="exemples-titre" className="border-y border-line bg-surface py-16 sm:py-24">
      <div className="container-page">
        <SectionIntro id="exemples-titre" eyebrow={text.eyebrow} title={text.title}>
          <p>{text.text}</p>
        </SectionIntro>
        <div className="mt-12">
          <SampleGallery html={text.html} />
        </div>
        <p className="mt-8 text-center">
          <a href={text.pdf.href} download className="btn-secondary">
            <FileText aria-hidden="true" className="size-4" />
            {text.pdf.label}
          </a>
        </p>
      </div>
    </section>
  );
}
