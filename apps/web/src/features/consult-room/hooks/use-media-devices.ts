import { useEffect, useState } from 'react';

export interface DeviceChoice {
  value: string;
  label: string;
}

export interface MediaDeviceLists {
  cameras: DeviceChoice[];
  microphones: DeviceChoice[];
  speakers: DeviceChoice[];
}

const NAMES = { videoinput: 'Camera', audioinput: 'Microphone', audiooutput: 'Speaker' } as const;

/** Devices of one kind as choices; unnamed until the browser has been allowed to use them. */
function choices(devices: MediaDeviceInfo[], kind: MediaDeviceKind): DeviceChoice[] {
  return devices
    .filter((d) => d.kind === kind && d.deviceId)
    .map((d, i) => ({ value: d.deviceId, label: d.label || `${NAMES[kind]} ${i + 1}` }));
}

/**
 * The cameras, microphones and speakers this browser offers, read again when one is plugged in or
 * out, and whenever `refresh` changes (names appear once the page may use the devices).
 */
export function useMediaDevices(refresh: unknown): MediaDeviceLists {
  const [lists, setLists] = useState<MediaDeviceLists>({ cameras: [], microphones: [], speakers: [] });
  // biome-ignore lint/correctness/useExhaustiveDependencies: refresh is the trigger to read again.
  useEffect(() => {
    const devices = navigator.mediaDevices;
    if (!devices?.enumerateDevices) return;
    let current = true;
    const read = () =>
      void devices
        .enumerateDevices()
        .then((all) => {
          if (!current) return;
          setLists({
            cameras: choices(all, 'videoinput'),
            microphones: choices(all, 'audioinput'),
            speakers: choices(all, 'audiooutput'),
          });
        })
        .catch(() => {});
    read();
    devices.addEventListener?.('devicechange', read);
    return () => {
      current = false;
      devices.removeEventListener?.('devicechange', read);
    };
  }, [refresh]);
  return lists;
}
