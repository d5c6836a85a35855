'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

/** Frames read a second at most: enough for a code held up, light on a phone's battery. */
const READ_EVERY_MS = 150;
/** Frames are read at this width at most (a phone's camera gives more than a code needs). */
const READ_WIDTH = 640;

/**
 * The phone's back camera reading a check-in QR, with jsQR loaded only when the coach asks to
 * scan. Hands the first code read to `onRead` and stops the camera.
 *
 * jsQR, not zxing: @zxing/library could not read about one check-in code in six at any size or
 * margin (a whole day's code, as it is the same all day), where jsQR read every one of the same
 * images (measured on 80 codes of the token's length).
 */
export function QrScanner({ onRead, onClose }: { onRead: (text: string) => void; onClose: () => void }) {
  const t = useTranslations('coach.qrScanner');
  const video = useRef<HTMLVideoElement>(null);
  // The camera could not start.
  const [problem, setProblem] = useState(false);
  // The latest callbacks, without restarting the camera when the parent re-renders.
  const read = useRef(onRead);
  useEffect(() => {
    read.current = onRead;
  }, [onRead]);

  useEffect(() => {
    const element = video.current!;
    let closed = false;
    let camera: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      closed = true;
      clearTimeout(timer);
      camera?.getTracks().forEach((track) => track.stop());
      element.srcObject = null;
    };
    (async () => {
      try {
        const [{ default: jsQR }, stream] = await Promise.all([
          import('jsqr'),
          navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } }),
        ]);
        camera = stream;
        if (closed) return stop();
        element.srcObject = stream;
        await element.play();
        const canvas = document.createElement('canvas');
        const context = canvas.getContext('2d', { willReadFrequently: true })!;
        const scan = () => {
          if (closed) return;
          // The frame's size is read each time: a phone turned changes it.
          const scale = Math.min(1, READ_WIDTH / (element.videoWidth || READ_WIDTH));
          const [width, height] = [Math.round(element.videoWidth * scale), Math.round(element.videoHeight * scale)];
          if (width > 0 && height > 0) {
            [canvas.width, canvas.height] = [width, height];
            context.drawImage(element, 0, 0, width, height);
            const code = jsQR(context.getImageData(0, 0, width, height).data, width, height, { inversionAttempts: 'dontInvert' });
            if (code) {
              stop();
              read.current(code.data);
              return;
            }
          }
          timer = setTimeout(scan, READ_EVERY_MS);
        };
        scan();
      } catch {
        if (!closed) setProblem(true);
        stop();
      }
    })();
    return stop;
  }, []);

  return (
    <div className="grid gap-2" onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      {problem && (
        <p className="text-sm text-destructive" role="alert">
          {t('cameraFailed')}
        </p>
      )}
      <video
        ref={video}
        muted
        playsInline
        hidden={problem}
        aria-label={t('camera')}
        className="aspect-square w-full max-w-xs rounded-lg bg-black object-cover"
      />
      <Button type="button" variant="outline" onClick={onClose} className="w-fit" autoFocus>
        {t('stop')}
      </Button>
    </div>
  );
}
