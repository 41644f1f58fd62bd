import type { TPriceId } from './pricing';

/** The five consultation kinds (spec §1), as a patient would choose between them. */
export interface TConsultKind {
  id: 'scheduled' | 'emergency' | 'instant' | 'callback' | 'offline';
  name: string;
  /** When this kind is the right choice. */
  bestFor: string;
  priceId: TPriceId;
  /** What happens after booking, in order. */
  next: readonly string[];
}

export const CONSULT_KINDS: readonly TConsultKind[] = [
  {
    id: 'scheduled',
    name: 'Scheduled consult',
    bestFor: 'Ongoing concerns, check-ins and anything that can wait for a time that suits you.',
    priceId: 'standard',
    next: [
      'Pick a doctor and a time. Times are shown in your own time zone.',
      'We send a confirmation and a reminder before the consult.',
      'At the time, open the link and the doctor joins you by video or phone.',
    ],
  },
  {
    id: 'emergency',
    name: 'Urgent same-day consult',
    bestFor:
      'Something that needs a doctor today but is not life-threatening. It is not a substitute for 000.',
    priceId: 'priority',
    next: [
      'Tell us briefly what is wrong and how soon you need a doctor.',
      'We offer it straight away to the doctors on call; the first free one takes it.',
      'Your page shows when a doctor has accepted; if nobody is on call, our team arranges one and emails you.',
    ],
  },
  {
    id: 'instant',
    name: 'Instant consult',
    bestFor: 'You want to talk to a doctor now, during service hours, and can wait in an online queue.',
    priceId: 'priority',
    next: [
      'Join the queue. We show your place and an estimated wait.',
      'The next available doctor takes your consult and calls you by video.',
      'Keep the page open: it tells you the moment the doctor is ready, and we email you too.',
    ],
  },
  {
    id: 'callback',
    name: 'Callback consult',
    bestFor: 'You would rather get on with your day than wait on screen.',
    priceId: 'callback',
    next: [
      'Leave your number and a short description of your concern.',
      'A doctor phones you back, usually within a few hours during service hours.',
      'If they need to see you, they can switch the call to video.',
    ],
  },
  {
    id: 'offline',
    name: 'Offline review',
    bestFor:
      'Simple, non-urgent requests such as a repeat of a medicine you already take, at a time that suits the doctor.',
    priceId: 'offline',
    next: [
      'Answer a short set of questions in writing and upload anything useful.',
      'A doctor reviews your answers, usually the same day during service hours.',
      'They reply in your account, or call you if they need more information.',
    ],
  },
];
