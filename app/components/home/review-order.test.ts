import { describe, expect, it } from 'vitest';
import { SAMPLE_REVIEWS } from '../../content/reviews';
import { carouselOrder } from './review-order';

const r = (name: string, text = 'Très bien.') => ({ name, text });

describe('carouselOrder', () => {
  it('keeps reviews without text off the first page when reviews with text exist', () => {
    const order = carouselOrder([r('A'), r('B', ''), r('C'), r('D'), r('E', ' ')], 3).map((x) => x.name);
    expect(order).toEqual(['A', 'C', 'D', 'B', 'E']);
  });

  it('keeps everything, newest first otherwise', () => {
    expect(carouselOrder([r('A'), r('B'), r('C'), r('D')], 3).map((x) => x.name)).toEqual(['A', 'B', 'C', 'D']);
    expect(carouselOrder([r('A', ''), r('B')], 3).map((x) => x.name)).toEqual(['B', 'A']);
    expect(carouselOrder([r('A', ''), r('B', '')], 3).map((x) => x.name)).toEqual(['A', 'B']);
  });

  it('gives the shipped reviews a first page of three written reviews', () => {
    const order = carouselOrder(SAMPLE_REVIEWS, 3);
    expect(order).toHaveLength(SAMPLE_REVIEWS.length);
    expect(order.slice(0, 3).every((x) => x.text !== '')).toBe(true);
  });
});
