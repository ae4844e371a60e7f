import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { snap } from './artifacts';
import { signInStaff } from './session';

// Issue 19: what a phone camera sends, in a real browser.

/** A 3000×4000 JPEG with a phone photo's detail (noise keeps it in the megabytes), drawn by the browser. */
async function phonePhoto(page: Page): Promise<Buffer> {
  const dataUrl = (await page.evaluate(`(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 3000;
    canvas.height = 4000;
    const ctx = canvas.getContext('2d');
    const image = ctx.createImageData(3000, 4000);
    for (let i = 0; i < image.data.length; i += 4) {
      const dark = (i / 4) % 3000 > 700 && (i / 4) % 3000 < 2300;
      const noise = Math.random() * 60;
      image.data[i] = (dark ? 29 : 230) + noise - 30;
      image.data[i + 1] = (dark ? 42 : 225) + noise - 30;
      image.data[i + 2] = (dark ? 68 : 215) + noise - 30;
      image.data[i + 3] = 255;
    }
    ctx.putImageData(image, 0, 0);
    return canvas.toDataURL('image/jpeg', 0.9);
  })()`)) as string;
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test('a 3000×4000 phone photo is scaled in the browser and classified', async ({ page }) => {
  test.setTimeout(120_000);
  await signInStaff(page);
  const photo = await phonePhoto(page);
  // Over the classify route's 1 MB body limit as it is.
  expect(photo.length).toBeGreaterThan(2_000_000);
  await page.getByRole('navigation', { name: 'Main' }).getByText('Products').click();
  await page.getByRole('button', { name: 'New product' }).click();
  const form = page.getByTestId('sheet-product');
  const classified = page.waitForResponse((r) => r.url().endsWith('/products/classify'));
  await form.getByTestId('photo-input').setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photo });
  const response = await classified;
  expect(response.status()).toBe(200);
  const sent = response.request().postData() ?? '';
  expect(sent.length).toBeLessThan(1_000_000);
  // The image sent is 768×1024 (a JPEG's size is in its SOF marker).
  const jpeg = Buffer.from((JSON.parse(sent) as { image: string }).image.split(',')[1]!, 'base64');
  const sof = jpeg.findIndex((b, i) => b === 0xff && (jpeg[i + 1] === 0xc0 || jpeg[i + 1] === 0xc2));
  expect([jpeg.readUInt16BE(sof + 7), jpeg.readUInt16BE(sof + 5)]).toEqual([768, 1024]);
  await expect(form.getByAltText('New photo')).toBeVisible();
  await snap(page, 'staff-product-phone-photo');
});
