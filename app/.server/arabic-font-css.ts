import css from '../arabic.css?inline';

/**
 * The Arabic faces' rules (app/arabic.css), written into the head of Arabic pages as a <style>
 * instead of a second stylesheet: that extra render-blocking request, however small, cost the
 * first paint of /ar about 300 ms on Lighthouse's mobile link (issue 17, /ar ≥ 95). The words
 * travel in the root loader's data of Arabic pages only; French pages never carry them.
 */
export const ARABIC_FONT_CSS: string = css;
