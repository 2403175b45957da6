// Regenerates public/og-image.jpg, apple-touch-icon.png and favicon.ico from
// core/business.ts with Chromium. Run by hand after changing the identity.
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { BUSINESS } from '../core/business.ts';

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = await browser.newPage();

const mark = (size) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="${size}" height="${size}"><rect width="40" height="40" rx="${size > 100 ? 8 : 10}" fill="#1b4d6b"/><text x="11" y="27" font-family="Georgia, serif" font-size="19" font-weight="700" fill="#fff">B</text><text x="24" y="26" font-family="serif" font-size="15" fill="#fff" opacity=".85">ب</text></svg>`;

async function shot(html, width, height, type = 'png') {
  await page.setViewportSize({ width, height });
  await page.setContent(`<!doctype html><html><body style="margin:0">${html}</body></html>`);
  return page.screenshot(type === 'jpeg' ? { type, quality: 85 } : { type });
}

const og = await shot(
  `<div style="width:1200px;height:630px;background:linear-gradient(135deg,#133a52,#1b4d6b 60%,#2a6a8e);color:#fff;font-family:Georgia,serif;display:flex;flex-direction:column;justify-content:center;padding:0 90px;box-sizing:border-box">
    <div style="display:flex;align-items:center;gap:24px">${mark(96)}<div style="font-size:40px;font-weight:700">${BUSINESS.tradeName}</div></div>
    <div style="font-size:64px;line-height:1.1;margin-top:48px;font-weight:600">Traduction certifiée<br>arabe–français à Dijon</div>
    <div style="font-family:Arial,sans-serif;font-size:28px;margin-top:32px;color:#f6ead9">Experte près la ${BUSINESS.courtOfAppeal} · Légalisation · Émirats arabes unis</div>
  </div>`,
  1200,
  630,
  'jpeg',
);
writeFileSync('public/og-image.jpg', og);
writeFileSync('public/apple-touch-icon.png', await shot(mark(180), 180, 180));

// An .ico file may hold a PNG image as is: 6-byte header + 16-byte entry + data.
const png32 = await shot(mark(32), 32, 32);
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(png32.length, 14);
header.writeUInt32LE(22, 18);
writeFileSync('public/favicon.ico', Buffer.concat([header, png32]));
await browser.close();
console.log('public/og-image.jpg, public/apple-touch-icon.png, public/favicon.ico written');
