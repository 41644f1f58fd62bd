/**
 * The public routes of spec §2, shared by the router in the browser and the server, which
 * answers a direct load of a path outside this table with 404 (and the not-found page).
 */

export const STATES = [
  { code: 'nsw', name: 'New South Wales', timeZone: 'Australia/Sydney' },
  { code: 'vic', name: 'Victoria', timeZone: 'Australia/Melbourne' },
  { code: 'qld', name: 'Queensland', timeZone: 'Australia/Brisbane' },
  { code: 'wa', name: 'Western Australia', timeZone: 'Australia/Perth' },
  { code: 'sa', name: 'South Australia', timeZone: 'Australia/Adelaide' },
  { code: 'tas', name: 'Tasmania', timeZone: 'Australia/Hobart' },
  { code: 'act', name: 'Australian Capital Territory', timeZone: 'Australia/Sydney' },
  { code: 'nt', name: 'Northern Territory', timeZone: 'Australia/Darwin' },
] as const;
export type TStateCode = (typeof STATES)[number]['code'];

export const paths = {
  home: '/',
  shortLink: '/t/:nano',
  blog: '/blog',
  blogSearch: '/blog/search/',
  blogPost: '/blog/:slug',
  workersComp: '/workers-comp',
  concussion: '/concussion',
  travelInsurance: '/travel-insurance',
  contact: '/contact',
  consultDrNow: '/consult-dr-now',
  pricing: '/pricing',
  adhd: '/specialty/adhd',
  paediatrics: '/specialty/paediatrics',
  specialty: '/specialty/:slug',
  kids: '/kids',
  workplace: '/workplace',
  medicalCertificate: '/medical-certificate',
  about: '/about',
  faq: '/faq',
  faqResults: '/faq/results',
  faqCategory: '/faq/category/:category',
  faqEntry: '/faq/:slug',
  business: '/business',
  referPatient: '/refer-patient',
  executiveTeam: '/executive-team',
  privacyPolicy: '/privacy-policy',
  patientInfo: '/patient-info',
  browseHospital: '/browse-hospital',
  expertOpinion: '/expert-opinion',
  press: '/press',
  notFound: '/not-found',
  room: '/room/:doctorUsername/appointment/:appointmentId',
  onlineDoctor: '/online-doctor',
  devOutbox: '/dev/outbox',
  login: '/login',
  signup: '/signup',
  requestPassword: '/request-password',
  /** Where an email verification link lands; the token follows `#token=`, never reaching a server. */
  verifyEmail: '/verify-email',
  signOut: '/users/sign_out',
  securePortal: '/secure-portal',
  account: '/account',
  accountSecurity: '/account/security',
  accountProfile: '/account/profile',
  /** The patient's saved cards (decision 0035). */
  accountBilling: '/account/billing',
  /** The patient's payments, newest first: `?page=`. */
  accountPaymentHistory: '/account/payment-history',
  /** The patient's tax invoices/receipts, each downloadable as PDF (decision 0036). */
  accountInvoices: '/account/invoices',
  /** The patient's certificates, referral letters and consult summaries (decision 0039). */
  accountDocuments: '/account/documents',
  /** A patient's referrals: accept or decline, then book with one (decision 0042). */
  accountReferrals: '/account/referrals',
  /** A patient's own extra reminders of their booked consults (decision 0053). */
  accountReminders: '/account/reminders',
  /** A closed or paused account's request to have it back (decision 0053). */
  reactivateAccount: '/reactivate-account',
  /** Staff find a patient: `?query=&page=` (decision 0053). */
  staffPatients: '/account/patients',
  /** One patient as staff see them: details, consult history, booking them in (decision 0053). */
  staffPatient: '/account/patients/:patientId',
  /** A doctor's statements: consults, fees collected, commission, amount payable, by period. */
  doctorStatements: '/account/doctor/statements',
  doctorProfile: '/account/doctor/profile',
  /** The emergency line calls a doctor answered (decision 0063). */
  doctorEmergencyCalls: '/account/doctor/emergency-calls',
  admin: '/admin',
  adminPatientProfile: '/admin/patient/profile',
  adminFaq: '/admin/faq',
  adminBlog: '/admin/blog',
  /** `new` or a post's id. */
  adminBlogPost: '/admin/blog/:id',
  adminSpecialties: '/admin/specialties',
  adminCompanies: '/admin/companies',
  /** Prices, the home page's text and reviews. */
  adminSite: '/admin/site',
  adminShortLinks: '/admin/short-links',
  adminDiscountCodes: '/admin/discount-codes',
  /** A patient's payments and invoices, with refunds (audited): `?id=<patient id>`, as the profile. */
  adminPatientBilling: '/admin/patient/billing',
  /** The MBS items consults are billed under, and whether each may be bulk-billed. */
  adminMedicareItems: '/admin/medicare-items',
  /** The appointment sheet: `?view=&q=&type=&status=&doctor=&from=&to=&page=` (decision 0018). */
  adminAppointments: '/admin/appointments',
  /** Received faxes: `?folder=&page=` (decision 0041). */
  adminFaxes: '/admin/faxes',
  /** The emergency line's settings and its call log (decision 0063). */
  adminEmergencyLine: '/admin/emergency-line',
  adminAppointment: '/admin/appointments/:appointmentId',
  nurseAppointments: '/account/nurse/appointments',
  nurseAppointment: '/account/nurse/appointments/:appointmentId',
  companyAppointments: '/account/company/appointments',
  /** A guest's single-use link to a consult; the token follows `#token=`, never reaching a server. */
  guestJoin: '/join/:appointmentId',
  /** Booking a consult: `?kind=&specialty=&doctor=&duration=&date=&slot=` keep the choices made. */
  book: '/book',
  /** The specialist directory; `/see-a-specialist` redirects here. */
  doctors: '/doctors',
  seeASpecialist: '/see-a-specialist',
  /** The signed-in person's own appointments: sends each role to its list (decision 0017). */
  appointments: '/appointments',
  accountAppointments: '/account/appointments',
  /** A patient's places on the waitlist and the times offered to them (decision 0049). */
  accountWaitlist: '/account/waitlist',
  doctorCalendar: '/account/doctor/calendar',
  doctorAvailability: '/account/doctor/availability',
  /** Starting the other kinds of consult (decisions 0014, 0015); each needs a signed-in patient. */
  consultInstant: '/consult/instant',
  consultEmergency: '/consult/emergency',
  consultRequest: '/consult/request',
  consultCallback: '/consult/callback',
  consultOffline: '/consult/offline',
  /** A written request for a medical certificate (decision 0043). */
  consultCertificate: '/consult/certificate',
  /** The patient's view of one such consult: the queue, offered times, the offline exchange. */
  consult: '/account/consults/:appointmentId',
  /** Doctors: open requests, date offers, emergency offers and offline consults. */
  doctorRequests: '/account/doctor/requests',
  /** Instant doctors: the live queue and their shifts. */
  instantQueue: '/account/instant/queue',
  /** The signed-in person's consult chats; `?consult=<appointment id>` opens one (decision 0029). */
  messages: '/messages',
  /** A consult's video call: the device check, the waiting room and the call (decision 0031). */
  consultRoom: '/consult-room/:appointmentId',
  /** Public check of a clinical document's verification code (the QR code on it opens this). */
  verifyDocument: '/verify/:code',
} as const;

/** The patient's page for one request, callback, offline, emergency or instant consult. */
export const consultPath = (appointmentId: string) => `/account/consults/${appointmentId}`;

/** Staff's page for one patient. */
export const staffPatientPath = (patientId: string) => `/account/patients/${patientId}`;

/** The video call of a consult (`/room/:doctorUsername/appointment/:appointmentId` stays not-found). */
export const consultRoomPath = (appointmentId: string) => `/consult-room/${appointmentId}`;

/** The booking flow with some choices already made (a specialty page, a doctor's card). */
export function bookingPath(
  choices: { specialty?: string; doctor?: string; company?: string; referral?: string } = {},
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(choices)) if (value) query.set(key, value);
  const search = query.toString();
  return search ? `${paths.book}?${search}` : paths.book;
}

export const workplaceStatePath = (code: TStateCode) => `/workplace/${code}`;

/** Paths that render a page with status 200 on a direct load. */
export const PUBLIC_PAGE_PATTERNS: readonly string[] = [
  paths.home,
  paths.shortLink,
  paths.blog,
  paths.blogSearch,
  paths.blogPost,
  paths.workersComp,
  paths.concussion,
  paths.travelInsurance,
  paths.contact,
  paths.consultDrNow,
  paths.pricing,
  paths.adhd,
  paths.paediatrics,
  paths.specialty,
  paths.kids,
  paths.workplace,
  ...STATES.map((s) => workplaceStatePath(s.code)),
  paths.medicalCertificate,
  paths.about,
  paths.faq,
  paths.faqResults,
  paths.faqCategory,
  paths.faqEntry,
  paths.business,
  paths.referPatient,
  paths.executiveTeam,
  paths.privacyPolicy,
  paths.patientInfo,
  paths.browseHospital,
  paths.expertOpinion,
  paths.press,
  paths.guestJoin,
  paths.book,
  paths.doctors,
  paths.verifyDocument,
];

/** Pages of the signed-in area and the sign-in screens; the app decides who may see them. */
export const ACCOUNT_PAGE_PATTERNS: readonly string[] = [
  paths.login,
  paths.signup,
  paths.requestPassword,
  paths.verifyEmail,
  paths.signOut,
  paths.securePortal,
  paths.account,
  paths.accountSecurity,
  paths.accountProfile,
  paths.accountBilling,
  paths.accountPaymentHistory,
  paths.accountInvoices,
  paths.accountDocuments,
  paths.accountReferrals,
  paths.accountReminders,
  paths.reactivateAccount,
  paths.staffPatients,
  paths.staffPatient,
  paths.doctorStatements,
  paths.doctorEmergencyCalls,
  paths.doctorProfile,
  paths.admin,
  paths.adminPatientProfile,
  paths.adminFaq,
  paths.adminBlog,
  paths.adminBlogPost,
  paths.adminSpecialties,
  paths.adminCompanies,
  paths.adminSite,
  paths.adminShortLinks,
  paths.adminDiscountCodes,
  paths.adminPatientBilling,
  paths.adminMedicareItems,
  paths.adminAppointments,
  paths.adminAppointment,
  paths.adminFaxes,
  paths.adminEmergencyLine,
  paths.nurseAppointments,
  paths.nurseAppointment,
  paths.companyAppointments,
  paths.appointments,
  paths.accountAppointments,
  paths.accountWaitlist,
  paths.doctorCalendar,
  paths.doctorAvailability,
  paths.consultInstant,
  paths.consultEmergency,
  paths.consultRequest,
  paths.consultCallback,
  paths.consultOffline,
  paths.consultCertificate,
  paths.consult,
  paths.doctorRequests,
  paths.instantQueue,
  paths.messages,
  paths.consultRoom,
];

/** Paths that deliberately render the not-found page (spec §2). */
export const NOT_FOUND_PATTERNS: readonly string[] = [paths.notFound, paths.room];

/** Fixed redirects of spec §2. `/online-doctor` is itself a redirect, so some resolve in two hops. */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/wickham': paths.consultDrNow,
  '/online-doctor': paths.consultDrNow,
  '/signup/gold-coast-private-hospital': paths.consultDrNow,
  '/gold-coast-private-hospital': paths.onlineDoctor,
  '/login/gold-coast-private-hospital': paths.onlineDoctor,
  '/script': paths.onlineDoctor,
  [paths.seeASpecialist]: paths.doctors,
};

/** Removes a trailing slash (but not the root's), so `/blog/search/` and `/blog/search` are one path. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/** True when `pathname` matches `pattern`, where `:name` matches exactly one non-empty segment. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = normalisePath(pattern).split('/');
  const got = normalisePath(pathname).split('/');
  if (want.length !== got.length) return false;
  return want.every((segment, i) => {
    const actual = got[i] ?? '';
    if (segment.startsWith(':')) return actual.length > 0;
    return segment === actual;
  });
}

export const isPublicPage = (pathname: string) =>
  PUBLIC_PAGE_PATTERNS.some((p) => matchesPattern(p, pathname));

/** Any page the app serves with 200 on a direct load. */
export const isAppPage = (pathname: string) =>
  isPublicPage(pathname) || ACCOUNT_PAGE_PATTERNS.some((p) => matchesPattern(p, pathname));

/** The next hop for a fixed redirect, or undefined. */
export const redirectTarget = (pathname: string): string | undefined => REDIRECTS[normalisePath(pathname)];

/**
 * A single-segment path that is neither a page nor a fixed redirect may be a company code
 * (`/{code}`); see docs/decisions/0001-company-codes.md.
 */
export function companyCodeCandidate(pathname: string): string | undefined {
  const match = /^\/([A-Za-z0-9]+(?:-[A-Za-z0-9]+)*)\/?$/.exec(pathname);
  if (!match?.[1] || isAppPage(pathname) || redirectTarget(pathname)) return undefined;
  return match[1].toLowerCase();
}

/** Where a known company code sends the visitor: booking, with the company's context. */
export const companyBookingPath = (slug: string) =>
  `${paths.consultDrNow}?company=${encodeURIComponent(slug)}`;
