import {
  BadgeCheck,
  Clock,
  FileText,
  Lock,
  type LucideIcon,
  Receipt,
  Stethoscope,
  UserPlus,
} from 'lucide-react';

/** Checked in order; the first that matches gives the icon. */
const RULES: readonly [RegExp, LucideIcon][] = [
  [/\b(am|pm|hours?|today|every day|instant|24\/7)\b/i, Clock],
  [/\b(price|prices|gst|fee|fees|\$)/i, Receipt],
  [/\b(certificate|certificates|script|scripts|escripts?)\b/i, FileText],
  [/\b(specialists?|referrals?|paediatric\w*)\b/i, UserPlus],
  [/\b(privacy|private|records?|secure|data)\b/i, Lock],
  [/\b(gps?|doctors?|registered)\b/i, Stethoscope],
];

/**
 * An icon for a home page highlight, which admins write as plain text ("GPs online 8 am – 10 pm"):
 * chosen from its words so an edited highlight still gets a fitting one.
 */
export function highlightIcon(text: string): LucideIcon {
  return RULES.find(([pattern]) => pattern.test(text))?.[1] ?? BadgeCheck;
}
