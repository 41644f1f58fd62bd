import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { type BrowserHelp, browserOf, helpFor } from '../utils/browser-help';
import type { MediaProblem } from '../utils/media-problem';

function Steps({ help }: { help: BrowserHelp }) {
  return (
    <ol className="mt-1 list-decimal space-y-0.5 pl-5">
      {help.steps.map((step) => (
        <li key={step}>{step}</li>
      ))}
    </ol>
  );
}

const WHAT = { camera: 'camera', microphone: 'microphone', both: 'camera and microphone' } as const;

/**
 * Why the camera or microphone is not working, and what to do. When the browser blocked them, the
 * steps for this browser come first (what to click), the others behind "Using another browser?".
 */
export function MediaHelp({
  problem,
  which,
  onRetry,
  audioOnlyPossible,
}: {
  problem: MediaProblem;
  which: keyof typeof WHAT;
  onRetry: () => void;
  /** The microphone works, so joining with audio only is a way on. */
  audioOnlyPossible: boolean;
}) {
  const what = WHAT[which];
  const orAudio = audioOnlyPossible ? ' Or join with audio only.' : '';
  let title: string;
  let body: ReactNode;
  if (problem === 'blocked') {
    const { first, others } = helpFor(browserOf(navigator.userAgent));
    title = `Your browser has blocked the ${what}`;
    body = (
      <>
        <p>
          Curo needs your permission to use the {what} for the video call.
          {first
            ? ` In ${first.name}:`
            : ' In your browser’s settings for this site, allow it, then reload this page.'}
        </p>
        {first ? <Steps help={first} /> : null}
        <details className="mt-2">
          <summary className="cursor-pointer font-semibold text-primary">Using another browser?</summary>
          <div className="mt-1 flex flex-col gap-2">
            {others.map((help) => (
              <div key={help.kind}>
                <p className="font-semibold">{help.name}</p>
                <Steps help={help} />
              </div>
            ))}
          </div>
        </details>
        {orAudio ? <p className="mt-2">{orAudio.trim()}</p> : null}
      </>
    );
  } else if (problem === 'missing') {
    title = `We could not find a ${what}`;
    body = <p>Check it is plugged in and switched on, then try again.{orAudio}</p>;
  } else if (problem === 'inUse') {
    title = `Your ${what} is being used by another app`;
    body = <p>Close the other app (another call, say), then try again.{orAudio}</p>;
  } else {
    title = `Your ${what} did not start`;
    body = <p>Try again. If it still does not start, restart your browser.{orAudio}</p>;
  }
  return (
    <div role="alert" className="rounded-card border border-warning/30 bg-amber-50 p-4 text-[15px] text-ink">
      <p className="font-semibold">{title}</p>
      <div className="mt-1">{body}</div>
      <Button variant="small" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
