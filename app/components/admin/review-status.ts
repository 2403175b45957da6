import type { ReviewStatus } from '../../../core/review-rules';
import type { BadgeTone } from './Badge';

/** The « Avis » page's tabs as the address says them (?statut=…). */
export const STATUS_PARAMS: Record<ReviewStatus | 'all', string> = {
  new: 'nouveaux',
  published: 'publies',
  hidden: 'masques',
  all: 'tous',
};

export const STATUS_TONES: Record<ReviewStatus, BadgeTone> = { new: 'accent', published: 'success', hidden: 'neutral' };
