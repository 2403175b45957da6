import type { LandingPageText } from '../../content/pages/model';
import { CtaBand } from '../landing/CtaBand';
import { BUSINESS } from '../../../core/business';
import { initials } from '../landing/format';
import {
  CityMapIllustration,
  InitialsAvatar,
  SkylineIllustration,
  StampedDocumentIllustration,
} from '../landing/Illustrations';
import { LandingHero } from '../landing/LandingHero';
import { Section } from '../landing/Section';
import { InlineText } from './InlineText';
import { LandingBlocks } from './LandingBlocks';

const ILLUSTRATIONS = {
  'stamped-document': <StampedDocumentIllustration className="h-auto w-72" />,
  skyline: <SkylineIllustration className="h-auto w-72" />,
  'city-map': <CityMapIllustration className="h-auto w-72" />,
  initials: <InitialsAvatar initials={initials(BUSINESS.translatorName)} className="h-auto w-60" />,
};

/**
 * Any landing page, in either language (issue 26): the title band, its sections, the closing
 * band. The words come from the page's data file (app/content/pages), sent by its loader.
 */
export function LandingView({ page }: { page: LandingPageText }) {
  const { hero, cta } = page;
  return (
    <>
      <LandingHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={
          <p>
            <InlineText text={hero.lead} />
          </p>
        }
        crumbs={[{ name: hero.crumb, path: page.path }]}
        primary={hero.primary}
        secondary={hero.secondary}
        points={hero.points}
        illustration={hero.illustration ? ILLUSTRATIONS[hero.illustration] : undefined}
      />
      {page.sections.map((section) => (
        <Section
          key={section.id}
          id={section.id}
          tone={section.tone}
          eyebrow={section.eyebrow}
          title={section.title}
          intro={
            section.intro ? (
              <p>
                <InlineText text={section.intro} />
              </p>
            ) : undefined
          }
        >
          <LandingBlocks blocks={section.blocks} />
        </Section>
      ))}
      <div className={page.spacedCta ? 'pt-14 sm:pt-20' : undefined}>
        <CtaBand
          title={cta.title}
          text={
            <p>
              <InlineText text={cta.text} />
            </p>
          }
          primary={cta.primary}
          secondary={cta.secondary}
        />
      </div>
    </>
  );
}
