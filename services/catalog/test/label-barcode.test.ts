import { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } from '@zxing/library';
import sharp from 'sharp';
import { renderBarcodePng, renderLabelsPdf } from '../src/domain/label-pdf';

/** Reads a barcode image the way a scanner app does (ZXing), from its pixels. */
async function scan(png: Buffer): Promise<{ text: string; format: BarcodeFormat }> {
  const { data, info } = await sharp(png).flatten({ background: '#ffffff' }).greyscale().raw().toBuffer({ resolveWithObject: true });
  const reader = new MultiFormatReader();
  reader.setHints(new Map([[DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]]]));
  const source = new RGBLuminanceSource(new Uint8ClampedArray(data), info.width, info.height);
  const result = reader.decode(new BinaryBitmap(new HybridBinarizer(source)));
  return { text: result.getText(), format: result.getBarcodeFormat() };
}

test('the label barcode is a Code128 of the padded SKU that a scanner reads back', async () => {
  for (const sku of ['000001', '000123', '104857'])
    expect(await scan(await renderBarcodePng(sku))).toEqual({ text: sku, format: BarcodeFormat.CODE_128 });
});

test('a label PDF has one page per label, identical bytes for identical input', async () => {
  const label = {
    orgName: 'Demo',
    productName: 'Wool jacket with a rather long name',
    brand: 'Holzweiler',
    size: 'M',
    price: 'kr 1 234,50',
    sku: '000123',
  };
  const size = { widthInMm: 31.75, heightInMm: 57.15 };
  const one = await renderLabelsPdf([label, { ...label, sku: '000124' }], size, 'en');
  expect(one.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
  expect((await renderLabelsPdf([label, { ...label, sku: '000124' }], size, 'en')).equals(one)).toBe(true);
  await expect(renderLabelsPdf([], size, 'en')).rejects.toThrow('No labels to render');
});
