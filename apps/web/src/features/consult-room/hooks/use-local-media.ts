import { useEffect, useState, useSyncExternalStore } from 'react';
import { LocalMedia } from '../utils/local-media';

export interface FirstAsk {
  video: boolean;
  cameraId?: string;
  microphoneId?: string;
}

/**
 * This page's camera and microphone (see LocalMedia): asked for when the page opens (`first`), let
 * go of when it closes.
 */
export function useLocalMedia(first: FirstAsk) {
  const [media] = useState(() => new LocalMedia());
  const [ask] = useState(first);
  const snapshot = useSyncExternalStore(media.subscribe, media.getSnapshot, media.getSnapshot);
  useEffect(() => {
    void media.start(ask);
    return () => media.stop();
  }, [media, ask]);
  return { media, ...snapshot };
}
