'use client';

import { useEffect, useRef, useState } from 'react';
import type { IScannerControls } from '@zxing/browser';
import { Button } from '@/components/ui/button';

const CAMERA_FAILED = 'The camera could not start. Allow it for this site, or type the code instead.';
const READING_FAILED = 'The camera stopped reading codes. Scan again, or type the code instead.';
/** How often a scan loop that ends on an unexpected error is started again before the coach is told. */
const RESTARTS = 3;

/**
 * The phone's back camera reading a check-in QR, with @zxing/browser loaded only when the coach
 * asks to scan. Hands the first code read to `onRead` and stops the camera.
 *
 * It opens the camera and plays it itself and starts zxing's scan loop only once frames arrive:
 * zxing's own `decodeFromVideoDevice` never starts its loop when the first `play()` is refused
 * but autoplay starts the video anyway (seen as a flake under load: a playing camera, no read).
 * The loop's canvas has the frame's size, so a camera that changes size (a phone turned) gets a
 * new loop, and a loop that ends on an unexpected error is started again.
 */
export function QrScanner({ onRead, onClose }: { onRead: (text: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The latest callbacks, without restarting the camera when the parent re-renders.
  const read = useRef(onRead);
  useEffect(() => {
    read.current = onRead;
  }, [onRead]);

  useEffect(() => {
    const element = video.current!;
    let closed = false;
    let camera: MediaStream | undefined;
    let loop: IScannerControls | undefined;
    let restarts = 0;
    const stop = () => {
      closed = true;
      loop?.stop();
      camera?.getTracks().forEach((track) => track.stop());
      element.srcObject = null;
    };
    (async () => {
      try {
        const [{ BrowserQRCodeReader }, stream] = await Promise.all([
          import('@zxing/browser'),
          navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } }),
        ]);
        camera = stream;
        if (closed) return stop();
        element.srcObject = stream;
        await element.play();
        await framesArriving(element);
        if (closed) return stop();
        const reader = new BrowserQRCodeReader();
        const scan = () => {
          loop?.stop();
          loop = reader.scan(
            element,
            (result) => {
              if (!result || closed) return;
              stop();
              read.current(result.getText());
            },
            (error) => {
              if (!error || closed) return;
              if (restarts++ < RESTARTS) return void setTimeout(() => closed || scan(), 250);
              console.error('The QR scan loop ended:', error);
              stop();
              setProblem(READING_FAILED);
            },
          );
        };
        element.addEventListener('resize', scan);
        scan();
      } catch {
        if (!closed) setProblem(CAMERA_FAILED);
        stop();
      }
    })();
    return stop;
  }, []);

  return (
    <div className="grid gap-2" onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      {problem && (
        <p className="text-sm text-destructive" role="alert">
          {problem}
        </p>
      )}
      <video
        ref={video}
        muted
        playsInline
        hidden={problem !== null}
        aria-label="Camera: point it at the customer's check-in QR"
        className="aspect-square w-full max-w-xs rounded-lg bg-black object-cover"
      />
      <Button type="button" variant="outline" onClick={onClose} className="w-fit" autoFocus>
        Stop scanning
      </Button>
    </div>
  );
}

/** Resolves once the video has a frame of known size to draw. */
function framesArriving(element: HTMLVideoElement): Promise<void> {
  if (element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && element.videoWidth > 0) return Promise.resolve();
  return new Promise((resolve) => element.addEventListener('loadeddata', () => resolve(), { once: true }));
}
