// @ts-check
/**
 * The home page's sample lightbox, loaded by app/components/home/SampleGallery.tsx on the first
 * click (or Enter) on a thumbnail. Plain DOM and not bundled: a bundled lazy chunk would add
 * Vite's preload helper to the home page's first load, whose script budget is full. The dialog's
 * markup and words come with the page (app/.server/sample-grid.tsx).
 *
 * A modal <dialog>: the browser keeps focus inside and closes it on Escape; focus then goes back
 * to the thumbnail that opened it. Arrows, the buttons or a swipe go through every image in order
 * (each original, then its translation); « Voir la traduction » flips to the other side of the
 * pair. On an Arabic page « next » is to the left.
 */

/** @type {HTMLElement | null} */
let opener = null;
let at = 0;

/** @param {HTMLElement} from a thumbnail's link */
export function open(from) {
  const box = /** @type {HTMLDialogElement} */ (document.getElementById('sample-box'));
  if (!box.dataset.ready) wire(box);
  opener = from;
  show(box, Number(from.dataset.i));
  if (!box.open) box.showModal();
}

/** @param {HTMLDialogElement} box */
function wire(box) {
  box.dataset.ready = '1';
  const rtl = () => box.matches(':dir(rtl)');
  const step = (/** @type {number} */ n) => show(box, at + n);
  box.addEventListener('close', () => opener?.focus());
  box.addEventListener('click', (e) => {
    const go = /** @type {HTMLElement} */ (e.target).closest('[data-go]')?.getAttribute('data-go');
    if (go === 'close') box.close();
    else if (go === 'flip') show(box, at ^ 1);
    else if (go) step(Number(go));
  });
  box.addEventListener('keydown', (e) => {
    if (e.key === 'Tab') {
      // A modal dialog alone lets Tab leave for the browser's own controls: wrap around instead.
      const buttons = [...box.querySelectorAll('button')];
      const [edge, other] = e.shiftKey ? [buttons[0], buttons.at(-1)] : [buttons.at(-1), buttons[0]];
      if (document.activeElement === edge) {
        e.preventDefault();
        other?.focus();
      }
      return;
    }
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    step((e.key === 'ArrowRight') !== rtl() ? 1 : -1);
  });
  const area = /** @type {HTMLElement} */ (box.querySelector('[data-box="swipe"]'));
  /** @type {number | null} */
  let x = null;
  area.addEventListener('pointerdown', (e) => (x = e.clientX));
  area.addEventListener('pointerup', (e) => {
    const dx = x === null ? 0 : e.clientX - x;
    x = null;
    if (Math.abs(dx) > 50) step((dx < 0) !== rtl() ? 1 : -1);
  });
}

/** @param {HTMLDialogElement} box @param {number} i */
function show(box, i) {
  const links = /** @type {HTMLAnchorElement[]} */ ([...document.querySelectorAll('#sample-grid a[data-i]')]);
  at = (i + links.length) % links.length;
  const link = /** @type {HTMLAnchorElement} */ (links[at]);
  const d = box.dataset;
  const translation = at % 2 === 1;
  const img = /** @type {HTMLImageElement} */ (box.querySelector('img'));
  img.src = link.href;
  img.alt = /** @type {HTMLImageElement} */ (link.querySelector('img')).alt;
  const name = link.closest('figure')?.querySelector('figcaption')?.textContent ?? '';
  text(box, 'title', `${name} — ${translation ? d.translation : d.original}`);
  text(box, 'position', `(${d.position?.replace('{{current}}', String(at + 1)).replace('{{total}}', String(links.length))})`);
  /** @type {HTMLElement} */ (box.querySelector('[data-go="flip"]')).textContent =
    (translation ? d.showOriginal : d.showTranslation) ?? '';
}

/** @param {HTMLElement} box @param {string} part @param {string} value */
function text(box, part, value) {
  /** @type {HTMLElement} */ (box.querySelector(`[data-box="${part}"]`)).textContent = value;
}
