import { paths } from '@curo/core/routes';
import type { TAppointmentType } from '@curo/core/scheduling';
import { CalendarClock, type LucideIcon, MessageSquareText, PhoneCall, Send, Siren, Zap } from 'lucide-react';

/**
 * The kinds of consult the booking flow offers, in the order shown. This is the one place a new
 * kind joins the flow: give it an id, its words, and either `flow: 'slot'` (choose a doctor and a
 * time, as scheduled consults do) or `to`, the path of its own flow (the instant queue, a
 * callback). Only kinds whose screens exist are listed; with one kind, the choice is made for the
 * patient and shown as done.
 */
export interface TBookingKind {
  id: TAppointmentType;
  name: string;
  summary: string;
  icon: LucideIcon;
  flow: { type: 'slot' } | { type: 'link'; to: string };
}

export const BOOKING_KINDS: readonly TBookingKind[] = [
  {
    id: 'scheduled',
    name: 'Scheduled consult',
    summary: 'Choose a doctor and a time that suits you, shown in your own time zone.',
    icon: CalendarClock,
    flow: { type: 'slot' },
  },
  {
    id: 'instant',
    name: 'See a doctor now',
    summary: 'Join the queue for the next available doctor. We show your place and an honest wait.',
    icon: Zap,
    flow: { type: 'link', to: paths.consultInstant },
  },
  {
    id: 'emergency',
    name: 'Urgent same-day consult',
    summary:
      'For a problem that needs a doctor today but is not life-threatening. Goes to the doctors on call.',
    icon: Siren,
    flow: { type: 'link', to: paths.consultEmergency },
  },
  {
    id: 'request',
    name: 'Ask for times',
    summary: 'Tell a doctor or a specialty when suits you; they offer times and you accept one.',
    icon: Send,
    flow: { type: 'link', to: paths.consultRequest },
  },
  {
    id: 'callback',
    name: 'Callback consult',
    summary: 'Leave your number and a window, and a doctor phones you.',
    icon: PhoneCall,
    flow: { type: 'link', to: paths.consultCallback },
  },
  {
    id: 'offline',
    name: 'Offline review',
    summary: 'Describe a simple, non-urgent problem in writing; a doctor answers in your account.',
    icon: MessageSquareText,
    flow: { type: 'link', to: paths.consultOffline },
  },
];

export const findBookingKind = (id: string | null) => BOOKING_KINDS.find((k) => k.id === id);
