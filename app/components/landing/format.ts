import { BUSINESS } from '../../../core/business';

/** `tel:` link target for the business phone number. */
export function telHref(phone: string = BUSINESS.phone): string {
  return `tel:${phone.replace(/\s/g, '')}`;
}

/** Initials of a full name ("Samia Benali" → "SB"). */
export function initials(name: string): string {
  return name
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join('');
}

/** OpenStreetMap embed and full-map addresses centred on the office. */
export function osmUrls(geo: { latitude: number; longitude: number } = BUSINESS.geo) {
  const { latitude: lat, longitude: lon } = geo;
  const f = (n: number) => n.toFixed(4);
  const bbox = [f(lon - 0.006), f(lat - 0.003), f(lon + 0.006), f(lat + 0.003)].join(',');
  return {
    embed: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${f(lat)},${f(lon)}`,
    full: `https://www.openstreetmap.org/?mlat=${f(lat)}&mlon=${f(lon)}#map=17/${f(lat)}/${f(lon)}`,
  };
}
