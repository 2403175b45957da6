// node scripts/font-fallback-metrics.mjs — the size-adjust and ascent/descent overrides of the
// metric-matched fallback faces in app/app.css (issue 15: no layout shift when the web fonts
// arrive). Run by hand when a face changes; it reads the web faces from node_modules and the
// metric-compatible local faces (Liberation: Arial's and Times New Roman's metrics) from Debian's
// fonts-liberation.
import * as fontkit from 'fontkit';

const SAMPLE =
  'Traduction certifiée arabe français à Dijon : actes de naissance, diplômes, jugements et casiers ' +
  "judiciaires, traduits par une traductrice assermentée près la cour d'appel. Prix 42 € TTC";
const LIBERATION = '/usr/share/fonts/truetype/liberation';

function face(file) {
  const font = fontkit.openSync(file);
  const advance = font.layout(SAMPLE).glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth, 0);
  return { font, width: advance / font.unitsPerEm };
}

const pct = (x) => `${(x * 100).toFixed(2)}%`;

function overrides(name, web, local) {
  const size = web.width / local.width;
  const { hhea, unitsPerEm } = web.font;
  console.log(
    `${name}: size-adjust: ${pct(size)}; ascent-override: ${pct(hhea.ascent / unitsPerEm / size)}; ` +
      `descent-override: ${pct(Math.abs(hhea.descent) / unitsPerEm / size)}; line-gap-override: ${pct(hhea.lineGap / unitsPerEm / size)};`,
  );
}

const inter = face('node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
const serif = face('node_modules/@fontsource-variable/source-serif-4/files/source-serif-4-latin-wght-normal.woff2');
overrides('Inter Fallback (Arial)', inter, face(`${LIBERATION}/LiberationSans-Regular.ttf`));
overrides('Source Serif Fallback 100–500 (Times New Roman)', serif, face(`${LIBERATION}/LiberationSerif-Regular.ttf`));
overrides(
  'Source Serif Fallback 501–900 (Times New Roman Bold)',
  serif,
  face(`${LIBERATION}/LiberationSerif-Bold.ttf`),
);
