import { BarcodeFormat, BrowserMultiFormatOneDReader } from '@zxing/browser';
import { DecodeHintType } from '@zxing/library';

/** The Shape Detection API's detector (Chromium on Android, macOS, ChromeOS); not in TypeScript's DOM types. */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** The labels print the SKU as Code128. */
const CAMERA: MediaStreamConstraints = { video: { facingMode: 'environment' }, audio: false };
const DETECT_EVERY_MS = 150;

async function nativeDetector(): Promise<BarcodeDetectorLike | undefined> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return undefined;
  const formats = await Detector.getSupportedFormats().catch((): string[] => []);
  return formats.includes('code_128') ? new Detector({ formats: ['code_128'] }) : undefined;
}

/**
 * Shows the camera in `video` and calls `onText` with each Code128 it reads, through the browser's
 * BarcodeDetector where it reads Code128, else @zxing/browser. Resolves to the function that stops the camera.
 */
export async function startCameraDecoding(video: HTMLVideoElement, onText: (text: string) => void): Promise<() => void> {
  const detector = await nativeDetector();
  if (!detector) {
    const hints = new Map([[DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]]]);
    const controls = await new BrowserMultiFormatOneDReader(hints).decodeFromConstraints(CAMERA, video, (result) => {
      if (result) onText(result.getText());
    });
    return () => controls.stop();
  }
  const stream = await navigator.mediaDevices.getUserMedia(CAMERA);
  video.srcObject = stream;
  await video.play();
  let stopped = false;
  const timer = setInterval(() => {
    detector
      .detect(video)
      .then((found) => {
        if (!stopped && found[0]) onText(found[0].rawValue);
      })
      // A frame that cannot be read (the video not playing yet) is skipped; the next one is tried.
      .catch(() => undefined);
  }, DETECT_EVERY_MS);
  return () => {
    stopped = true;
    clearInterval(timer);
    stream.getTracks().forEach((t) => t.stop());
    video.srcObject = null;
  };
}
