/** The flags of every Chromium the end-to-end run (and the join-to-frame bench) starts. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium's stand-ins for a camera and microphone (a moving test pattern and a beep), allowed
 * without a prompt; and loopback candidates, so two browsers on a machine without a network still
 * connect.
 */
export const FAKE_MEDIA_ARGS = [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  '--allow-loopback-in-peer-connection',
];
