'use client';

import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

/**
 * The phone's back camera reading a check-in QR, with @zxing/browser loaded only when the coach
 * asks to scan. Hands the first code read to `onRead` and stops the camera.
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
    let stop: (() => void) | undefined;
    let closed = false;
    (async () => {
      try {
        const { BrowserQRCodeReader } = await import('@zxing/browser');
        const controls = await new BrowserQRCodeReader().decodeFromVideoDevice(undefined, video.current!, (result, _, ctl) => {
          if (!result) return;
          ctl.stop();
          read.current(result.getText());
        });
        stop = () => controls.stop();
        if (closed) stop();
      } catch {
        if (!closed) setProblem('The camera could not start. Allow it for this site, or type the code instead.');
      }
    })();
    return () => {
      closed = true;
      stop?.();
    };
  }, []);

  return (
    <div className="grid gap-2" onKeyDown={(event) => event.key === 'Escape' && onClose()}>
      {problem ? (
        <p className="text-sm text-destructive" role="alert">
          {problem}
        </p>
      ) : (
        <video
          ref={video}
          muted
          playsInline
          aria-label="Camera: point it at the customer's check-in QR"
          className="aspect-square w-full max-w-xs rounded-lg bg-black object-cover"
        />
      )}
      <Button type="button" variant="outline" onClick={onClose} className="w-fit" autoFocus>
        Stop scanning
      </Button>
    </div>
  );
}
