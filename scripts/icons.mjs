// Draws the installable app's PNG icons from app/icon.svg with Debian's Chromium:
// `node scripts/icons.mjs` writes public/icons/. Run it again after changing the SVG.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const svg = readFileSync(path.join(root, 'app/icon.svg'), 'utf8');
const green = svg.match(/fill="(#[0-9a-f]{6})"/i)[1];
const icons = [
  // 'any': the rounded square as it is.
  { file: 'icon-192.png', size: 192, inset: 0, background: 'transparent' },
  { file: 'icon-512.png', size: 512, inset: 0, background: 'transparent' },
  // 'maskable': full bleed, the mark within the middle 80% a launcher may crop to a circle.
  { file: 'maskable-512.png', size: 512, inset: 0.1, background: green },
];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const { file, size, inset, background } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const pad = Math.round(size * inset);
    await page.setContent(
      `<body style="margin:0;background:${background}"><img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" style="display:block;margin:${pad}px;width:${size - 2 * pad}px;height:${size - 2 * pad}px"></body>`,
    );
    await page.screenshot({ path: path.join(root, 'public/icons', file), omitBackground: background === 'transparent' });
    await page.close();
  }
} finally {
  await browser.close();
}
