import { Building2, FileText, Globe2, Landmark, Languages, Plane, Stamp, type LucideIcon } from 'lucide-react';
import type { IconName } from '../../content/pages/model';

/** The icons page data may name: data stays plain text, the renderer picks the drawing. */
export const PAGE_ICONS: Record<IconName, LucideIcon> = {
  languages: Languages,
  building: Building2,
  landmark: Landmark,
  stamp: Stamp,
  file: FileText,
  globe: Globe2,
  plane: Plane,
};
