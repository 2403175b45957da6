import { describe, expect, it } from 'vitest';
import { frenchOf } from './test/french-of';
import { firstNameOf, initialsOf, reviewFormSchema, reviewText, shownName } from './review-rules';

describe('the name under a review (docs/reviews.md)', () => {
  it('is the typed name, its initials, or nothing', () => {
    expect(shownName('name', '  Amina   B. ')).toBe('Amina B.');
    expect(shownName('initials', 'Amina Benali')).toBe('A. B.');
    expect(shownName('initials', 'jean-luc de la tour')).toBe('J. L. D.');
    expect(shownName('initials', 'مريم بن علي')).toBe('م. ب. ع.');
    expect(shownName('anonymous', 'Amina')).toBeNull();
    expect(shownName('name', '<b></b>')).toBeNull();
    expect(initialsOf('---')).toBe('');
  });

  it('starts from the buyer’s first name', () => {
    expect(firstNameOf('Amina Benali')).toBe('Amina');
    expect(firstNameOf(null)).toBe('');
    expect(firstNameOf('  <i>Karim</i>  El Idrissi')).toBe('Karim');
  });
});

describe('the review’s text', () => {
  it('keeps words and paragraphs, drops markup and control characters', () => {
    expect(reviewText('Très <b>bien</b>\r\n\r\n\r\nMerci\u0000')).toBe('Très bien\n\nMerci');
    expect(reviewText('<img src=x onerror=alert(1)>Parfait')).toBe('Parfait');
  });

  it('is checked by the shared schema, whose refusals are catalogue references', () => {
    const ok = reviewFormSchema.safeParse({ stars: '4', text: ' Bien ', nameStyle: 'anonymous', name: '' });
    expect(ok.success && ok.data).toEqual({ stars: 4, text: 'Bien', nameStyle: 'anonymous', name: '' });
    const noStars = reviewFormSchema.safeParse({ stars: '', text: '', nameStyle: 'name', name: 'A' });
    expect(frenchOf(noStars.error!.issues[0]!.message)).toBe('Choisissez une note de 1 à 5\u00a0étoiles.');
    const noName = reviewFormSchema.safeParse({ stars: 3, nameStyle: 'initials', name: ' ' });
    expect(noName.error!.issues[0]!.path).toEqual(['name']);
  });
});
